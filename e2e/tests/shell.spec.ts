import { expect, test } from '@playwright/test';
import { TODAY } from './calendar-helpers';
import { isPhone, LANGS, setPrefs, shot, THEMES, visibleText, watchConsole } from './helpers';

const PRIMARY = [
  '/calendar/bs',
  '/nepali-rashifal',
  '/paramarsha',
  'BLOG',
  '/news',
  '/nepali-radio',
  '/gold-price-nepal',
];
const MORE = [
  '/forex',
  '/suva-sait',
  '/nepali-to-english-date-converter',
  '/government-holiday',
  // This round's pages (ADRs 171, 177, 174).
  '/election',
  '/quiz',
  '/sports',
];

for (const lang of LANGS) {
  for (const theme of THEMES) {
    test(`home shell in ${lang}, ${theme} theme`, async ({ page, context, baseURL }, testInfo) => {
      await setPrefs(context, baseURL, { lang, theme });
      const problems = watchConsole(page);
      await page.goto('/');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', lang === 'np' ? 'ne' : 'en');
      await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));

      // Landmarks and skip link.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('.skip-link')).toHaveAttribute('href', '#main');

      // Today in Kathmandu by the product's test clock (e2e/clock.ts): 8 Mangsir 2083.
      await expect(page.locator('.today-bs')).toHaveAttribute('data-bs', TODAY.bs);
      await expect(page.locator('.today-day')).toHaveText(lang === 'np' ? '८' : '8');

      // Footer: the 12 BS months of the current year, the 12 signs.
      const monthLinks = page.locator('.footer-months a');
      await expect(monthLinks).toHaveCount(12);
      for (let m = 1; m <= 12; m++) {
        await expect(monthLinks.nth(m - 1)).toHaveAttribute(
          'href',
          `/calendar/bs/2083-${String(m).padStart(2, '0')}`,
        );
      }
      await expect(page.locator('.footer-rashi a')).toHaveCount(12);
      await expect(page.locator('.footer-rashi a').first()).toHaveAttribute(
        'href',
        '/nepali-rashifal/daily/aries',
      );
      await expect(page.locator('.footer-rashi a').last()).toHaveAttribute(
        'href',
        '/nepali-rashifal/daily/pisces',
      );

      // Mobile bottom menu only below 760 px.
      const bottom = page.locator('.bottom-nav');
      if (isPhone(testInfo)) await expect(bottom).toBeVisible();
      else await expect(bottom).toBeHidden();

      await shot(page, testInfo, `home-${lang}-${theme}`);
      await shot(page, testInfo, `home-${lang}-${theme}-top`, false);
      expect(problems, 'console errors (hydration, CSP)').toEqual([]);
    });
  }
}

test('top bar links in spec order: 7 visible, the rest under More', async ({ page }) => {
  await page.goto('/');
  const nav = page.locator('.main-nav');
  const links = nav.locator('.nav-list > li > a');
  await expect(links).toHaveCount(7);
  for (const [i, href] of PRIMARY.entries()) {
    const link = links.nth(i);
    if (href === 'BLOG') {
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    } else {
      await expect(link).toHaveAttribute('href', href);
    }
  }
  await expect(links.first()).toBeVisible();
  await expect(page.locator('.header-actions .login-link')).toHaveAttribute('href', '/login');
  await expect(page.locator('.top-bar a[href="/contact"]')).toBeVisible();
  await expect(page.locator('.top-bar a[href="/subscription"]')).toBeVisible();
});

