import { expect, type Page, test } from '@playwright/test';
import { watchConsole } from './helpers';

/**
 * The browser hydrates the server's HTML with Preact (ADR 051). These check what a reader would
 * notice if hydration went wrong: styles gone, the page drawn twice, the head rearranged.
 */

/** The head's elements as tag + rel, without module preloads (the browser moves those). */
function headShape(html: string): string[] {
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
  return [...head.matchAll(/<(meta|link|title|script)\b([^>]*)>/g)]
    .map((m) => `${m[1]}${/rel="([^"]+)"/.exec(m[2] ?? '')?.[1] ?? ''}`)
    .filter((tag) => tag !== 'linkmodulepreload');
}

async function hydratedHeadShape(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.head.children)
      .map((e) => e.localName + (e.getAttribute('rel') ?? ''))
      .filter((tag) => tag !== 'linkmodulepreload'),
  );
}

const PAGES = [
  '/',
  '/calendar/bs/2081-07',
  '/calendar/bs/2081-07-15/panchanga',
  '/calendar/ad/2025',
  '/login',
];

for (const path of PAGES) {
  test(`${path} keeps its server HTML, head and styles after hydration`, async ({ page, request }) => {
    const problems = watchConsole(page);
    const serverHead = headShape(await (await request.get(path)).text());
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);

    expect(await hydratedHeadShape(page)).toEqual(serverHead);
    // Styled: the header has its colour (an unstyled page has a transparent header).
    const headerBackground = await page
      .locator('.site-header')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).not.toBe('rgba(0, 0, 0, 0)');
    // Drawn once.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
}

test('a page reached by a client-side link gets its own stylesheet', async ({ page }) => {
  await page.goto('/calendar/bs/2081-07');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.locator('a[href="/login"]:visible').first().click();
  await expect(page).toHaveURL(/\/login$/);
  // Still the same document (a client navigation), and auth.css styles the card.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  await expect(page.locator('.auth-card')).toHaveCSS('border-top-style', 'solid');
});
