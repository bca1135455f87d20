import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed.js';

/** One database engine the API suite runs against. */
export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Each PostgreSQL open gets its own
 * freshly created database (dropped on close), so test files never see each other's rows.
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'PGlite',
      open: async () => {
        const database = await openDatabase({ memory: true });
        await seedDatabase(database.db);
        return database;
      },
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    list.push({
      name: 'PostgreSQL',
      open: async () => {
        const name = `patro_test_${randomBytes(6).toString('hex')}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ url: url.toString() });
        await seedDatabase(database.db);
        return {
          ...database,
          close: async () => {
            await database.close();
            const cleanup = new pg.Client({ connectionString: serverUrl });
            await cleanup.connect();
            // Let the closed pool's connections finish leaving (a forced drop would end them
            // mid-goodbye and raise an error in this process), then drop whatever remains.
            for (let i = 0; i < 40; i++) {
              const { rows } = await cleanup.query(
                'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
                [name],
              );
              if (rows[0].n === 0) break;
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return list;
}
