// Chromium's own installability verdict for a page of the running product (Lighthouse 12 dropped
// its PWA category and the installable-manifest audit): the manifest as Chromium parsed it, the
// service worker controlling the page, and `Page.getInstallabilityErrors` over CDP (none expected).
//   node apps/web/scripts/check-installable.mjs <web URL> [/path]
// A persistent profile: Chromium refuses installs in off-the-record ones ("in-incognito").
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [webUrl, page = '/'] = process.argv.slice(2);
if (!webUrl) {
  console.error('usage: check-installable.mjs <web URL> [/path]');
  process.exit(2);
}
const profile = await mkdtemp(path.join(os.tmpdir(), 'patro-installable-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let failed = false;
try {
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(new URL(page, webUrl).href);
  await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const cdp = await context.newCDPSession(tab);
  const manifest = await cdp.send('Page.getAppManifest');
  const parsed = JSON.parse(manifest.data || '{}');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const sizes = (parsed.icons ?? []).map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`).join(', ');
  console.log(
    `manifest ${manifest.url}: name "${parsed.name}", short_name "${parsed.short_name}", display ${parsed.display}`,
  );
  console.log(`  icons: ${sizes}`);
  for (const e of manifest.errors ?? [])
    console.log(`  manifest ${e.critical ? 'error' : 'warning'}: ${e.message}`);
  const worker = await tab.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  console.log(`service worker controlling ${page}: ${worker}`);
  if (installabilityErrors.length === 0) console.log(`installability errors for ${page}: none`);
  else {
    failed = true;
    for (const e of installabilityErrors)
      console.log(`installability error: ${e.errorId} ${JSON.stringify(e.errorArguments ?? [])}`);
  }
  if ((manifest.errors ?? []).some((e) => e.critical)) failed = true;
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
