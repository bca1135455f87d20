// Renders the share image and app icons from their SVG sources with Chromium:
//   node apps/web/scripts/make-images.mjs
// Writes public/og-image.png (1200×630), public/apple-touch-icon.png (180), the install icons
// public/icon-192.png and public/icon-512.png, and their maskable twins (the artwork inside the
// central 80 % safe zone on a full-bleed background, so a launcher's circle or squircle never cuts it).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const pub = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

async function render(svgFile, out, width, height, pad = 0, background = 'transparent') {
  const svg = await readFile(path.join(pub, svgFile), 'utf8');
  const page = await browser.newPage({ viewport: { width, height } });
  const size = `width:${width - 2 * pad}px;height:${height - 2 * pad}px`;
  await page.setContent(
    `<html><body style="margin:0;background:${background};display:grid;place-items:center;height:100vh">` +
      `<div style="${size}">${svg.replace('<svg ', '<svg style="width:100%;height:100%" ')}</div></body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(pub, out), omitBackground: background === 'transparent' });
  await page.close();
}

await render('og-image.svg', 'og-image.png', 1200, 630);
await render('favicon.svg', 'apple-touch-icon.png', 180, 180, 18, '#fff8f0');
await render('favicon.svg', 'icon-192.png', 192, 192, 18, '#fff8f0');
await render('favicon.svg', 'icon-512.png', 512, 512, 48, '#fff8f0');
// Maskable: the safe zone is the centred circle of 80 % diameter; the mark keeps inside it.
await render('favicon.svg', 'icon-maskable-192.png', 192, 192, 38, '#fff8f0');
await render('favicon.svg', 'icon-maskable-512.png', 512, 512, 102, '#fff8f0');
await browser.close();
console.log(
  'written: og-image.png, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-192.png, icon-maskable-512.png',
);
