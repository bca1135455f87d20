/**
 * Main-thread blocking at page load, measured in Chromium without Lighthouse (ADR 086): the
 * page loads on a phone-sized viewport with the CPU slowed 4× (CDP
 * `Emulation.setCPUThrottlingRate`), a `PerformanceObserver('longtask')` installed before any
 * page script records every task over 50 ms until the islands are live and the main thread has
 * been quiet for a second, and the blocking time is Lighthouse's TBT rule applied to them: the
 * sum of each long task's time over 50 ms. A busy machine inflates the figure, so it is a
 * ceiling, not a flattering number. Used by the web bench and scripts/measure-blocking.mjs.
 */
import { CHROMIUM_ARGS } from './page-js.js';

export interface BlockingTime {
  /** Sum over long tasks of (duration − 50 ms). */
  blockingMs: number;
  longestMs: number;
  longTasks: number;
}

export interface BlockingSummary {
  page: string;
  runs: BlockingTime[];
  /** The run with the median blocking time. */
  median: BlockingTime;
}

export const CPU_SLOWDOWN = 4;
const QUIET_MS = 1000;

/** Installed before the page's own scripts: collects long tasks in `window.__patroLongTasks`. */
const OBSERVE_LONG_TASKS = `
  window.__patroLongTasks = [];
  window.__patroLastLongTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__patroLongTasks.push(entry.duration);
      window.__patroLastLongTask = performance.now();
    }
  }).observe({ type: 'longtask', buffered: true });
`;

export function blockingOf(durations: readonly number[]): BlockingTime {
  return {
    blockingMs: Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
    longestMs: Math.round(Math.max(0, ...durations)),
    longTasks: durations.filter((d) => d > 50).length,
  };
}

/** Loads each page `runs` times (a fresh browser context each: nothing cached) and measures it. */
export async function measureBlocking(
  webUrl: string,
  pages: readonly string[],
  runs = 3,
  chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
): Promise<BlockingSummary[]> {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const results: BlockingSummary[] = [];
    for (const page of pages) {
      const measured: BlockingTime[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
        });
        try {
          const tab = await context.newPage();
          await tab.addInitScript(OBSERVE_LONG_TASKS);
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await tab.goto(new URL(page, webUrl).href, { waitUntil: 'load' });
          await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
          // Quiet: no long task for a second after the islands are live.
          await tab.waitForFunction(
            (quiet) =>
              performance.now() -
                (globalThis as unknown as { __patroLastLongTask: number }).__patroLastLongTask >
              quiet,
            QUIET_MS,
            { polling: 200, timeout: 60_000 },
          );
          const durations = await tab.evaluate(
            () => (globalThis as unknown as { __patroLongTasks: number[] }).__patroLongTasks,
          );
          measured.push(blockingOf(durations));
        } finally {
          await context.close();
        }
      }
      const sorted = [...measured].sort((a, b) => a.blockingMs - b.blockingMs);
      results.push({
        page,
        runs: measured,
        median: sorted[Math.floor((sorted.length - 1) / 2)] as BlockingTime,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
