/**
 * The clock behind every server-side "today" (loaders, the page cache's day key). The web server
 * sets it once at start-up (server/index.ts): the real clock, or the test clock of `CLOCK_AT`
 * (ADR 072). Browser code keeps `Date.now()`; e2e tests move it with Playwright's `page.clock`.
 */
let clock: () => number = Date.now;

export function setClock(now: () => number): void {
  clock = now;
}

/** Now, in epoch ms. */
export function nowMs(): number {
  return clock();
}
