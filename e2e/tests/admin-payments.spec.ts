/**
 * /admin/payments (ADR 186, 235, 236): an admin finds a reader's payment by their e-mail, opens
 * it, checks it with the gateway's stand-in again, mails its receipt again, marks it refunded with
 * a reason and sees each change in its audit log, while the reader's subscription is no longer
 * active; and the trials granted, searched by e-mail. Desktop, English (the screens' words are
 * the same component in both languages; their Nepali is checked by screenshots, ADR 237).
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, apiFrom, E2E_ADMIN, E2E_PASSWORD, setPrefs, shot, signUpVerified } from './helpers';

test.describe.configure({ mode: 'serial' });

/** A reader account made the way people make one; its e-mail carries `marker` for the searches. */
async function reader(marker: string, name: string) {
  return signUpVerified({
    fullName: name,
    email: `${marker}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: E2E_PASSWORD,
  });
}

/** The annual package, priced as an operator would price it (the seed sets no price, ADR 181). */
async function pricedAnnual(admin: string): Promise<number> {
  const packages = await apiFrom('GET', '/api/packages?locale=en');
  const annual = (packages.body.data as { id: number; type: string }[]).find((p) => p.type === 'annual');
  expect(annual).toBeDefined();
  const priced = await apiFrom('PATCH', `/admin/packages/${annual?.id}`, { price_paisa: 50_000 }, admin);
  expect(priced.status).toBe(200);
  return annual?.id as number;
}

/** Buys the package with Khalti's stand-in: the order, "success" on its page, the return checked by the API. */
async function buyWithKhalti(token: string, packageId: number): Promise<string> {
  const started = await apiFrom(
    'POST',
    '/subscription/orders',
    { package_id: packageId, gateway: 'khalti', lang: 'en' },
    token,
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { order_id, redirect_url } = started.body.data as { order_id: string; redirect_url: string };
  const page = await (await fetch(redirect_url)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  expect(action).toBeDefined();
  const paid = await fetch(new URL(action as string, redirect_url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'choice=success',
    redirect: 'manual',
  });
  const query = Object.fromEntries(new URL(paid.headers.get('location') ?? '').searchParams);
  const back = await apiFrom(
    'POST',
    `/subscription/orders/${order_id}/return`,
    { gateway: 'khalti', query },
    token,
  );
  expect((back.body.data as { status: string }).status).toBe('completed');
  return order_id;
}

async function signIn(page: Page, email: string, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

/** The reader's own /subscription in a browser of their own. */
async function readerSees(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await setPrefs(context, baseURL, { lang: 'en' });
  const page = await context.newPage();
  await signIn(page, email, '/subscription');
  const state = page.getByTestId('subscription-state');
  await expect(state).toBeVisible();
  const text = (await state.innerText()).trim();
  await context.close();
  return text;
}

const receiptsTo = async (email: string) =>
  (
    (await apiFrom('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as unknown as {
      subject: string;
    }[]
  ).filter((m) => m.subject === 'Patro: your payment receipt').length;

test(
  'an admin finds a payment by account, re-checks it, mails its receipt again, marks it refunded with a reason; the audit log shows each, the reader is no longer subscribed',
  { tag: '@desktop' },
  async ({ page, context, baseURL, browser }, testInfo) => {
    const admin = await adminToken();
    const packageId = await pricedAnnual(admin);
    const buyer = await reader(`refund-${testInfo.project.name}-${Date.now()}`, 'Hari Refund');
    const orderId = await buyWithKhalti(buyer.accessToken, packageId);
    expect(await readerSees(browser, baseURL, buyer.email)).toContain('Active');
    expect(await receiptsTo(buyer.email)).toBe(1);

    await setPrefs(context, baseURL, { lang: 'en' });
    await signIn(page, E2E_ADMIN.email, '/admin/payments');
    await page.getByLabel('E-mail, payment number or gateway reference').fill(buyer.email);
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const row = page.getByTestId('orders').getByRole('row').filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(orderId);
    await expect(row).toContainText('Completed');

    await row.getByRole('button', { name: 'Details' }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByRole('heading', { name: `Payment ${orderId}` })).toBeVisible();
    await expect(detail).toContainText('Return from the gateway');
    await expect(detail).toContainText('No changes yet.');

    // Checked with the stand-in again: Khalti still says Completed, and the check is on record.
    await row.getByRole('button', { name: 'Check with the gateway again' }).click();
    await expect(detail.getByTestId('order-audit')).toContainText('Checked with the gateway again');
    await expect(detail).toContainText('Admin’s check');
    await expect(detail.getByTestId('order-status')).toHaveText('Completed');

    // The receipt mailed again, to the reader.
    await detail.getByRole('button', { name: 'Mail the receipt again' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Receipt sent to ${buyer.email}.` }),
    ).toBeVisible();
    await expect(detail.getByTestId('order-audit')).toContainText('Receipt mailed again');
    expect(await receiptsTo(buyer.email)).toBe(2);

    await row.getByLabel('Reason').fill('Paid twice by mistake');
    await row.getByRole('button', { name: 'Mark refunded' }).click();
    await expect(row).toContainText('Refunded');
    await expect(detail.getByTestId('order-status')).toHaveText('Refunded — Paid twice by mistake');
    const refundEntry = detail.getByTestId('order-audit').getByRole('listitem').first();
    await expect(refundEntry).toContainText('Marked refunded');
    await expect(refundEntry).toContainText(E2E_ADMIN.email);
    await expect(refundEntry).toContainText('Reason: Paid twice by mistake');
    // Refunded: no receipt to mail again.
    await expect(detail.getByRole('button', { name: 'Mail the receipt again' })).toHaveCount(0);
    await shot(page, testInfo, 'admin-payments-order-en');

    expect(await readerSees(browser, baseURL, buyer.email)).toContain('No subscription');
  },
);

