/**
 * Heavy reads (ADR 230): what they are, whose they are, and how many one reader may have in flight.
 * Every route that can cost one reader hundreds of milliseconds of the event loop or megabytes of
 * memory asks here first, so one account cannot slow everyone (issue 23, item 6).
 *
 * - What is heavy: a calendar read covering more than {@link HEAVY_READS.longRangeDays} days for a
 *   signed-in reader (their own occurrences are expanded, merged and serialised for them alone),
 *   and building an iCalendar feed (a feed served from the feed cache is not heavy).
 * - Whose it is: the account for a signed-in read and for a private feed link (the link names one
 *   person, ADR 164), the client's address for a public feed.
 * - How many: {@link HEAVY_READS.runningPerReader} running and {@link HEAVY_READS.waitingPerReader}
 *   waiting for it; one more is refused at once with 429 `too_many_heavy_reads` and `Retry-After`.
 * - How much: each read spends its cost ({@link rangeCost}, {@link FEED_BUILD_COST},
 *   {@link FEED_FETCH_COST}) from a budget of {@link HEAVY_READS.burstPerReader} refilled
 *   {@link HEAVY_READS.refillPerSecond} a second; past it, 429 `heavy_read_budget_spent`.
 *   A waiting read whose client goes away leaves the queue; a running one is told through its
 *   signal and stops at its next turn of the event loop. The slot is free again when the read
 *   ends, fails or is abandoned.
 *
 * Written here rather than taken from a package: p-limit and similar limit one queue, not one per
 * key, and none refuses past a bound or drops a waiter whose client left (ADR 230).
 */
import { EventEmitter } from 'node:events';
import { ApiError } from './errors.js';

export const HEAVY_READS = {
  /**
   * A calendar read longer than this many days is heavy: two months (the longest month-sized read
   * is 32 days; the web's year view and the 400-day maximum are heavy).
   */
  longRangeDays: 62,
  /** Heavy reads one reader may have running at once. */
  runningPerReader: 1,
  /** Heavy reads one reader may have waiting for a running one to end; past this, 429. */
  waitingPerReader: 1,
  /** Seconds the refused reader is asked to wait (`Retry-After`) when the queue is full. */
  retryAfterSeconds: 2,
  /**
   * The cost budget: a reader's heavy reads may cost this much at once (a 400-day read or a feed
   * build costs 1, a shorter read its share of 400 days)…
   */
  burstPerReader: 8,
  /**
   * …and this much a second after that: about a tenth of the event loop, since one 400-day read
   * of the heaviest account costs ~100 ms of it. Past the budget, 429 with `Retry-After` until it
   * has refilled enough for the read.
   */
  refillPerSecond: 1,
} as const;

/** What a heavy calendar read of [first, last] costs against the budget: its share of 400 days. */
export function rangeCost(first: number, last: number): number {
  return (last - first + 1) / 400;
}

/** What building an iCalendar feed costs against the budget. */
export const FEED_BUILD_COST = 1;

/**
 * What any feed fetch costs, built or not: a kept feed still costs a version query and megabytes
 * sent. Calendar apps poll a feed every few hours; a client fetching it in a loop gets two a second.
 * A fetch is charged once, with what it turned out to cost (a refused one costs nothing).
 */
export const FEED_FETCH_COST = 0.5;

/** Whether a calendar read of [first, last] (JDNs, inclusive) is heavy. */
export function isLongRange(first: number, last: number): boolean {
  return last - first + 1 > HEAVY_READS.longRangeDays;
}

/** Who a heavy read is counted against. */
export type HeavyReader = `account:${string}` | `address:${string}` | `feed:${string}`;
export const accountReader = (userId: string): HeavyReader => `account:${userId}`;
export const addressReader = (address: string): HeavyReader => `address:${address}`;
/**
 * A private feed link: its fetches are charged to it as well as to its holder, so a client looping
 * on one link is refused before the database is asked whose link it is.
 */
export const feedLinkReader = (token: string): HeavyReader => `feed:${token}`;

/** 429 `too_many_heavy_reads`, with `Retry-After`. */
export const tooManyHeavyReads = (retryAfterSeconds: number = HEAVY_READS.retryAfterSeconds) =>
  new ApiError(
    429,
    'too_many_heavy_reads',
    { count: HEAVY_READS.runningPerReader + HEAVY_READS.waitingPerReader },
    undefined,
    retryAfterSeconds,
  );

