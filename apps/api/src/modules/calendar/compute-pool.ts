/**
 * A small pool of worker threads that builds public month payloads (ADR 045): the first read of a
 * BS year computes its festivals and panchanga for hundreds of milliseconds, which must not stall
 * every other request on the API's event loop.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './compute-worker.js';
import { buildPublicMonth, type MonthJob, type MonthPayload } from './month-payload.js';
import type { DefaultCalendarSet } from './repository.js';

/**
 * Workers for this machine: one core stays with the event loop, and two workers are enough for
 * the few cold reads a deployment sees (everything else is answered from the LRU).
 */
export function computePoolSize(cpus: number = availableParallelism()): number {
  return Math.max(1, Math.min(2, cpus - 1));
}

/** Where the pool reports a worker that failed (Fastify's logger fits). */
export interface ComputePoolLog {
  warn(message: string): void;
  debug(message: string): void;
}

/** Options of a {@link ComputePool}. */
export interface ComputePoolOptions {
  /** Number of workers; 0 computes every job inline on the calling thread. */
  size: number;
  /** The default calendars, read once and sent to each worker when it starts. */
  defaults: () => Promise<DefaultCalendarSet>;
  log: ComputePoolLog;
  /** The worker entry; default `compute-worker.js` (or `.ts` when running from sources). */
  workerUrl?: URL;
}

/** What the pool has done so far (tests and diagnostics). */
export interface ComputePoolStats {
  /** Workers started, replacements included. */
  started: number;
  /** Workers that stopped while the pool was open. */
  crashed: number;
  workerJobs: number;
  inlineJobs: number;
  /** Workers alive now. */
  alive: number;
  /** Workers with a job now. */
  busy: number;
}

interface Pending {
  job: MonthJob;
  resolve(payload: MonthPayload): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current?: Pending & { id: number };
  error?: Error;
}

/** After this many crashes the pool stops replacing workers and computes inline. */
const MAX_CRASHES = 5;

const ownUrl = import.meta.url;
const defaultWorkerUrl = new URL(`./compute-worker${ownUrl.endsWith('.ts') ? '.ts' : '.js'}`, ownUrl);

/**
 * Runs month jobs on worker threads, one job per worker at a time, with one job in flight per key
 * (concurrent reads of the same cold month share it). Falls back to computing inline when a worker
 * fails to start (then for good) or dies mid-job (that job; the worker is replaced). Workers hold
 * the process open only while they have a job; `close()` terminates them.
 */
export class ComputePool {
  readonly #size: number;
  readonly #defaults: () => Promise<DefaultCalendarSet>;
  readonly #log: ComputePoolLog;
  readonly #workerUrl: URL;
  #set: DefaultCalendarSet | undefined;
  #setLoading: Promise<DefaultCalendarSet> | undefined;
  readonly #slots = new Set<Slot>();
  readonly #queue: Pending[] = [];
  readonly #inflight = new Map<string, Promise<MonthPayload>>();
  #nextId = 0;
  #disabled = false;
  #closed = false;
  #warnedCrash = false;
  readonly #stats = { started: 0, crashed: 0, workerJobs: 0, inlineJobs: 0 };

  constructor({ size, defaults, log, workerUrl = defaultWorkerUrl }: ComputePoolOptions) {
    this.#size = size;
    this.#defaults = defaults;
    this.#log = log;
    this.#workerUrl = workerUrl;
  }

  /**
   * The public payload of `job`. `key` names the job's answer: a call while a job with the same
   * key is running gets that job's promise. Callers share the payload, so they must not change it.
   */
  run(key: string, job: MonthJob): Promise<MonthPayload> {
    const running = this.#inflight.get(key);
    if (running) return running;
    const promise = this.#compute(job).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, promise);
    return promise;
  }