test(
  'the trials granted: who, 7 or 15 days, through which campaign, active; found by e-mail',
  { tag: '@desktop' },
  async ({ page, context, baseURL }, testInfo) => {
    const admin = await adminToken();
    const marker = `trials-${Date.now()}`;
    const code = `E2E${Date.now()}`;
    const coupon = await apiFrom(
      'POST',
      '/admin/coupons',
      { code, kind: 'trial', value: 15, note: 'Dashain campaign' },
      admin,
    );
    expect(coupon.status).toBe(201);
    const plain = await reader(marker, 'Sita Trial');
    const campaign = await reader(marker, 'Gita Campaign');
    expect((await apiFrom('POST', '/subscription/trial', {}, plain.accessToken)).status).toBe(201);
    expect(
      (await apiFrom('POST', '/subscription/trial', { coupon_code: code }, campaign.accessToken)).status,
    ).toBe(201);

    await setPrefs(context, baseURL, { lang: 'en' });
    await signIn(page, E2E_ADMIN.email, '/admin/payments');
    const trials = page.getByTestId('trials');
    await trials.getByLabel('Account e-mail').fill(marker);
    await trials.getByRole('button', { name: 'Search' }).click();
    const rows = trials.getByRole('row');
    await expect(rows).toHaveCount(3); // the heading row and the two trials
    const campaignRow = rows.filter({ hasText: campaign.email });
    await expect(campaignRow).toContainText('15 days');
    await expect(campaignRow).toContainText(`${code} · Dashain campaign`);
    await expect(campaignRow).toContainText('Active');
    const plainRow = rows.filter({ hasText: plain.email });
    await expect(plainRow).toContainText('7 days');
    await expect(plainRow).toContainText('Standard trial');
    await expect(plainRow).toContainText('Active');
    await expect(trials).toContainText('Page 1 of 1 (2 in all)');
    await trials.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'admin-payments-trials-en');
  },
);
