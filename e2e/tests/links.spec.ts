import { expect, test } from '@playwright/test';
import { setPrefs } from './helpers';

/** The link crawl (issue 29): every internal link of the home page's chrome answers without a 404. */
test('@desktop every internal link of the header, slim bar, footer and bottom menu answers', async ({
  page,
  request,
  baseURL,
}) => {
  await setPrefs(page.context(), baseURL, { lang: 'en' });
  await page.goto('/');
  const hrefs = await page
    .locator('.top-bar a[href], header a[href], footer a[href], .bottom-nav a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  const internal = [...new Set(hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')))].map(
    (h) => h.split('#')[0] ?? h,
  );
  expect(internal.length).toBeGreaterThan(30);
  const broken: string[] = [];
  for (const href of internal) {
    const status = (await request.get(href, { maxRedirects: 5 })).status();
    if (status >= 400) broken.push(`${href}: ${status}`);
  }
  expect(broken).toEqual([]);
});
