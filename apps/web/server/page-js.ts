/**
 * The JavaScript a visitor's browser downloads for a page, measured in Chromium (not guessed
 * from the HTML: islands load their chunks on demand). Every same-origin script the page fetched
 * until its islands are live is read from build/client and gzipped at level 9. Used by the
 * home-page budget test, scripts/measure-home-js.mjs and the bench.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageJs {
  files: { url: string; raw: number; gzip: number }[];
  raw: number;
  gzip: number;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function measurePageJs(
  pageUrl: string,
  clientDir: string,
  chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<PageJs> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const origin = new URL(pageUrl).origin;
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(pageUrl);
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const url of scripts) {
      const body = await readFile(path.join(clientDir, url));
      files.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    files.sort((a, b) => b.gzip - a.gzip);
    return {
      files,
      raw: files.reduce((sum, f) => sum + f.raw, 0),
      gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}

/** A free TCP port on the loopback interface (the API's config wants a real port). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
