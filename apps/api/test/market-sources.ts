import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MarketSourceUrls } from '../src/modules/markets/sources.js';

/** A recorded payload of a source (test/fixtures/markets): real answers and quirk fixtures. */
export const fixturePayload = (file: string) =>
  readFileSync(new URL(`./fixtures/markets/${file}`, import.meta.url), 'utf8');

export interface Answer {
  status: number;
  body: string;
  type?: string;
}

/**
 * A local HTTP server standing in for all four sources (on a random port), answering each path
 * with what the test set; an unset path is a 404. `hits` counts requests per path.
 */
export class FakeSources {
  readonly answers = new Map<string, Answer>();
  readonly hits = new Map<string, number>();
  /** Paths that accept the request and never answer (a source that hangs). */
  readonly silent = new Set<string>();
  #server: Server | null = null;
  urls!: MarketSourceUrls;

  async start(): Promise<this> {
    this.#server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      this.hits.set(path, (this.hits.get(path) ?? 0) + 1);
      if (this.silent.has(path)) return;
      const answer = this.answers.get(path) ?? { status: 404, body: 'not found' };
      response.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    this.urls = { nrb: base, fenegosida: base, noc: base, kalimati: base };
    return this;
  }

  set(path: string, answer: Answer): void {
    this.answers.set(path, answer);
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

export const NRB_PATH = '/api/forex/v1/rates';
export const FENEGOSIDA_PATH = '/api/website/v1/Dashboard/today';
export const NOC_PATH = '/retailprice';
export const KALIMATI_EN_PATH = '/api/daily-prices/en';
export const KALIMATI_NP_PATH = '/api/daily-prices/np';

/**
 * NRB's `/rates` answer for `dates`, its documented envelope around the shipped recorded rates of
 * those days (data/markets/nrb-forex-daily.json): a live fetch of days the product also ships.
 */
export function nrbRatesPayload(dates: string[]): string {
  const rows = JSON.parse(
    readFileSync(new URL('../data/markets/nrb-forex-daily.json', import.meta.url), 'utf8'),
  ) as { date: string; currency: string; name: string; unit: number; buy: number; sell: number }[];
  const payload = dates.map((date) => ({
    date,
    published_on: `${date} 00:00:05`,
    modified_on: `${date} 00:00:05`,
    rates: rows
      .filter((row) => row.date === date)
      .map((row) => ({
        currency: { iso3: row.currency, name: row.name, unit: row.unit },
        buy: row.buy.toFixed(2),
        sell: row.sell.toFixed(2),
      })),
  }));
  return JSON.stringify({
    status: { code: 200 },
    errors: { validation: null },
    params: { from: dates[0], to: dates.at(-1), per_page: '100', page: '1' },
    data: { payload },
    pagination: {
      page: 1,
      pages: 1,
      per_page: 100,
      total: payload.length,
      links: { prev: null, next: null },
    },
  });
}
