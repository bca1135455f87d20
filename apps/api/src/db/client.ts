import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

/** The Drizzle handle every repository uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, a reachability probe and a way to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * What the job engine (src/jobs) connects through: the same embedded PGlite instance (it has one
   * connection, which the engine shares), or the PostgreSQL URL (the engine keeps its own small pool).
   */
  jobsConnection: { pglite: PGlite } | { url: string };
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant works; it only has to be the same for every Patro process on one server.
const MIGRATION_LOCK_KEY = 7_261_802;

/** Where the database lives: PostgreSQL at `url`, PGlite in `dataDir`, or PGlite in memory. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

/**
 * Opens the database and brings its schema up to date. PostgreSQL migrations run under an
 * advisory lock so several API processes can start at once; PGlite gets a lock file because
 * it must have exactly one owning process (a socket that dies with its owner, ADR 094).
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is dropped by
    // the pool and replaced on the next query; without a listener its error would crash the process.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = drizzleNodePg({ client: pool, schema });
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg({ client: lockClient, schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      jobsConnection: { url: target.url },
      ping: () => probe(db as unknown as Db),
      close: () => pool.end(),
    };
  }

  const release = 'dataDir' in target ? await lockDataDir(target.dataDir) : () => {};
  try {
    const client = 'dataDir' in target ? new PGlite(target.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      jobsConnection: { pglite: client },
      ping: () => probe(db as unknown as Db),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function probe(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
