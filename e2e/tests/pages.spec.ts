import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { LANGS, type Lang, STATIC_PAGES, setPrefs, shot, THEMES, type Theme } from './helpers';

const HEADINGS: Record<Lang, Record<(typeof STATIC_PAGES)[number], string>> = {
  np: {
    '/about': 'पात्रोको बारेमा',
    '/disclaimer': 'अस्वीकरण',
    '/policies': 'गोपनीयता नीति',
    '/terms-of-service': 'सेवाका सर्तहरू',
  },
  en: {
    '/about': 'About Patro',
    '/disclaimer': 'Disclaimer',
    '/policies': 'Privacy Policy',
    '/terms-of-service': 'Terms of Service',
  },
};

async function axe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

test('unknown paths answer 404 with the not-found page', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const response = await request.get('/this/does/not-exist');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('यो पृष्ठ भेटिएन');
  expect(html).toMatch(/<meta name="robots" content="noindex"/);

  expect((await request.get('/nepali-rashifal/daily/no-such-sign/extra/segments')).status()).toBe(404);

  const pageResponse = await page.goto('/no-such-page');
  expect(pageResponse?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('यो पृष्ठ भेटिएन');
  await expect(page.getByRole('link', { name: 'गृहपृष्ठमा फर्कनुहोस्' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await shot(page, testInfo, 'not-found-np', false);

  await setPrefs(context, baseURL, { lang: 'en', theme: 'dark' });
  await page.goto('/no-such-page');
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found — Patro');
  await shot(page, testInfo, 'not-found-en-dark', false);
});

for (const lang of LANGS) {
  test(`static pages in ${lang}`, async ({ page, context, baseURL }, testInfo) => {
    await setPrefs(context, baseURL, { lang, theme: lang === 'np' ? 'light' : 'dark' });
    for (const path of STATIC_PAGES) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(HEADINGS[lang][path]);
      expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('main p').count()).toBeGreaterThanOrEqual(3);
      await shot(page, testInfo, `${path.slice(1)}-${lang}`);
    }
  });
}

test('meta tags are in the server HTML of every page', async ({ request }) => {
  const cases: { path: string; cookie: string; title: RegExp }[] = [
    { path: '/', cookie: 'lang=np', title: /^पात्रो — / },
    { path: '/', cookie: 'lang=en', title: /^Patro — / },
    { path: '/about', cookie: 'lang=np', title: /^पात्रोको बारेमा — पात्रो$/ },
    { path: '/about', cookie: 'lang=en', title: /^About Patro — Patro$/ },
    { path: '/disclaimer', cookie: 'lang=en', title: /^Disclaimer — Patro$/ },
    { path: '/policies', cookie: 'lang=en', title: /^Privacy Policy — Patro$/ },
    { path: '/terms-of-service', cookie: 'lang=np', title: /^सेवाका सर्तहरू — पात्रो$/ },
  ];
  const descriptions = new Set<string>();
  for (const c of cases) {
    const response = await request.get(c.path, { headers: { cookie: c.cookie } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(decode(title), `${c.path} title`).toMatch(c.title);
    const meta = (attr: string, name: string) =>
      html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
    const description = meta('name', 'description');
    expect(description, `${c.path} description`).toBeTruthy();
    descriptions.add(`${c.path} ${description}`);
    expect(meta('name', 'keywords'), `${c.path} keywords`).toBeTruthy();
    expect(meta('property', 'og:title'), `${c.path} og:title`).toBeTruthy();
    expect(meta('property', 'og:image'), `${c.path} og:image`).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
    expect(canonical, `${c.path} canonical`).toMatch(
      new RegExp(`^https?://[^/]+${c.path === '/' ? '/' : c.path}$`),
    );
  }
  expect(descriptions.size).toBe(cases.length);

  // The share image is a real PNG.
  const image = await request.get('/og-image.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect((await image.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('security headers and long-lived caching of hashed assets', async ({ request }) => {
  // A public, cached page: no nonce; its one executable inline script is allowed by its hash.
  const response = await request.get('/');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  const html = await response.text();
  const inline = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].filter(
    (m) => !/\bsrc=|type="application\/json"/.test(m[1] ?? ''),
  );
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256')
    .update(inline[0]?.[2] ?? '')
    .digest('base64');
  expect(csp).toContain(`'sha256-${hash}'`);
  // A private screen: every inline script carries the response's nonce.
  const login = await request.get('/login');
  const loginCsp = login.headers()['content-security-policy'] ?? '';
  const nonce = loginCsp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...(await login.text()).matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const attrs of scripts) {
    if (!/\bsrc=/.test(attrs)) expect(attrs).toContain(`nonce="${nonce}"`);
  }
  const asset = html.match(/\/assets\/[^"]+\.css/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
  expect(assetResponse.headers()['cache-control']).toContain('max-age=31536000');
});

for (const lang of LANGS) {
  for (const theme of THEMES) {
    test(`axe: no violations on home and static pages (${lang}, ${theme})`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(120_000); // five pages and a menu, each fully analysed, on a 2-core machine
      await setPrefs(context, baseURL, { lang, theme: theme as Theme });
      for (const path of ['/', ...STATIC_PAGES]) {
        await page.goto(path);
        await axe(page);
      }
      // With the menus open too.
      await page.goto('/');
      await page.locator('.more-button').click();
      await axe(page);
    });
  }
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