/** 429 `heavy_read_budget_spent`: the reader's budget needs `retryAfterSeconds` to cover this read. */
export const heavyReadBudgetSpent = (retryAfterSeconds: number) =>
  new ApiError(429, 'heavy_read_budget_spent', { count: retryAfterSeconds }, undefined, retryAfterSeconds);

/**
 * 499 `request_abandoned`: the read's client went away before it was answered, so nobody will read
 * the answer (nginx's code for it; the access log shows it, nothing is sent).
 */
export const heavyReadAbandoned = () => new ApiError(499, 'request_abandoned');

/** Throws {@link heavyReadAbandoned} when `signal` has aborted: heavy work calls it at each of its turns. */
export function stopIfAbandoned(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw heavyReadAbandoned();
}

interface Waiter {
  admit: () => void;
  abandon: () => void;
}

interface ReaderState {
  running: number;
  waiting: Waiter[];
}

/** A reader's budget: what it has spent beyond the refill, as of `at` (ms of the gate's clock). */
interface Spent {
  debt: number;
  at: number;
}

/** Past this many readers with a debt, those whose budget has refilled are forgotten. */
const SWEEP_AT = 10_000;

/**
 * A semaphore per reader with a bounded wait queue, and a cost budget per reader that refills with
 * time (a token bucket kept as debt). Emits `change` (with the reader) whenever a reader's running
 * or waiting count changes, so tests can wait for a state instead of a time.
 */
export class HeavyReadGate extends EventEmitter<{ change: [HeavyReader] }> {
  readonly #readers = new Map<HeavyReader, ReaderState>();
  readonly #spent = new Map<HeavyReader, Spent>();
  readonly limits: { running: number; waiting: number; burst: number; refillPerSecond: number };
  /** Milliseconds, only ever compared with each other (tests pass their own). */
  readonly #clock: () => number;

  constructor(limits: Partial<HeavyReadGate['limits']> = {}, clock: () => number = () => performance.now()) {
    super();
    this.limits = {
      running: HEAVY_READS.runningPerReader,
      waiting: HEAVY_READS.waitingPerReader,
      burst: HEAVY_READS.burstPerReader,
      refillPerSecond: HEAVY_READS.refillPerSecond,
      ...limits,
    };
    this.#clock = clock;
  }

  /** What `reader` may still spend now (at most the burst). */
  available(reader: HeavyReader): number {
    return this.limits.burst - this.#debtNow(reader);
  }

