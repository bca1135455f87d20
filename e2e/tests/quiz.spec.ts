/**
 * The daily quiz (ADR 177): a visitor plays today's set as a plain form (no JavaScript: the server
 * checks the answers and keeps no score); a signed-in reader plays once, is scored by the API and
 * appears on the leaderboard by display name. The right answers are not on the page before playing.
 */
import { expect, test } from '@playwright/test';
import { apiFrom, axeViolations, E2E_ADMIN, E2E_PASSWORD, setPrefs, shot, signUpVerified } from './helpers';

test.describe('a visitor, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'plays today’s set in Nepali on a phone: answers checked, explanations shown, no score kept',
    {
      tag: '@phone',
    },
    async ({ page, context, baseURL }, testInfo) => {
      await setPrefs(context, baseURL, { lang: 'np' });
      const response = await page.goto('/quiz');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'दैनिक हाजिरीजवाफ' })).toBeVisible();
      const questions = page.locator('fieldset.quiz-question');
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(6);
      // Nepali digits in the question numbers; nothing on the page gives the answers away.
      await expect(questions.first().locator('.quiz-number')).toHaveText('प्रश्न १');
      expect(await page.content()).not.toMatch(/answer_index|सही उत्तर/);
      await shot(page, testInfo, 'quiz-np-phone', false);
      // The first option of every question.
      for (let i = 0; i < count; i++) await questions.nth(i).locator('input[type=radio]').first().check();
      await page.getByRole('button', { name: 'उत्तर बुझाउनुहोस्' }).click();
      await expect(page).toHaveURL(/\/quiz$/);
      const score = page.locator('.quiz-score');
      await expect(score).toContainText('तपाईंको अंक:');
      expect(await score.textContent()).toMatch(/^तपाईंको अंक: [०-९]+ मध्ये [०-९]+$/);
      await expect(page.getByText('यो अंक राखिएको छैन (लगइन नगरी खेलिएको)।')).toBeVisible();
      await expect(page.locator('.quiz-answer')).toHaveCount(count);
      await expect(
        page
          .locator('.quiz-answer')
          .first()
          .getByText(/^स्रोत: /),
      ).toBeVisible();
      await shot(page, testInfo, 'quiz-np-phone-result', false);
    },
  );
});

test('with JavaScript, a visitor’s play is the same form; the Nepali page and its result are axe-clean', {
  tag: '@phone',
}, async ({ page, context, baseURL }) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/quiz');
  await expect(page.getByText(/तपाईं लगइन हुनुहुन्न/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('fieldset.quiz-question').first().locator('input[type=radio]').nth(2).check();
  await page.getByRole('button', { name: 'उत्तर बुझाउनुहोस्' }).click();
  await expect(page.locator('.quiz-score')).toContainText('तपाईंको अंक:');
  await expect(
    page
      .locator('.quiz-answer')
      .first()
      .getByText(/^स्रोत: /),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test(
  'a signed-in reader plays in English on a desktop, sees the score once, and is on the leaderboard',
  {
    tag: '@desktop',
  },
  async ({ page, context, baseURL }, testInfo) => {
    const email = `quiz-${Date.now()}@example.com`;
    await signUpVerified({ fullName: 'Quiz Player', email, password: E2E_PASSWORD });
    await setPrefs(context, baseURL, { lang: 'en' });
    await page.goto('/login?redirect=%2Fquiz');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText('One submission a day; your score goes on the leaderboard.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const questions = page.locator('fieldset.quiz-question');
    const count = await questions.count();
    for (let i = 0; i < count; i++) await questions.nth(i).locator('input[type=radio]').nth(1).check();
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const score = page.locator('.quiz-score');
    await expect(score).toHaveText(new RegExp(`^Your score: \\d+ of ${count}$`));
    await expect(page.getByText('Score kept. New questions tomorrow.')).toBeVisible();
    const points = Number(await score.getAttribute('data-score'));
    await shot(page, testInfo, 'quiz-en-desktop-result', false);
    // Once a day: back on the page, the result is shown instead of the form.
    await page.reload();
    await expect(score).toHaveText(`Your score: ${points} of ${count}`);
    await expect(page.locator('fieldset.quiz-question')).toHaveCount(0);
    // On both leaderboards by display name, never by e-mail.
    const week = page.getByRole('region', { name: "This week's leaders" });
    await expect(week.getByRole('row', { name: new RegExp(`Quiz P\\. ${points} 1`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'All-time leaders' }).getByText('Quiz P.')).toBeVisible();
    await expect(page.locator('.quiz-boards')).not.toContainText('@');
    expect(await axeViolations(page)).toEqual([]);
  },
);

test('the More menu’s Quiz link opens /quiz', { tag: '@desktop' }, async ({ page, context, baseURL }) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/');
  await page.getByRole('button', { name: /more/i }).first().click();
  await page.getByRole('link', { name: 'Quiz', exact: true }).first().click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily quiz' })).toBeVisible();
});

test(
  'an admin writes a question in the bank at /admin/quiz; it waits as a draft for another reviewer',
  {
    tag: '@desktop',
  },
  async ({ page, context, baseURL }, testInfo) => {
    // Fourteen fields typed on a shared machine.
    test.slow();
    const { email, password } = E2E_ADMIN;
    // The run's database outlives a run: the question is this run's own.
    const prompt = `How many districts are there in Nepal? (${Date.now()})`;
    const login = await apiFrom('POST', '/users/login', { username: email, password });
    if (login.status !== 200) await signUpVerified({ fullName: 'E2E Admin', email, password });
    await setPrefs(context, baseURL, { lang: 'en' });
    await page.goto('/login?redirect=%2Fadmin%2Fquiz');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz questions' })).toBeVisible();
    // A seeded question: published, with its source.
    const provinces = page.getByRole('region', { name: 'How many provinces does Nepal have?' });
    await expect(provinces).toContainText('Published');
    await expect(provinces).toContainText('states.json');
    await page.getByText('New question', { exact: true }).click();
    const form = page.locator('details[open] form');
    await form.getByLabel('Question (Nepali)').fill('नेपालमा कति जिल्ला छन्?');
    await form.getByLabel('Question (English)').fill(prompt);
    for (const [i, n] of ['75', '77', '79', '65'].entries()) {
      await form
        .getByLabel(`Option ${i + 1} (Nepali)`)
        .fill(n.replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)]!));
      await form.getByLabel(`Option ${i + 1} (English)`).fill(n);
    }
    await form.getByLabel('Right option').selectOption('1');
    await form.getByLabel('Explanation (Nepali)').fill('नेपालमा ७७ जिल्ला छन्।');
    await form.getByLabel('Explanation (English)').fill('Nepal has 77 districts.');
    await form.getByLabel('Source (where the fact is from)').fill('apps/api/data/election/places.json');
    await form.getByRole('button', { name: 'Save' }).click();
    const made = page.getByRole('region', { name: prompt });
    await expect(made).toContainText('Draft');
    await expect(made).toContainText('Author: E2E Admin');
    await shot(page, testInfo, 'quiz-admin-en', false);
    expect(await axeViolations(page)).toEqual([]);
  },
);
