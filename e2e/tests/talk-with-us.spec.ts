/**
 * Talk with us (issue 29; ADR 195): a reader and a support staff member in two browsers — the
 * reader writes with a picture, the staff member answers from the inbox, and the reply appears on
 * the reader's page without a reload (Server-Sent Events over LISTEN/NOTIFY). Desktop in English;
 * one Nepali phone check of the page.
 */
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  apiFrom,
  axeViolations,
  E2E_PASSWORD,
  type Lang,
  setPrefs,
  shot,
  signUpVerified,
} from './helpers';

/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const LOGIN = {
  en: { email: 'E-mail', password: 'Password', login: 'Log in' },
  np: { email: 'इमेल', password: 'पासवर्ड', login: 'लगइन गर्नुहोस्' },
};

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  lang: Lang,
  email: string,
  target: string,
) {
  const context = await browser.newContext();
  await setPrefs(context, baseURL, { lang });
  const page = await context.newPage();
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel(LOGIN[lang].email, { exact: true }).fill(email);
  await page.getByLabel(LOGIN[lang].password, { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: LOGIN[lang].login, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace('?', '\\?')}$`));
  return page;
}

async function newAccount(name: string): Promise<string> {
  const email = `${name}-${randomUUID().slice(0, 8)}@example.com`;
  await signUpVerified({ fullName: name, email, password: E2E_PASSWORD });
  return email;
}

test('a reader and support staff talk; the reply appears live without a reload @desktop', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const readerEmail = await newAccount('Sita');
  const staffEmail = await newAccount('Gita');
  const granted = await apiFrom(
    'PUT',
    '/admin/users/roles',
    { email: staffEmail, role: 'support', granted: true },
    await adminToken(),
  );
  expect(granted.status).toBe(200);

  const reader: Page = await signedInPage(browser, baseURL, 'en', readerEmail, '/talk-with-us');
  await expect(reader.getByRole('heading', { level: 1, name: 'Talk with us' })).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Other ways to reach us' })).toBeVisible();
  await reader.getByLabel('Subject').fill('My Tihar reminder was silent');
  await reader.getByLabel('Message').fill('The reminder for Laxmi Puja did not ring on my phone.');
  await reader
    .getByLabel(/Picture/)
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await reader.getByRole('button', { name: 'Start the conversation' }).click();
  await expect(reader.getByRole('heading', { level: 2, name: 'My Tihar reminder was silent' })).toBeVisible();
  await expect(reader.getByRole('img', { name: 'Attached picture' })).toBeVisible();
  expect(await axeViolations(reader)).toEqual([]);
  // The page must not reload for the reply to show: a marker on the window would be lost.
  await reader.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const staff = await signedInPage(browser, baseURL, 'en', staffEmail, '/admin/support');
  await expect(staff.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await staff.getByRole('link', { name: 'My Tihar reminder was silent' }).click();
  await expect(staff.getByText('The reminder for Laxmi Puja did not ring on my phone.')).toBeVisible();
  await staff.getByRole('button', { name: 'Assign to me' }).click();
  await expect(staff.getByRole('button', { name: 'Unassign' })).toBeVisible();
  await staff
    .getByLabel('Reply')
    .first()
    .fill('Please allow notifications for Patro in your phone settings.');
  await staff.getByRole('button', { name: 'Send' }).click();
  expect(await axeViolations(staff)).toEqual([]);
  await shot(staff, testInfo, 'talk-inbox-en-desktop');

  // The reply reaches the reader's open page by itself.
  await expect(reader.getByText('Please allow notifications for Patro in your phone settings.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(reader.getByText('Patro support').first()).toBeVisible();
  expect(await reader.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );

  // Closing shows on the reader's page live too.
  await staff.getByRole('button', { name: 'Close' }).click();
  await expect(reader.getByText('This conversation is closed. Writing again opens it.')).toBeVisible({
    timeout: 15_000,
  });
  await shot(reader, testInfo, 'talk-reader-en-desktop');
  await reader.context().close();
  await staff.context().close();
});

test('the page in Nepali on a phone: heading, contact ways and the sign-in prompt @phone', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/talk-with-us');
  await expect(page.getByRole('heading', { level: 1, name: 'हामीसँग कुरा गर्नुहोस्' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अन्य माध्यमबाट सम्पर्क' })).toBeVisible();
  await expect(page.getByText('सहायता टोलीलाई लेख्न लगइन गर्नुहोस् वा खाता खोल्नुहोस्।')).toBeVisible();
  // The configured messaging app is an external link, and says so.
  const viber = page.getByRole('link', { name: 'Viber' });
  await expect(viber).toHaveAttribute('target', '_blank');
  await expect(viber).toHaveAttribute('rel', /external/);
  await expect(page.getByText('(बाहिरी साइट, नयाँ ट्याबमा खुल्छ)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@patro.example' })).toHaveAttribute(
    'href',
    'mailto:support@patro.example',
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'talk-np-phone');
});
