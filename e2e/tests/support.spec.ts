import { expect, test } from '@playwright/test';
import { adminToken, apiFrom, axeViolations, E2E_ADMIN, setPrefs, shot } from './helpers';

/**
 * The support pages (spec §2; ADR 190–193): the forms in both languages, the FAQ and its search,
 * /apps, the apps' policies, /form without the site's chrome, /forward, and the admin inbox.
 */

test('@phone फारम: नेपाली मोबाइल नम्बर, गल्ती भएका फिल्डको नाम, पठाएपछि पुष्टि', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रतिक्रिया फारम');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('पूरा नाम').fill('सीता शर्मा');
  await page.getByLabel('इमेल').fill('sita-e2e@example');
  await page.getByLabel('मोबाइल नम्बर (ऐच्छिक)').fill('०१४४१२३४५');
  await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();
  // Every field at fault is named beside it and in the summary.
  await expect(page.locator('#support-email-error')).toHaveText('सही इमेल ठेगाना लेख्नुहोस्');
  await expect(page.locator('#support-mobile-error')).toHaveText('सही नेपाली मोबाइल नम्बर लेख्नुहोस् (९८XXXXXXXX)');
  await expect(page.locator('#support-title-error')).toHaveText('शीर्षक लेख्नुहोस्');
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('सीता शर्मा');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'feedback-errors-np');

  await page.getByLabel('इमेल').fill('sita-e2e@example.org');
  await page.getByLabel('मोबाइल नम्बर (ऐच्छिक)').fill('९८४१२३४५६७');
  await page.getByLabel('शीर्षक').fill('पञ्चाङ्ग');
  await page.getByLabel('प्रतिक्रिया').fill('भोलिको तिथि मेरो छापिएको पात्रोसँग फरक देखियो।');
  await page.getByRole('button', { name: 'पठाउनुहोस्' }).click();
  await expect(page.getByRole('status')).toContainText('प्रतिक्रिया सफलतापूर्वक पठाइयो');
  await expect(page.getByRole('status')).toContainText('sita-e2e@example.org');
  await shot(page, testInfo, 'feedback-sent-np');
});

test('@desktop contact: a topic, the direct details or "not set up yet", answered from the admin inbox', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await expect(page.locator('.support-details')).toContainText('Support e-mail');
  await expect(page.locator('.support-details')).toContainText('not set up yet');
  const title = `Advertising on the calendar ${Date.now()}`;
  await page.getByLabel('Full name').fill('Ram Thapa');
  await page.getByLabel('Email').fill('ram-e2e@example.org');
  await page.getByLabel('Topic').selectOption('advertising');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Message', { exact: false }).fill('We would like to place a banner during Dashain.');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'contact-en');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toContainText('Message sent successfully');

  const token = await adminToken();
  const inbox = await apiFrom('GET', '/admin/feedback/messages', undefined, token);
  const message = (inbox.body.data as { id: number; title: string; topic: string }[]).find(
    (m) => m.title === title,
  );
  expect(message?.topic).toBe('advertising');
  const replied = await apiFrom(
    'POST',
    `/admin/feedback/messages/${message?.id}/reply`,
    { reply: 'Thank you, our sales team will write.' },
    token,
  );
  expect(replied.status).toBe(200);
  const outbox = await apiFrom('GET', '/dev/outbox');
  const mails = JSON.stringify(outbox.body);
  expect(mails).toContain(`We received your message: ${title}`);
  expect(mails).toContain(`Re: ${title}`);
});

test('@desktop the FAQ: grouped answers, a search without script, FAQPage data; the marketplace FAQ', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  await expect(page.getByRole('heading', { level: 2, name: 'Calendar and dates' })).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toContain(
    'How do I delete my account and my data?',
  );
  await page.getByLabel('Search the questions').fill('delete');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/faq\?q=delete$/);
  await expect(page.getByRole('status')).toContainText('1 results for “delete”');
  await expect(page.locator('.faq-item[open] summary')).toHaveText([
    'How do I delete my account and my data?',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'faq-en');

  await page.goto('/marketplace/faq?q=nothing-like-this');
  await expect(page.getByRole('status')).toContainText('No result found');
  await page.goto('/marketplace/faq');
  await expect(page.locator('.faq-item summary').first()).toHaveText(
    'Can I top up my phone or pay bills through Patro?',
  );
});

