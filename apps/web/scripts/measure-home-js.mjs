// Measures the JavaScript a visitor downloads for a page (default: home), gzipped.
//   npm run build -w @patro/web && npx tsc -b && node apps/web/scripts/measure-home-js.mjs [/path]
// Starts the built server on a free port, reads every script the page's HTML loads
// (modulepreload links, script src, inline `import()`), and gzips each file from build/client.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startWebServer } from '../dist-server/index.js';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const page = process.argv[2] ?? '/';
const server = await startWebServer({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9' });
try {
  const html = await (await fetch(new URL(page, server.url))).text();
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) urls.add(m[1]);
  let raw = 0;
  let gz = 0;
  const rows = [];
  for (const url of [...urls].filter((u) => u.startsWith('/'))) {
    const body = await readFile(path.join(clientDir, url));
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    rows.push([url, body.length, size]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  for (const [url, r, g] of rows)
    console.log(
      `${(g / 1024).toFixed(1).padStart(7)} KB gz  ${(r / 1024).toFixed(1).padStart(7)} KB  ${url}`,
    );
  console.log(
    `${(gz / 1024).toFixed(1).padStart(7)} KB gz  ${(raw / 1024).toFixed(1).padStart(7)} KB  total JS for ${page} (${rows.length} files)`,
  );
} finally {
  await server.close();
}
