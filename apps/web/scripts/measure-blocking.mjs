// Main-thread blocking at load (long tasks over 50 ms, 4× CPU slowdown) per page, in Chromium.
//   npm run build (at the root), then: node apps/web/scripts/measure-blocking.mjs [runs] [web URL] [/path …]
// Without a web URL it starts the built product (API + web, empty temporary PGlite data) itself.
// See server/blocking-time.ts for what is counted.
import os from 'node:os';
import { measureBlocking } from '../dist-server/blocking-time.js';
import { builtProductUrl } from './built-product.mjs';

// Default: home and a day-dialog URL, the two heaviest at load; the bench passes its page list.
const DEFAULT_PAGES = ['/', '/calendar/bs/2083-08-08'];

const runs = Number(process.argv[2] ?? 3);
let webUrl = process.argv[3] && process.argv[3] !== '-' ? process.argv[3] : undefined;
const pages = process.argv.length > 4 ? process.argv.slice(4) : DEFAULT_PAGES;
const stops = [];
try {
  webUrl = await builtProductUrl(webUrl, stops);
  // A first visit renders each page once on the server; measure the browser, not that.
  for (const page of pages) await fetch(new URL(page, webUrl));
  for (const result of await measureBlocking(webUrl, pages, runs)) {
    const { median } = result;
    console.log(
      `${result.page}: blocking ${median.blockingMs} ms (median of ${result.runs.length}: ${result.runs
        .map((r) => r.blockingMs)
        .join(', ')} ms), longest task ${median.longestMs} ms, ${median.longTasks} long tasks`,
    );
  }
  console.log(
    `(4× CPU slowdown, 390 px phone viewport; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
} finally {
  for (const stop of stops) await stop();
}
