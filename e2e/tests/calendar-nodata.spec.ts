import { startWebServer, type WebServer } from '@patro/web/server';
import { expect, test } from '@playwright/test';
import { calShot } from './calendar-helpers';
import { setPrefs } from './helpers';

// The web app pointed at an API that is not there: network failures show the no-data page
// (spec §8), never stored, with a retry (HTTP 200: not an error to a load balancer; ADR 050), never a blank or broken page.
let server: WebServer;

test.beforeAll(async () => {
  server = await startWebServer({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
});

test.afterAll(async () => {
  await server?.close();
});

for (const lang of ['np', 'en'] as const) {
  test(`no-data page when the API is unreachable (${lang})`, async ({ page, context }, testInfo) => {
    await setPrefs(context, server.url, { lang });
    for (const path of [
      '/',
      '/calendar/bs/2081-07',
      '/calendar/bs/2081',
      '/calendar/bs/2081-07-15',
      '/government-holiday',
    ]) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toBe('no-store');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'np' ? 'पात्रोको विवरण अहिले ल्याउन सकिएन' : 'The calendar could not be loaded',
      );
      await expect(
        page.getByRole('link', { name: lang === 'np' ? 'फेरि प्रयास गर्नुहोस्' : 'Try again' }),
      ).toHaveAttribute('href', path);
    }
    await calShot(page, testInfo, `nodata-${lang}`);
    // The converter is not a calendar fetch: it says the conversion failed instead.
    await page.goto(`${server.url}/nepali-to-english-date-converter?base=BS&year=2081&month=7&day=15`);
    await expect(page.getByRole('alert')).toContainText(
      lang === 'np' ? 'मिति परिवर्तन गर्न सकिएन' : 'could not be converted',
    );
    // A bad URL is still a 404, not a no-data page.
    const missing = await page.goto(`${server.url}/calendar/bs/2081-13`);
    expect(missing?.status()).toBe(404);
  });
}
