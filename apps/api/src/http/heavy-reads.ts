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
  /** Seconds the refused reader is asked to wait (`Retry-After`). */
  retryAfterSeconds: 2,
} as const;

/** Whether a calendar read of [first, last] (JDNs, inclusive) is heavy. */
export function isLongRange(first: number, last: number): boolean {
  return last - first + 1 > HEAVY_READS.longRangeDays;
}

/** Who a heavy read is counted against. */
export type HeavyReader = `account:${string}` | `address:${string}`;
export const accountReader = (userId: string): HeavyReader => `account:${userId}`;
export const addressReader = (address: string): HeavyReader => `address:${address}`;

/** 429 `too_many_heavy_reads`, with `Retry-After`. */
export const tooManyHeavyReads = () =>
  new ApiError(
    429,
    'too_many_heavy_reads',
    { count: HEAVY_READS.runningPerReader + HEAVY_READS.waitingPerReader },
    undefined,
    HEAVY_READS.retryAfterSeconds,
  );

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

/**
 * A semaphore per reader with a bounded wait queue. Emits `change` (with the reader) whenever a
 * reader's running or waiting count changes, so tests can wait for a state instead of a time.
 */
export class HeavyReadGate extends EventEmitter<{ change: [HeavyReader] }> {
  readonly #readers = new Map<HeavyReader, ReaderState>();

  constructor(
    readonly limits: { running: number; waiting: number } = {
      running: HEAVY_READS.runningPerReader,
      waiting: HEAVY_READS.waitingPerReader,
    },
  ) {
    super();
  }

  running(reader: HeavyReader): number {
    return this.#readers.get(reader)?.running ?? 0;
  }

  waiting(reader: HeavyReader): number {
    return this.#readers.get(reader)?.waiting.length ?? 0;
  }

  /** Readers with anything running or waiting (0 when nothing leaked). */
  get size(): number {
    return this.#readers.size;
  }

  /**
   * Takes one of `reader`'s running slots, waiting for one when none is free and the queue has room.
   * Resolves with the function that gives the slot back (idempotent). Throws 429 when the queue is
   * full; rejects with {@link heavyReadAbandoned} when `signal` aborts while waiting.
   */
  async enter(reader: HeavyReader, signal?: AbortSignal): Promise<() => void> {
    stopIfAbandoned(signal);
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
  async run<T>(reader: HeavyReader, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const release = await this.enter(reader, signal);
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
