import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { shot, watchConsole } from './helpers';

/**
 * Web widgets (ADR 140): each widget embedded with the one-line script in a page
 * served from another origin, sized to its content, measured in bytes; a normal page refused.
 */
const KINDS = ['today', 'month', 'converter', 'forex', 'gold'] as const;

let host: Server;
let hostUrl = '';
let hostHtml = '';

test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostHtml);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

function embedPage(site: string, query: string, extra = ''): string {
  const scripts = KINDS.map(
    (kind) =>
      `<h2>${kind}</h2><script async src="${site}/widgets/embed.js" data-widget="${site}/widgets/${kind}?${query}" data-width="360" data-title="${kind}"></script>`,
  ).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>A newspaper</title></head><body><h1>Another site</h1>${scripts}${extra}</body></html>`;
}

/** Bytes each widget page took over the wire (body as sent, gzip, plus headers). */
function measure(page: Page, site: string): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (url.origin !== site || !url.pathname.startsWith('/widgets/')) return;
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    sizes.set(url.pathname.slice('/widgets/'.length), responseBodySize + responseHeadersSize);
  });
  return sizes;
}

/**
 * The suite's server answers before the API has opened its database (a cold PGlite start can
 * take most of a minute on a loaded machine); until then a widget shows what the engine knows
 * and is not cached. Ask until each is rendered with its data and cached, so the embedding page
 * below gets the shared copies.
 */
async function warm(page: Page, urls: string[]) {
  for (const url of urls) {
    await expect
      .poll(async () => (await page.request.get(url)).headers()['cache-control'], { timeout: 90_000 })
      .toMatch(/^public\b/);
  }
}

async function frameOf(page: Page, kind: string) {
  const element = page.locator(`iframe[title="${kind}"]`);
  await expect(element).toBeVisible();
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${kind}`);
  return { element, frame };
}

for (const variant of [
  { query: 'size=medium&theme=light&lang=np', name: 'np-light' },
  { query: 'size=small&theme=dark&lang=en', name: 'en-dark' },
]) {
  // The second look needs one width only: it runs with the desktop project.
  test(
    `every widget embeds on another site and fits its content (${variant.name})`,
    { tag: variant.name === 'en-dark' ? '@desktop' : [] },
    async ({ page, baseURL }, testInfo) => {
      test.setTimeout(150_000);
      const site = new URL(baseURL ?? '').origin;
      hostHtml = embedPage(site, variant.query);
      await warm(
        page,
        KINDS.map((kind) => `${site}/widgets/${kind}?${variant.query}`),
      );
      const problems = watchConsole(page);
      const sizes = measure(page, site);
      const responses: { url: string; headers: Record<string, string> }[] = [];
      page.on('response', (r) => {
        if (r.url().startsWith(`${site}/widgets/`)) responses.push({ url: r.url(), headers: r.headers() });
      });
      await page.goto(hostUrl);
      for (const kind of KINDS) {
        const { element, frame } = await frameOf(page, kind);
        await expect(frame.locator('h1')).toBeVisible();
        // The script resized the iframe from its initial 320 px to the widget's own height.
        await expect
          .poll(async () => {
            const height = Number(await element.getAttribute('height'));
            const content = await frame.evaluate(() =>
              Math.ceil(document.documentElement.getBoundingClientRect().height),
            );
            return Math.abs(height - content);
          })
          .toBeLessThanOrEqual(1);
        await expect(element).not.toHaveAttribute('height', '320');
      }
      const lang = variant.name.startsWith('np') ? 'ne' : 'en';
      const today = (await frameOf(page, 'today')).frame;
      await expect(today.locator('html')).toHaveAttribute('lang', lang);
      await expect(today.locator('[data-bs]')).toHaveAttribute('data-bs', /^\d{4}-\d{2}-\d{2}$/);
      const month = (await frameOf(page, 'month')).frame;
      await expect(month.locator('td[data-iso]')).toHaveCount(await month.locator('td[data-iso]').count());
      expect(await month.locator('td[data-iso]').count()).toBeGreaterThanOrEqual(28);
      // Widget pages: framable by anyone, no cookies, cached like public pages.
      for (const r of responses.filter((x) => !x.url.endsWith('.js'))) {
        expect(r.headers['content-security-policy']).toContain('frame-ancestors *');
        expect(r.headers['x-frame-options']).toBeUndefined();
        expect(r.headers['set-cookie']).toBeUndefined();
        expect(r.headers['cache-control']).toMatch(/^public\b.*s-maxage=/);
      }
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      console.log(
        `[widgets ${variant.name} ${testInfo.project.name}] bytes transferred: ${[...sizes].map(([k, v]) => `${k}=${v}`).join(' ')} total=${total}`,
      );
      expect(sizes.size).toBe(KINDS.length + 1); // five widgets and embed.js
      await shot(page, testInfo, `widgets-embedded-${variant.name}`);
      expect(problems).toEqual([]);
    },
  );
}

