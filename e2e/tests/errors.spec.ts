/**
 * API refusals on Nepali pages (ADR 150): the page shows the shared catalogue's Nepali text for
 * the answer's code, never the API's English. Three different refusals: a wrong password at
 * sign-in (401 invalid_login), an invitation link that is not valid (404 invitation_invalid) and
 * an organisation at its calendar limit (409 organization_calendars_limit_reached, with its limit
 * in Devanagari digits). One width is enough: the rule is the same at every width.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { apiFrom, E2E_PASSWORD, setPrefs, signUpVerified } from './helpers';

// The machine running the suite may be busy: a sign-in's redirect can take longer than 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Latin letters: English text (the Nepali messages carry none). */
const LATIN = /[A-Za-z]/;

test('three API refusals on Nepali pages are shown in Nepali', { tag: '@desktop' }, async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await setPrefs(context, baseURL, { lang: 'np' });
  const email = `errors-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const account = await signUpVerified({ fullName: 'त्रुटि परीक्षक', email, password: E2E_PASSWORD });

  // An organisation already at its limit of 50 calendars (made through the API: the limit is
  // what the screen is asked to refuse, not what it is used for).
  const org = await apiFrom(
    'POST',
    '/api/v1/organizations',
    { name: 'जनता माध्यमिक विद्यालय', description: 'परीक्षा र बिदा' },
    account.accessToken,
  );
  expect(org.status).toBe(201);
  const orgId = String((org.body.organization as { id: string }).id);
  for (let n = 1; n <= 50; n += 1) {
    const made = await apiFrom(
      'POST',
      `/api/v1/organizations/${orgId}/calendars`,
      { name: `पात्रो ${n}`, colour: '#7b1fa2' },
      account.accessToken,
    );
    expect(made.status).toBe(201);
  }

  // 1. A wrong password at sign-in.
  await page.goto('/login?redirect=%2Forganization%2Fcalendar');
  await page.locator('form input[type=email]').fill(email);
  await page.locator('form input[type=password]').fill('not the password at all');
  await page.locator('form button[type=submit]').click();
  const signInError = page.locator('form [role=alert]');
  await expect(signInError).toHaveText('इमेल वा पासवर्ड मिलेन');
  expect(await signInError.textContent()).not.toMatch(LATIN);

  // 2. The organisation screen refuses an over-limit calendar, naming the limit in Nepali digits.
  await page.locator('form input[type=password]').fill(E2E_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/organization\/calendar$/);
  await page.getByLabel('पात्रोको नाम').fill('एकाउन्नौँ पात्रो');
  await page.getByRole('button', { name: 'पात्रो थप्नुहोस्' }).click();
  const limitError = page.getByText('एउटा संस्थाका बढीमा ५० पात्रो हुन सक्छन्; पहिले एउटा मेटाउनुहोस्');
  await expect(limitError).toBeVisible();
  expect(await limitError.textContent()).not.toMatch(LATIN);

  // 3. An invitation link whose token is not (or no longer) valid.
  await page.goto('/invite/calendar#token=not-a-real-invitation-token&calendar=1');
  const inviteError = page.locator('main [role=alert]');
  await expect(inviteError).toHaveText('यो निम्तो अब मान्य छैन; नयाँ निम्तो माग्नुहोस्');
  expect(await inviteError.textContent()).not.toMatch(LATIN);
});