test('@phone बारम्बार सोधिने प्रश्न नेपालीमा, र एपहरू', async ({ page, context, baseURL }, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'np' });
  await page.goto('/faq?q=%E0%A4%96%E0%A4%BE%E0%A4%A4%E0%A4%BE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('बारम्बार सोधिने प्रश्नहरू');
  await expect(page.getByRole('status')).toContainText('नतिजा');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'faq-np');
  await page.goto('/apps');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हाम्रा एपहरू');
  // The e2e server sets no store link: the page says so for each.
  await expect(page.locator('.apps-not-set')).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'apps-np');
});

test('@desktop the apps’ policies are linked from the privacy policy and state what the radio contacts', async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/policies');
  await page.getByRole('link', { name: 'Radio privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Radio privacy policy');
  await expect(page.locator('main')).toContainText('one number per station');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/policies');
  await page.getByRole('link', { name: 'Keyboard privacy policy' }).click();
  await expect(page.locator('main')).toContainText('Patro publishes no keyboard app today');
});

test('/form and the organisation area hide the header, footer and menus; /feedback keeps them', async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback Form');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.bottom-nav, .top-bar')).toHaveCount(0);
  await page.goto('/organization');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/feedback');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('@desktop /forward goes to the in-site path it carries and refuses another host', async ({
  page,
  context,
  baseURL,
}) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/forward?path=%2Fnepali-rashifal%2Fdaily%2Faries');
  await expect(page).toHaveURL(/\/nepali-rashifal\/daily\/aries$/);
  for (const path of ['//example.org', '/%2F%2Fexample.org', 'https://example.org', '/%5Cexample.org']) {
    await page.goto(`/forward?path=${encodeURIComponent(path)}`);
    expect(new URL(page.url()).host, path).toBe(new URL(baseURL ?? '').host);
    await expect(page.getByRole('alert')).toHaveText(
      'This link does not lead to a page on this site, so we do not follow it.',
    );
  }
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  test('@phone /forward on a phone offers the page and the apps', async ({ page, context, baseURL }) => {
    await setPrefs(context, baseURL, { lang: 'en' });
    await page.goto('/forward?path=/forex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open in Patro');
    await expect(page.getByRole('link', { name: 'Continue to the page' })).toHaveAttribute('href', '/forex');
    await expect(page.locator('.apps-card')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('@desktop the admin inbox: read a message, reply by mail, mark it answered; the FAQ editor lists the questions', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await adminToken();
  const title = `Widget size ${Date.now()}`;
  const sent = await apiFrom('POST', '/feedback?lang=en', {
    name: 'Maya Gurung',
    email: 'maya-e2e@example.org',
    mobile: '9801234567',
    title,
    message: 'Could the month widget be a little narrower?',
    lang: 'en',
  });
  expect(sent.status).toBe(201);
  await page.goto(`/login?redirect=${encodeURIComponent('/admin/feedback')}`);
  await page.getByLabel('E-mail', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  const message = page.locator('article.inbox-message', { hasText: title });
  await expect(message).toContainText('maya-e2e@example.org');
  await expect(message).toContainText('9801234567');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'admin-feedback-en', false);
  await message.getByLabel('Reply by e-mail').fill('Yes: choose the small size on /web-widgets.');
  await message.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent' })).toBeVisible();
  // Answered messages leave the "New" list.
  await expect(page.locator('article.inbox-message', { hasText: title })).toHaveCount(0);
  await page.getByLabel('Answered').check();
  await expect(page.locator('article.inbox-message', { hasText: title })).toContainText(
    'choose the small size',
  );

  await page.goto('/admin/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQ editor' })).toBeVisible();
  await expect(page.locator('.faq-admin-entry summary', { hasText: 'Can I top up my phone' })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