  #debtNow(reader: HeavyReader): number {
    const spent = this.#spent.get(reader);
    if (!spent) return 0;
    const now = this.#clock();
    const debt = Math.max(0, spent.debt - ((now - spent.at) / 1000) * this.limits.refillPerSecond);
    if (debt === 0) this.#spent.delete(reader);
    else {
      spent.debt = debt;
      spent.at = now;
    }
    return debt;
  }

  /**
   * Throws 429 `heavy_read_budget_spent` with the seconds until `reader`'s budget covers `cost`,
   * spending nothing. A read dearer than the whole burst is allowed on a full budget.
   */
  ensure(reader: HeavyReader, cost: number): number {
    const debt = this.#debtNow(reader);
    const needed = Math.min(cost, this.limits.burst);
    if (debt + needed > this.limits.burst) {
      const seconds = (debt + needed - this.limits.burst) / this.limits.refillPerSecond;
      throw heavyReadBudgetSpent(Math.max(1, Math.ceil(seconds)));
    }
    return debt;
  }

  /** Spends `cost` of `reader`'s budget whatever is left (a cost already decided elsewhere). */
  spend(reader: HeavyReader, cost: number): void {
    this.#spent.set(reader, { debt: this.#debtNow(reader) + cost, at: this.#clock() });
  }

  /** Spends `cost` of `reader`'s budget, or throws as {@link ensure} does (spending nothing). */
  charge(reader: HeavyReader, cost: number): void {
    const debt = this.ensure(reader, cost);
    if (this.#spent.size >= SWEEP_AT) for (const key of [...this.#spent.keys()]) this.#debtNow(key);
    this.#spent.set(reader, { debt: debt + cost, at: this.#clock() });
  }

  running(reader: HeavyReader): number {
    return this.#readers.get(reader)?.running ?? 0;
  }

  waiting(reader: HeavyReader): number {
    return this.#readers.get(reader)?.waiting.length ?? 0;
  }

  /** Readers with anything running or waiting (0 when nothing leaked); budgets are not counted. */
  get size(): number {
    return this.#readers.size;
  }

  /**
   * Takes one of `reader`'s running slots, waiting for one when none is free and the queue has room,
   * and charges `cost` to their budget. Resolves with the function that gives the slot back
   * (idempotent). Throws 429 when the queue is full or the budget cannot cover `cost`; rejects with
   * {@link heavyReadAbandoned} when `signal` aborts while waiting (the cost stays spent).
   */
  async enter(reader: HeavyReader, signal?: AbortSignal, cost = 0): Promise<() => void> {
    stopIfAbandoned(signal);
    if (this.running(reader) >= this.limits.running && this.waiting(reader) >= this.limits.waiting)
      throw tooManyHeavyReads();
    if (cost > 0) this.charge(reader, cost);
    let state = this.#readers.get(reader);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.#readers.set(reader, state);
    }
    const held = state;
    if (held.running < this.limits.running) {
      held.running += 1;
      this.emit('change', reader);
      return this.#releaser(reader, held);
    }
    if (held.waiting.length >= this.limits.waiting) throw tooManyHeavyReads();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.abandon();
      const waiter: Waiter = {
        // The releasing read hands its slot over directly (running stays the same).
        admit: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        abandon: () => {
          signal?.removeEventListener('abort', onAbort);
          held.waiting.splice(held.waiting.indexOf(waiter), 1);
          this.#forgetIfIdle(reader, held);
          this.emit('change', reader);
          reject(heavyReadAbandoned());
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      held.waiting.push(waiter);
      this.emit('change', reader);
    });
    return this.#releaser(reader, held);
  }

  /** Runs `work` holding one of `reader`'s slots (see {@link enter}); the slot is given back however it ends. */
  async run<T>(
    reader: HeavyReader,
    signal: AbortSignal | undefined,
    cost: number,
    work: () => Promise<T>,
  ): Promise<T> {
    const release = await this.enter(reader, signal, cost);
    try {
      return await work();
    } finally {
      release();
    }
  }

  #releaser(reader: HeavyReader, state: ReaderState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next) next.admit();
      else {
        state.running -= 1;
        this.#forgetIfIdle(reader, state);
      }
      this.emit('change', reader);
    };
  }

  #forgetIfIdle(reader: HeavyReader, state: ReaderState): void {
    if (state.running === 0 && state.waiting.length === 0) this.#readers.delete(reader);
  }
}

/**
 * An AbortSignal that aborts when the client of `raw` (the Node response) goes away before the
 * answer was sent. The listener leaves with the response.
 */
export function abandonedSignal(raw: import('node:http').ServerResponse): AbortSignal {
  const controller = new AbortController();
  raw.once('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Serialised bytes between two turns of the event loop in {@link stringifyInTurns}. */
const JSON_BYTES_PER_TURN = 64 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `JSON.stringify(value)`, byte for byte, written a part at a time with the event loop given back
 * after every ~64 KB: a 400-day answer of 3 MB held the loop ~40 ms in one piece. Objects and
 * arrays down to `depth` levels are walked here; below that each part is one `JSON.stringify`.
 * Stops with {@link heavyReadAbandoned} at a turn when `signal` has aborted.
 */
export async function stringifyInTurns(value: unknown, signal?: AbortSignal, depth = 4): Promise<string> {
  const parts: string[] = [];
  let sinceTurn = 0;
  const emit = async (text: string) => {
    parts.push(text);
    sinceTurn += text.length;
    if (sinceTurn >= JSON_BYTES_PER_TURN) {
      sinceTurn = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
      stopIfAbandoned(signal);
    }
  };
  const write = async (item: unknown, level: number, inArray: boolean): Promise<void> => {
    if (level < depth && Array.isArray(item)) {
      await emit('[');
      for (const [index, element] of item.entries()) {
        if (index > 0) await emit(',');
        await write(element, level + 1, true);
      }
      await emit(']');
      return;
    }
    if (level < depth && isPlainObject(item)) {
      await emit('{');
      let first = true;
      for (const key of Object.keys(item)) {
        const member = item[key];
        // JSON.stringify leaves these members out of an object.
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        await emit(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        await write(member, level + 1, false);
      }
      await emit('}');
      return;
    }
    const text = JSON.stringify(item);
    // …and writes them as null inside an array.
    await emit(text === undefined ? (inArray ? 'null' : '') : text);
  };
  await write(value, 0, false);
  return parts.join('');
}
