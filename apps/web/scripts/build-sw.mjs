// Finishes the service worker (ADR 142): workbox-build's injectManifest writes the precache list
// (the islands' code, every stylesheet, the icons and the manifest) into build/client/sw.js, and
// the finished worker's digest becomes its build id (shown on /update).
//   node apps/web/scripts/build-sw.mjs   (run by `npm run build -w @patro/web`)
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(web, 'build', 'client');
const swDest = path.join(client, 'sw.js');

// Public pages load only the islands bundle (ADR 081); private screens' code stays out of the precache.
const islands = JSON.parse(await readFile(path.join(client, 'islands-manifest.json'), 'utf8'));
const islandFiles = new Set(Object.values(islands).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));

const { count, size, warnings } = await injectManifest({
  swSrc: path.join(web, 'build', 'sw', 'sw.js'),
  swDest,
  globDirectory: client,
  globPatterns: [
    'assets/*.{js,css,woff2}',
    'favicon.svg',
    'icon-*.png',
    'apple-touch-icon.png',
    'manifest.webmanifest',
  ],
  manifestTransforms: [
    async (entries) => ({
      // hls.js (its light build, ≈ 360 KiB) only plays radio streams, which need the network anyway.
      manifest: entries.filter(
        (e) =>
          !e.url.startsWith('assets/') ||
          e.url.endsWith('.css') ||
          (islandFiles.has(e.url) && !/^assets\/hls[.-]/.test(e.url)),
      ),
      warnings: [],
    }),
  ],
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
for (const warning of warnings) console.warn(`build-sw: ${warning}`);

// The worker's code with its precache list (every file's revision) names the build.
const code = await readFile(swDest, 'utf8');
const build = createHash('sha256').update(code).digest('hex').slice(0, 12);
if (!code.includes('__PATRO_SW_BUILD__')) throw new Error('build-sw: the build id placeholder is missing');
await writeFile(swDest, code.replace('__PATRO_SW_BUILD__', build));
console.log(`build-sw: sw.js ${build}, ${count} files precached (${Math.round(size / 1024)} KiB)`);
