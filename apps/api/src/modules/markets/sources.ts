/**
 * The four market sources: where each lives, how often it is fetched, and how one fetch asks it.
 * Parsing and storing are in ingest.ts; this file only knows URLs, schedules and timeouts.
 */
import type { WireMarketSourceId } from '@patro/contracts';
import type { JobSchedule } from '../../jobs/engine.js';
import type { Fetcher } from '../../security/outbound.js';

/** Base URLs of the sources; tests point them at local servers that replay recorded payloads. */
export interface MarketSourceUrls {
  nrb: string;
  fenegosida: string;
  noc: string;
  kalimati: string;
}

export const DEFAULT_SOURCE_URLS: MarketSourceUrls = {
  nrb: 'https://www.nrb.org.np',
  fenegosida: 'https://api.fenegosida.org',
  noc: 'https://noc.org.np',
  kalimati: 'https://kalimatimarket.gov.np',
};

export interface MarketSource {
  id: WireMarketSourceId;
  name: { en: string; np: string };
  /** The page people can check the numbers on. */
  homepage: string;
  schedule: JobSchedule;
  /** Human description of the schedule for the admin screen. */
  scheduleText: { en: string; np: string };
  /** Days the newest data may lag today (Nepal) before it counts as stale; null: never by age. */
  maxAgeDays: number | null;
}

/**
 * Schedules (Nepal time): NRB publishes at 00:00, so 00:05 and every 3 hours after; FENEGOSIDA
 * around 10:30–11:00 except Saturdays, so every 30 minutes from 10:00 to 13:30; NOC revises
 * rarely, every 6 hours; Kalimati each market morning, hourly from 06:00 to 12:00.
 */
export const MARKET_SOURCES: readonly MarketSource[] = [
  {
    id: 'nrb',
    name: { en: 'Nepal Rastra Bank', np: 'नेपाल राष्ट्र बैंक' },
    homepage: 'https://www.nrb.org.np/forex/',
    schedule: { cron: '5 0,3,6,9,12,15,18,21 * * *' },
    scheduleText: { en: '00:05 and every 3 hours (NPT)', np: '००:०५ र त्यसपछि हरेक ३ घण्टामा (नेपाली समय)' },
    maxAgeDays: 1,
  },
  {
    id: 'fenegosida',
    name: { en: 'FENEGOSIDA', np: 'नेपाल सुनचाँदी व्यवसायी महासंघ' },
    homepage: 'https://www.fenegosida.org/',
    schedule: { cron: '0,30 10-13 * * *' },
    scheduleText: {
      en: 'every 30 minutes, 10:00–13:30 (NPT)',
      np: '१०:०० देखि १३:३० सम्म हरेक ३० मिनेटमा (नेपाली समय)',
    },
    // No publication on Saturdays and market holidays.
    maxAgeDays: 3,
  },
  {
    id: 'noc',
    name: { en: 'Nepal Oil Corporation', np: 'नेपाल आयल निगम' },
    homepage: 'https://noc.org.np/retailprice',
    schedule: { cron: '15 */6 * * *' },
    scheduleText: { en: 'every 6 hours (NPT)', np: 'हरेक ६ घण्टामा (नेपाली समय)' },
    maxAgeDays: null,
  },
  {
    id: 'kalimati',
    name: { en: 'Kalimati Fruits and Vegetable Market', np: 'कालीमाटी फलफूल तथा तरकारी बजार' },
    homepage: 'https://kalimatimarket.gov.np/price',
    schedule: { cron: '20 6-12 * * *' },
    scheduleText: { en: 'hourly, 06:20–12:20 (NPT)', np: '०६:२० देखि १२:२० सम्म हरेक घण्टा (नेपाली समय)' },
    maxAgeDays: 2,
  },
];

export function marketSource(id: string): MarketSource | undefined {
  return MARKET_SOURCES.find((source) => source.id === id);
}

/** One request's answer, whatever its status. */
export interface SourceResponse {
  url: string;
  status: number;
  body: string;
}

export type { Fetcher } from '../../security/outbound.js';

const FETCH_TIMEOUT_MS = 15_000;
/** The largest answer a market source gives is NRB's year of rates (about 1 MB). */
const MAX_SOURCE_BYTES = 5_000_000;
// Some sources refuse clients that do not look like a browser (reference §5a).
const HEADERS = {
  'user-agent': 'Mozilla/5.0 (compatible; PatroBot/1.0; +https://patro.example/about)',
  accept: 'application/json, text/html;q=0.9, */*;q=0.5',
};

/** GET with the source timeout; a network failure or timeout throws. */
export async function getText(fetcher: Fetcher, url: string): Promise<SourceResponse> {
  const response = await fetcher(url, {
    timeoutMs: FETCH_TIMEOUT_MS,
    maxBytes: MAX_SOURCE_BYTES,
    headers: HEADERS,
  });
  return { url, status: response.status, body: response.text() };
}

/** NRB's most days per page of `/rates` (one payload entry a day; the API refuses more than 100). */
export const NRB_PER_PAGE = 100;

/** One page of NRB's documented `/rates` for the days `from`…`to` (all four parameters are required). */
export function nrbRatesUrl(base: string, from: string, to: string, page: number): string {
  return `${base}/api/forex/v1/rates?page=${page}&per_page=${NRB_PER_PAGE}&from=${from}&to=${to}`;
}

/** The request URLs of one fetch of `id` on Nepal day `todayNpt`. */
export function requestUrls(
  id: WireMarketSourceId,
  urls: MarketSourceUrls,
  todayNpt: string,
  weekAgoNpt: string,
): string[] {
  switch (id) {
    case 'nrb':
      // A week, so a fetch just after midnight, before today's row exists, still has the latest day.
      return [nrbRatesUrl(urls.nrb, weekAgoNpt, todayNpt, 1)];
    case 'fenegosida':
      return [`${urls.fenegosida}/api/website/v1/Dashboard/today`];
    case 'noc':
      return [`${urls.noc}/retailprice?offset=0&max=10`];
    case 'kalimati':
      return [`${urls.kalimati}/api/daily-prices/en`, `${urls.kalimati}/api/daily-prices/np`];
  }
}
