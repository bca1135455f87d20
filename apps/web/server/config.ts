/**
 * Every setting the web server reads from the environment, read once at start-up and checked
 * like the API's (apps/api/src/config.ts): a bad value stops the process with a message naming
 * the variable. `startWebServer()` takes the result; nothing else reads `process.env`.
 * (Plain checks rather than zod: the web's dependency tree holds an older zod for Lighthouse.)
 */
import { CLOCK_AT_FORMAT, CLOCK_AT_IN_PRODUCTION, parseClockAt } from '@patro/contracts/clock';
import { type SiteLinks, siteLinksFrom } from './site-links.js';

export interface WebConfig {
  host: string;
  port: number;
  /** The API as the web server and the browser reach it. */
  apiUrl: string;
  /** The site's public address: canonical links and share URLs (never the Host header). */
  publicUrl: string;
  blogsUrl: string;
  /** Patro's social and app-store links that are configured (none by default; https only). */
  siteLinks: SiteLinks;
  /** Rendered public pages kept in memory (0 turns the cache off), and their total bytes. */
  pageCacheEntries: number;
  pageCacheBytes: number;
  /** The longest one API call may hold up a page render before the no-data page (spec §8). */
  apiBudgetMs: number;
  /** Tests only: "today" starts at this instant (epoch ms); undefined for the real clock (ADR 072). */
  clockAt: number | undefined;
  /**
   * ADS_COUNT_LOCALHOST=1: ad pages on localhost send their impression pixels too (spec §7 says
   * not on localhost; the end-to-end tests run there). Refused in production (ADR 224).
   */
  adsCountLocalhost: boolean;
}

export class WebConfigError extends Error {
  override name = 'WebConfigError';
}

type Env = Record<string, string | undefined>;

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}: must be a whole number between ${min} and ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function httpUrl(env: Env, name: string, problems: string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name}: must be a URL starting with http:// or https://, got "${raw}"`);
  return undefined;
}

/** The test clock's start (ADR 072): the API's rule, refused in production like there. */
function clockAt(env: Env, problems: string[]): number | undefined {
  const raw = env.CLOCK_AT;
  if (raw === undefined) return undefined;
  if (env.NODE_ENV === 'production') {
    problems.push(`CLOCK_AT: ${CLOCK_AT_IN_PRODUCTION}`);
    return undefined;
  }
  const at = parseClockAt(raw);
  if (at === undefined) problems.push(`CLOCK_AT: ${CLOCK_AT_FORMAT}, got "${raw}"`);
  return at;
}

/** ADS_COUNT_LOCALHOST: `1` or `0` (default), never `1` in production. */
function adsCountLocalhost(env: Env, problems: string[]): boolean {
  const raw = env.ADS_COUNT_LOCALHOST;
  if (raw === undefined || raw === '0') return false;
  if (raw !== '1') {
    problems.push(`ADS_COUNT_LOCALHOST: must be 1 or 0, got "${raw}"`);
    return false;
  }
  if (env.NODE_ENV === 'production') {
    problems.push('ADS_COUNT_LOCALHOST: only for tests on localhost, not in production');
    return false;
  }
  return true;
}

/**
 * Reads and checks the web server's settings (README, "Configuration"); throws WebConfigError
 * listing every bad variable. Empty strings count as unset, as in the API's config.
 */
export function loadWebConfig(input: Env): WebConfig {
  const env: Env = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value.trim() !== '') env[key] = value.trim();
  }
  const problems: string[] = [];
  const port = wholeNumber(env, 'PORT', 3000, 0, 65535, problems);
  const apiPort = wholeNumber(env, 'API_PORT', 4000, 1, 65535, problems);
  const config: WebConfig = {
    host: env.HOST ?? 'localhost',
    port,
    apiUrl: httpUrl(env, 'API_URL', problems) ?? `http://localhost:${apiPort}`,
    publicUrl: httpUrl(env, 'PUBLIC_URL', problems) ?? `http://localhost:${port}`,
    blogsUrl: httpUrl(env, 'BLOGS_URL', problems) ?? 'https://blog.patro.app',
    siteLinks: siteLinksFrom(env),
    pageCacheEntries: wholeNumber(env, 'PAGE_CACHE_ENTRIES', 2000, 0, 1_000_000, problems),
    pageCacheBytes: wholeNumber(env, 'PAGE_CACHE_MB', 128, 1, 65_536, problems) * 1024 * 1024,
    apiBudgetMs: wholeNumber(env, 'API_BUDGET_MS', 5000, 100, 60_000, problems),
    clockAt: clockAt(env, problems),
    adsCountLocalhost: adsCountLocalhost(env, problems),
  };
  if (problems.length) throw new WebConfigError(`Invalid web configuration:\n  ${problems.join('\n  ')}`);
  return config;
}