  /** Starts the workers ahead of the first job (a server calls this once it listens). */
  async warm(): Promise<void> {
    if (!this.#usable) return;
    await this.#loadSet();
    while (this.#usable && this.#slots.size < this.#size) this.#spawn();
  }

  /** Terminates the workers; jobs still queued or running finish inline. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) this.#runInline(pending);
    const slots = [...this.#slots];
    this.#slots.clear();
    for (const slot of slots) {
      if (slot.current) this.#runInline(slot.current);
      slot.current = undefined;
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** Counters and the number of live workers. */
  stats(): ComputePoolStats {
    const busy = [...this.#slots].filter((slot) => slot.current).length;
    return { ...this.#stats, alive: this.#slots.size, busy };
  }

  /** The live worker threads (tests kill them to check the fallback). */
  threads(): Worker[] {
    return [...this.#slots].map((slot) => slot.worker);
  }

  get #usable(): boolean {
    return this.#size > 0 && !this.#disabled && !this.#closed;
  }

  #loadSet(): Promise<DefaultCalendarSet> {
    this.#setLoading ??= this.#defaults().then(
      (set) => {
        this.#set = set;
        return set;
      },
      (error: unknown) => {
        this.#setLoading = undefined; // a failed read is tried again by the next request
        throw error;
      },
    );
    return this.#setLoading;
  }

  async #compute(job: MonthJob): Promise<MonthPayload> {
    await this.#loadSet();
    return new Promise<MonthPayload>((resolve, reject) => {
      const pending = { job, resolve, reject };
      if (this.#usable) {
        this.#queue.push(pending);
        this.#pump();
      } else {
        this.#runInline(pending);
      }
    });
  }

  /** Hands queued jobs to idle workers, starting workers up to the pool size. */
  #pump(): void {
    while (this.#queue.length > 0 && this.#usable) {
      let idle: Slot | undefined;
      for (const slot of this.#slots) {
        if (!slot.current) {
          idle = slot;
          break;
        }
      }
      if (!idle && this.#slots.size < this.#size) idle = this.#spawn();
      if (!idle) break;
      const pending = this.#queue.shift()!;
      const id = ++this.#nextId;
      idle.current = { ...pending, id };
      idle.worker.ref();
      idle.worker.postMessage({ id, job: pending.job } satisfies WorkerRequest);
    }
    // Disabled meanwhile (a worker could not start): whatever waits runs here.
    if (!this.#usable) for (const pending of this.#queue.splice(0)) this.#runInline(pending);
  }

  #spawn(): Slot | undefined {
    let worker: Worker;
    try {
      worker = this.#newWorker();
    } catch (error) {
      this.#disable(`could not start a calendar compute worker (${(error as Error).message})`);
      return undefined;
    }
    this.#stats.started++;
    const slot: Slot = { worker, ready: false };
    this.#slots.add(slot);
    worker.unref(); // an idle worker never holds the process open
    worker.on('message', (reply: WorkerReply) => this.#onReply(slot, reply));
    worker.on('error', (error) => {
      slot.error = error;
    });
    worker.on('exit', (code) => this.#onExit(slot, code));
    return slot;
  }

  #newWorker(): Worker {
    const url = this.#workerUrl;
    const workerData = { set: this.#set };
    if (!url.pathname.endsWith('.ts')) return new Worker(url, { workerData });
    // Running from sources (Vitest, tsx). Node 20 does not apply `--import tsx` hooks to a worker's
    // entry module, so the worker starts from a line of JS that loads the entry through tsx's API.
    const tsx = import.meta.resolve('tsx/esm/api');
    const entry = JSON.stringify(url.href);
    const source = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${entry}, ${entry}));`;
    return new Worker(source, { eval: true, workerData });
  }

  #onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === 'ready') {
      slot.ready = true;
      return;
    }
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    slot.current = undefined;
    slot.worker.unref();
    if (reply.type === 'done') {
      this.#stats.workerJobs++;
      current.resolve(reply.payload);
    } else {
      current.reject(new Error(reply.message));
    }
    this.#pump();
  }

  #onExit(slot: Slot, code: number): void {
    if (!this.#slots.delete(slot)) return; // closed: close() took care of its job
    const reason = slot.error?.message ?? `exit code ${code}`;
    if (!slot.ready) {
      this.#disable(`a calendar compute worker failed to start (${reason})`);
    } else {
      this.#stats.crashed++;
      if (this.#stats.crashed >= MAX_CRASHES) {
        this.#disable(`calendar compute workers stopped ${this.#stats.crashed} times (last: ${reason})`);
      } else if (!this.#warnedCrash) {
        this.#warnedCrash = true;
        this.#log.warn(
          `a calendar compute worker stopped (${reason}); replaced (its job, if any, runs inline)`,
        );
      } else {
        this.#log.debug(`a calendar compute worker stopped (${reason}); replaced`);
      }
    }
    if (slot.current) this.#runInline(slot.current);
    slot.current = undefined;
    if (this.#usable) this.#spawn(); // keep the pool at its size
    this.#pump();
  }

  #disable(message: string): void {
    if (this.#disabled) return;
    this.#disabled = true;
    this.#log.warn(`${message}; calendar reads are computed inline from now on`);
  }

  #runInline(pending: Pending): void {
    this.#stats.inlineJobs++;
    try {
      pending.resolve(buildPublicMonth(pending.job, this.#set!));
    } catch (error) {
      pending.reject(error);
    }
  }
}