test('More dropdown opens and closes by click, keyboard and click outside', async ({ page }, testInfo) => {
  await page.goto('/');
  const button = page.locator('.more-button');
  const panel = page.locator('.more-menu .dropdown-panel');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  const items = panel.locator('a');
  await expect(items).toHaveCount(MORE.length);
  for (const [i, href] of MORE.entries()) await expect(items.nth(i)).toHaveAttribute('href', href);
  await shot(page, testInfo, 'more-open', false);

  // Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Keyboard: Enter opens, ArrowDown walks the links.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();

  // A click outside closes.
  await page.locator('.today-card').click({ position: { x: 5, y: 40 } });
  await expect(panel).toBeHidden();

  // Following a link closes it too, and lands on the forex page.
  await button.click();
  await items.first().click();
  await expect(page).toHaveURL(/\/forex$/);
  await expect(panel).toBeHidden();
});

test('notification bell: empty state, then accumulated notifications from session storage', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await setPrefs(context, baseURL, { lang: 'en' });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const bell = page.locator('.bell-button');
  await bell.click();
  await expect(page.getByText('No New Notifications')).toBeVisible();
  await shot(page, testInfo, 'notifications-empty', false);
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    sessionStorage.setItem(
      'notifications',
      JSON.stringify([
        { title: 'Dashain', message: 'Ghatasthapana is tomorrow', clickAction: '/calendar/bs' },
        { title: 'Welcome', message: 'Thanks for using Patro' },
      ]),
    );
  });
  await page.reload();
  await expect(bell).toHaveAttribute('aria-label', 'Notifications (2 new)');
  await bell.click();
  await expect(page.locator('.notification-list li')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No New Notifications')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('notifications'))).toBe('[]');
});

test('Nepali notification empty state', async ({ page }) => {
  await page.goto('/');
  // A click before hydration does nothing (the bell is a button of the app): wait for it.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.locator('.bell-button').click();
  await expect(page.getByText('कुनै नयाँ सूचना छैन')).toBeVisible();
});

test('theme: no flash (the head script sets it before first paint), toggle persists across reload', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // One cached HTML for both themes (ADR 082); the inline head script applies the cookie.
  const dark = await (await request.get('/about', { headers: { cookie: 'theme=dark' } })).text();
  const light = await (await request.get('/about', { headers: { cookie: 'theme=light' } })).text();
  expect(dark).toBe(light);
  await setPrefs(context, baseURL, { theme: 'dark' });
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForSelector('body');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await setPrefs(context, baseURL, { theme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
  await page.locator('.theme-toggle').click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('theme: a first visit follows prefers-color-scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('language toggle reloads the page into the other language and back', async ({ page, context }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.locator('h1')).toHaveText('पात्रोको बारेमा');
  // The scripted switch (it also remembers the choice in localStorage) once the island is live.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await Promise.all([page.waitForEvent('load'), page.locator('.lang-toggle').click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText('About Patro');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await Promise.all([page.waitForEvent('load'), page.locator('.lang-toggle').click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
});

test('no Latin digit in the visible text of Nepali pages', async ({ page }) => {
  for (const path of ['/', '/about', '/disclaimer', '/policies', '/terms-of-service', '/no-such-page']) {
    await page.goto(path);
    const text = await visibleText(page);
    expect(text.match(/[0-9]+/g), `Latin digits on ${path}`).toBeNull();
  }
  // The More menu and the notifications panel too.
  await page.goto('/');
  await page.locator('.more-button').click();
  await page.locator('.bell-button').click();
  expect((await visibleText(page)).match(/[0-9]+/g)).toBeNull();
});

test('scroll-to-top button appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto('/about');
  const button = page.locator('.scroll-top');
  await expect(button).toHaveAttribute('data-visible', 'false');
  await page.mouse.wheel(0, 3000);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toHaveAttribute('data-visible', 'true');
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('webview pages hide header, footer and mobile menu (?webview=1)', async ({ page }, testInfo) => {
  await page.goto('/about?webview=1');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.site-header')).toHaveCount(0);
  await expect(page.locator('.site-footer')).toHaveCount(0);
  await expect(page.locator('.bottom-nav')).toHaveCount(0);
  await expect(page.locator('.top-bar')).toHaveCount(0);
  await shot(page, testInfo, 'webview-about', false);
});
