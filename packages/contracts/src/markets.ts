/**
 * The markets API's answers (GET /forex, POST /forex/currencycode, GET /v3/bullions,
 * GET /api/noc/public/prices, GET /api/vegetable/public/prices, the admin sources screen).
 * Prices are numbers in NPR unless a field says otherwise; dates are AD `YYYY-MM-DD` with the
 * BS date beside them where a page shows one.
 */

export type WireMarketSourceId = 'nrb' | 'fenegosida' | 'noc' | 'kalimati';

/**
 * Where the numbers came from and how fresh they are. `stale` is true when the last attempt to
 * refresh failed, when there has never been a successful fetch (only shipped history), or when
 * the newest data is older than the source's publication rhythm allows.
 */
export interface WireMarketStatus {
  source: { id: WireMarketSourceId; name: string; url: string };
  /** Newest day the data is for (AD), or null when there is none. */
  data_date: string | null;
  data_date_bs: string | null;
  /** Where the newest day's numbers were read (the URL fetched, or the recorded copy shipped), and when. */
  data_source: string | null;
  data_recorded_at: string | null;
  /** Whole days from `data_date` to today in Nepal (the app's clock); null without data. */
  age_days: number | null;
  /** The data is older than the source's normal cadence (NRB daily, FENEGOSIDA daily but Saturdays and holidays, Kalimati daily; NOC never by age). */
  overdue: boolean;
  last_success_at: string | null;
  last_attempt_at: string | null;
  /** The source's last fetch attempt failed (false when none was made yet). */
  last_attempt_failed: boolean;
  /** Could not be refreshed: the last attempt failed, no fetch has succeeded yet, or the data is overdue. */
  stale: boolean;
}

export interface WireForexRate {
  iso3: string;
  name: string;
  /** Buy and sell are NPR per `unit` of the currency. */
  unit: number;
  buy: number;
  sell: number;
  /** Change from this currency's previous published rate (of `previous_date`), null when there is none. */
  buy_change: number | null;
  sell_change: number | null;
  previous_date: string | null;
}

/** GET /forex (optional `date`): the rates of one day, and the day before for the change. */
export interface WireForexDay {
  date: string | null;
  date_bs: string | null;
  previous_date: string | null;
  published_on: string | null;
  modified_on: string | null;
  /** Where this day's rates were read and when (ADR 155). */
  source: string | null;
  recorded_at: string | null;
  rates: WireForexRate[];
  status: WireMarketStatus;
}

/** POST /forex/currencycode `{ currency, days }`: the trend of one currency. */
export interface WireForexTrend {
  currency: { iso3: string; name: string; unit: number };
  days: number;
  points: { date: string; buy: number; sell: number }[];
  status: WireMarketStatus;
}

export type WireMetal = 'hallmark_gold' | 'tejabi_gold' | 'silver';

/** One publication day of bullion prices; a price FENEGOSIDA did not publish is null. */
export interface WireBullionPrices {
  hallmark_gold_tola: number | null;
  hallmark_gold_10g: number | null;
  tejabi_gold_tola: number | null;
  tejabi_gold_10g: number | null;
  silver_tola: number | null;
  silver_10g: number | null;
}

/** GET /v3/bullions (`timeframe` week, month or year, or `from`): data keyed by date (spec §7). */
export interface WireBullions {
  from: string;
  to: string;
  latest: ({ date: string; date_bs: string | null } & WireBullionPrices) | null;
  previous: ({ date: string; date_bs: string | null } & WireBullionPrices) | null;
  /** Each latest price against that price's previous published value (of `since`); null when there is none. */
  changes: Record<keyof WireBullionPrices, { amount: number; since: string } | null>;
  data: Record<string, WireBullionPrices>;
  status: WireMarketStatus;
}

export type WireFuelProduct = 'petrol' | 'diesel' | 'kerosene' | 'lpg' | 'atf_domestic' | 'atf_international';

export interface WireFuelPrice {
  product: WireFuelProduct;
  name: string;
  price: number;
  /** "per litre", "per cylinder (14.2 kg)", "USD per kilolitre". */
  unit: string;
  currency: 'NPR' | 'USD';
}

/** GET /api/noc/public/prices?lang=: the prices in force and every revision the API holds. */
export interface WireFuelPrices {
  zone: string;
  current: { effective_date: string; effective_date_bs: string | null; prices: WireFuelPrice[] } | null;
  history: { effective_date: string; effective_date_bs: string | null; prices: WireFuelPrice[] }[];
  status: WireMarketStatus;
}

export interface WireVegetablePrice {
  name: string;
  name_en: string;
  unit: string;
  min: number;
  max: number;
  avg: number;
}

/** GET /api/vegetable/public/prices?lang=&q=&unit=&item=: one market day, and one item's history. */
export interface WireVegetablePrices {
  date: string | null;
  date_bs: string | null;
  units: string[];
  items: WireVegetablePrice[];
  history: {
    name: string;
    name_en: string;
    unit: string;
    points: { date: string; min: number; max: number; avg: number }[];
  } | null;
  status: WireMarketStatus;
}

/** GET /admin/sources: each source's health for the admin screen. */
export interface WireSourceHealth {
  id: WireMarketSourceId;
  /** English; `name_np` and `schedule_np` in Nepali. */
  name: string;
  name_np: string;
  url: string;
  schedule: string;
  schedule_np: string;
  last_success_at: string | null;
  last_error_at: string | null;
  last_error: string | null;
  next_run_at: string | null;
  data_date: string | null;
  /** A fetch queued or running now (an admin's "fetch now" or the schedule's), else null. */
  pending_fetch: WireQueuedFetch | null;
  recent: {
    at: string;
    status: 'ok' | 'failed';
    http_status: number | null;
    rows: number;
    error: string | null;
  }[];
}

/** POST /admin/sources/{id}/fetch (202): the fetch queued on the job engine, or the one already under way. */
export interface WireQueuedFetch {
  source: WireMarketSourceId;
  job_id: string;
  /**
   * `done`: a run asked for a moment ago has already finished; its result is in the source's health.
   * `retrying`: a run failed and waits for its next try (the engine's back-off); "fetch now" starts
   * that try at once.
   */
  state: 'queued' | 'running' | 'retrying' | 'done';
  queued_at: string;
}

/** What one fetch did. */
export interface WireFetchOutcome {
  source: WireMarketSourceId;
  status: 'ok' | 'failed';
  http_status: number | null;
  rows: number;
  data_date: string | null;
  error: string | null;
}
