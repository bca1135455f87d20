// Measures the JavaScript a visitor downloads for a page (default: home), gzipped, in Chromium.
//   npm run build (at the root), then: node apps/web/scripts/measure-home-js.mjs [/path] [web URL]
// Without a web URL it starts the built product (API + web, empty temporary PGlite data) itself.
// See server/page-js.ts for what is counted.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measurePageJs } from '../dist-server/page-js.js';
import { builtProductUrl } from './built-product.mjs';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const page = process.argv[2] ?? '/';
let webUrl = process.argv[3];
const stops = [];
try {
  webUrl = await builtProductUrl(webUrl, stops);
  const js = await measurePageJs(new URL(page, webUrl).href, clientDir);
  for (const f of js.files)
    console.log(
      `${(f.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(f.raw / 1024).toFixed(1).padStart(7)} KB  ${f.url}`,
    );
  console.log(
    `${(js.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(js.raw / 1024).toFixed(1).padStart(7)} KB  total JS for ${page} (${js.files.length} files)`,
  );
} finally {
  for (const stop of stops) await stop();
}
