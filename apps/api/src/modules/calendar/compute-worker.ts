/**
 * Entry of a calendar compute worker (ADR 045): builds public month payloads off the API's event
 * loop. Gets the default calendars once, in `workerData`; never touches the database.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildPublicMonth, type MonthJob } from './month-payload.js';
import type { DefaultCalendarSet } from './repository.js';

/** A job posted by the pool. */
export interface WorkerRequest {
  id: number;
  job: MonthJob;
}

/** The worker's messages: `ready` once loaded, then one answer per job. */
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; id: number; payload: ReturnType<typeof buildPublicMonth> }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('compute-worker.ts runs only as a worker thread');
const { set } = workerData as { set: DefaultCalendarSet };

port.on('message', ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { type: 'done', id, payload: buildPublicMonth(job, set) };
  } catch (error) {
    reply = {
      type: 'failed',
      id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(reply);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