test('the converter widget converts inside the frame (BS 2081-01-01 is 13 April 2024)', {
  tag: '@desktop',
}, async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const site = new URL(baseURL ?? '').origin;
  hostHtml = embedPage(site, 'size=full&theme=light&lang=en');
  await warm(page, [
    `${site}/widgets/converter?size=full&theme=light&lang=en&from=BS&year=2081&month=1&day=1`,
  ]);
  await page.goto(hostUrl);
  const { frame } = await frameOf(page, 'converter');
  await frame.getByLabel('Convert from').selectOption('BS');
  await frame.getByLabel('Year').fill('2081');
  await frame.getByLabel('Month').fill('1');
  await frame.getByLabel('Day').fill('1');
  await frame.getByRole('button', { name: 'Convert' }).click();
  await expect(frame.locator('[data-result="ad"]')).toHaveText(/13 April 2024/);
  await expect(frame.locator('[data-result="bs"]')).toHaveText(/Baisakh 2081/);
  await expect(page).toHaveURL(hostUrl);
});

test('a normal Patro page refuses to be framed by another site', async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? '').origin;
  hostHtml = `<!doctype html><html><body><iframe title="about" src="${site}/about"></iframe><iframe title="today" src="${site}/widgets/today"></iframe></body></html>`;
  const refused = page.waitForResponse(`${site}/about`);
  await page.goto(hostUrl);
  const about = await refused;
  expect(about.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(about.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const { frame: widget } = await frameOf(page, 'today');
  await expect(widget.locator('h1')).toBeVisible();
  // Chromium shows its own error page in place of the refused one: none of our content.
  const frame = page.frames().find((f) => f !== page.mainFrame() && f !== widget);
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
});

test('/web-widgets previews the chosen widget and gives its snippets', async ({
  page,
  baseURL,
}, testInfo) => {
  const site = new URL(baseURL ?? '').origin;
  const problems = watchConsole(page);
  await page.goto('/web-widgets?kind=month&size=full&theme=dark&lang=en&base=ad');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('वेब विजेट');
  const preview = page.locator('.widget-preview iframe');
  await expect(preview).toHaveAttribute('src', '/widgets/month?size=full&theme=dark&lang=en&base=ad');
  // The island sizes the preview once hydrated and the widget has said its height: slow on a busy machine.
  await expect(preview).not.toHaveAttribute('height', '320', { timeout: 15_000 });
  await expect(page.locator('[data-snippet="script"]')).toHaveText(
    `<script async src="${site}/widgets/embed.js" data-widget="${site}/widgets/month?size=full&amp;theme=dark&amp;lang=en&amp;base=ad" data-width="100%"></script>`,
  );
  await expect(page.locator('[data-snippet="iframe"]')).toContainText(`src="${site}/widgets/month?`);
  // Choosing another widget updates the preview (the form submits on change, once its island is live).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('विजेट').selectOption('gold');
  await expect(preview).toHaveAttribute('src', /\/widgets\/gold\?/);
  await shot(page, testInfo, 'web-widgets');
  expect(problems).toEqual([]);
});

test('/web-widgets and a widget page pass axe (WCAG 2.1 AA) in both languages', { tag: '@desktop' }, async ({
  page,
}) => {
  for (const url of [
    '/web-widgets?kind=month&lang=en',
    '/widgets/month?size=full&theme=dark&lang=en',
    '/widgets/gold?size=full&theme=light&lang=np',
    '/widgets/converter?size=medium&theme=dark&lang=np',
  ]) {
    await page.goto(url);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)}`),
    ).toEqual([]);
  }
});
