/**
 * PostgreSQL LISTEN/NOTIFY for live updates across API processes (ADR 195): a change written
 * through one process is announced with `pg_notify` in the database, and every process listening
 * on the channel hears it, whichever process its reader is connected to. No broker of our own:
 * on PostgreSQL one dedicated connection per process listens; on PGlite its own `listen`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.js';

export type NotifyHandler = (payload: string) => void;

export interface DatabaseEvents {
  /** Calls `handler` with each payload announced on `channel` (by any process) until the returned function is called. */
  subscribe(channel: string, handler: NotifyHandler): Promise<() => void>;
  /** Announces `payload` (at most 7900 bytes) on `channel` to every listening process. */
  publish(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function databaseEvents(database: Database): DatabaseEvents {
  const handlers = new Map<string, Set<NotifyHandler>>();
  const deliver = (channel: string, payload: string) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // One subscriber's failure never stops the others.
      }
    }
  };
  const connection = database.jobsConnection;
  let listener: Listener;
  if ('pglite' in connection) listener = pgliteListener(connection.pglite, deliver);
  else listener = postgresListener(connection.url, deliver);

  return {
    async subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.listen(channel);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async publish(channel, payload) {
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    close: () => listener.close(),
  };
}

interface Listener {
  listen(channel: string): Promise<void>;
  close(): Promise<void>;
}

function pgliteListener(client: PGlite, deliver: (channel: string, payload: string) => void): Listener {
  const stops: (() => Promise<void>)[] = [];
  return {
    async listen(channel) {
      stops.push(await client.listen(channel, (payload) => deliver(channel, payload)));
    },
    async close() {
      for (const stop of stops.splice(0)) await stop().catch(() => {});
    },
  };
}

/** One connection that only listens; reconnects (and listens again) when the server drops it. */
function postgresListener(url: string, deliver: (channel: string, payload: string) => void): Listener {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
      next.on('error', () => {
        if (client === next) client = null;
        if (!closed && channels.size > 0) setTimeout(() => void connect().catch(() => {}), 1000);
      });
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  return {
    async listen(channel) {
      channels.add(channel);
      const c = await connect();
      await c.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      const c = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
