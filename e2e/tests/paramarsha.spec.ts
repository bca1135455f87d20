/**
 * Paramarsha (issue 26; ADR 200–202): an admin adds a service and an astrologer through the API;
 * a reader fills the form, pays through the eSewa stand-in and reads 'Your Form has been
 * submitted'; the astrologer answers from the queue; the reader reads the answer. English at
 * desktop width; the page itself in Nepali at phone width.
 */
import { expect, type Page, test } from '@playwright/test';
import { API_URL, adminToken, apiFrom, E2E_PASSWORD, setPrefs, shot, signUpVerified } from './helpers';

/** A service of this run with its own astrologer: unique names, so runs and projects do not meet. */
async function serviceWithAstrologer() {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminToken();
  const service = await apiFrom(
    'POST',
    '/admin/paramarsha/services',
    {
      name_np: `एक प्रश्न ${tag}`,
      name_en: `One question ${tag}`,
      description_np: 'एउटा प्रश्नको लिखित जवाफ',
      description_en: 'A written answer to one question',
      price_paisa: 50000,
      turnaround_hours: 72,
    },
    admin,
  );
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  const serviceId = (service.body.data as { id: number }).id;
  const email = `guru-${tag}@example.com`;
  await signUpVerified({ fullName: 'Guru', email, password: E2E_PASSWORD });
  const granted = await apiFrom(
    'PUT',
    '/admin/users/roles',
    { email, role: 'astrologer', granted: true },
    admin,
  );
  expect(granted.status).toBe(200);
  const guru = await apiFrom(
    'PUT',
    '/admin/paramarsha/gurus',
    {
      email,
      name_np: `ज्योतिषी ${tag}`,
      name_en: `Astrologer ${tag}`,
      languages: ['np', 'en'],
      service_ids: [serviceId],
    },
    admin,
  );
  expect(guru.status, JSON.stringify(guru.body)).toBe(200);
  return { tag, serviceId, astrologerEmail: email };
}

async function signedInReader(page: Page, redirect: string) {
  const email = `seeker-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signUp = await page.request.post(`${API_URL}/users/signup`, {
    data: { full_name: 'Sita Seeker', email, password: E2E_PASSWORD },
  });
  expect(signUp.status()).toBe(202);
  const mails = (await (
    await page.request.get(`${API_URL}/dev/outbox`, { params: { to: email } })
  ).json()) as {
    links: string[];
  }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes('/user-verify?token='));
  const url = new URL(link as string);
  url.searchParams.set('redirect', redirect);
  await page.goto(`${url.pathname}${url.search}`);
  await page.waitForURL((at) => at.pathname === redirect);
}

test('@phone /paramarsha in Nepali lists the service and its astrologer', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const { tag } = await serviceWithAstrologer();
  await setPrefs(context, baseURL, { lang: 'np' });
  // Its own URL: public pages are kept by the web server's page cache (ADR 082).
  await page.goto(`/paramarsha?fresh=${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: 'परामर्श' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `एक प्रश्न ${tag}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `ज्योतिषी ${tag}` })).toBeVisible();
  await expect(page.getByText('रू ५००').first()).toBeVisible();
  await expect(page.getByText('जवाफ ७२ घण्टाभित्र').first()).toBeVisible();
  await shot(page, testInfo, 'paramarsha-np-phone');
  // The floating button (spec §9) shows on other public pages, above the bottom menu, and leads here.
  await page.goto('/');
  const button = page.getByRole('link', { name: 'ज्योतिषीसँग परामर्श' });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const menu = (await page.locator('.bottom-nav').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(menu.y);
  await button.click();
  await expect(page).toHaveURL(/\/paramarsha$/);
});

test('@desktop a reader books and pays through eSewa; the astrologer answers; the reader reads it', async ({
  page,
  context,
  baseURL,
  browser,
}, testInfo) => {
  test.slow();
  const { tag, serviceId, astrologerEmail } = await serviceWithAstrologer();
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto(`/paramarsha?fresh=${tag}`);
  const card = page.getByRole('listitem').filter({ hasText: `One question ${tag}` });
  await expect(card.getByText('Rs 500')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Register Now' })).toHaveAttribute(
    'href',
    `/paramarsha/${serviceId}`,
  );

  await signedInReader(page, `/paramarsha/${serviceId}`);
  await page.getByLabel('Name', { exact: true }).fill('Sita Sharma');
  await page.getByLabel('Female').check();
  await page.getByLabel('Date of birth').fill('2047-01-31');
  await page.getByLabel('Time of birth', { exact: true }).fill('06:30');
  await page.getByLabel('Place of birth').fill('Kathmandu');
  await page.getByLabel('Latitude (north +)').fill('27.7172');
  await page.getByLabel('Longitude (east +)').fill('85.324');
  await page.getByLabel('Subject').selectOption('career');
  await page.getByLabel('Your question').fill('Will my new job suit me?');
  await shot(page, testInfo, 'paramarsha-form-en');
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  // The stand-in's payment page: the tester chooses success.
  await page.getByRole('button', { name: /Pay \(success\)/ }).click();
  await expect(page.getByTestId('paramarsha-submitted')).toHaveText('Your Form has been submitted');
  const mine = page.getByTestId('paramarsha-request');
  await expect(mine).toContainText(`One question ${tag}`);
  await expect(mine).toContainText('Assigned to an astrologer');
  await shot(page, testInfo, 'paramarsha-submitted-en');

  // The astrologer signs in and answers from the queue.
  const astrologerContext = await browser.newContext();
  await setPrefs(astrologerContext, baseURL, { lang: 'en' });
  const astrologer = await astrologerContext.newPage();
  await astrologer.goto('/login?redirect=%2Fadmin%2Fparamarsha');
  await astrologer.getByLabel('E-mail', { exact: true }).fill(astrologerEmail);
  await astrologer.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await astrologer.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(astrologer).toHaveURL(/\/admin\/paramarsha/);
  const request = astrologer.getByTestId('queue-request');
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Sita Sharma');
  await expect(request).toContainText('1990-05-14 06:30');
  await expect(request).toContainText('UTC+5:45');
  // The computed kundali beside the request, labelled as computed.
  await expect(request).toContainText('an astrologer may read it differently');
  await expect(request.getByRole('img', { name: 'Lagna chart in the North Indian style' })).toBeVisible();
  await expect(request.getByRole('rowheader', { name: 'Lagna' })).toBeVisible();
  await request.getByLabel('The astrologer’s answer').fill('The coming year favours steady work.');
  await shot(astrologer, testInfo, 'paramarsha-queue-en');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(request).toContainText('Answered');
  await astrologerContext.close();

  await page.reload();
  await expect(mine).toContainText('Answered');
  await expect(mine.locator('.paramarsha-reply')).toHaveText('The coming year favours steady work.');
  await expect(page.getByLabel('Ask one follow-up question')).toBeVisible();
  await shot(page, testInfo, 'paramarsha-answered-en');
});
