import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.js';
import { seedDatabase } from '../src/db/seed.js';

const fixture = fileURLToPath(new URL('./fixtures/hold-data-dir.ts', import.meta.url));
const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'patro-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database in a data directory', { timeout: 90_000 }, () => {
  it('keeps its rows across a close and a reopen', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    await seedDatabase(first.db);
    await first.db.execute(
      sql`UPDATE dynamic_config SET description = 'changed by an operator' WHERE key = 'themes'`,
    );
    await first.close();
    expect(existsSync(path.join(dir, 'patro.lock'))).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    await seedDatabase(second.db); // seeding again must not overwrite the operator's change
    const rows = await second.db.execute(sql`SELECT description FROM dynamic_config WHERE key = 'themes'`);
    await second.close();
    expect(JSON.stringify(rows)).toContain('changed by an operator');
  });

  it('refuses a second opener while the first is open', async () => {
    const dir = freshDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.close();
  });

  /** A separate process that holds the database in `dir` (resolves once it is open). */
  async function holder(dir: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (String(chunk).includes('open')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    return child;
  }

  it('refuses while another live process holds the directory, naming its pid', async () => {
    const dir = freshDir();
    const other = await holder(dir);
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `another Patro process (pid ${other.pid})`,
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('opens at once after the holder is killed with SIGKILL, before it is even reaped', async () => {
    const dir = freshDir();
    const other = await holder(dir);
    const exited = new Promise((resolve) => other.once('exit', resolve));
    other.kill('SIGKILL');
    // No wait for 'exit': the dead process may still be a zombie. Its socket closed when it died.
    let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
    for (let attempt = 0; attempt < 50 && !database; attempt++) {
      database = await openDatabase({ dataDir: dir }).catch(async (error) => {
        if (!(error instanceof DataDirLockedError)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return undefined;
      });
    }
    expect(await database!.ping()).toBe(true);
    await database!.close();
    await exited;
  });

  it('opens when the lock left behind names this very pid (a restarted container is pid 1 again)', async () => {
    const dir = freshDir();
    // What a killed owner with our pid left: the old lock file held just the pid.
    writeFileSync(path.join(dir, 'patro.lock'), String(process.pid));
    // The lock is what refused before; the whole open after a kill is the test above.
    const release = await lockDataDir(dir);
    release();
  });

  it('opens when a dead owner left its socket file behind', async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, [
      '-e',
      `require('net').createServer().listen(${JSON.stringify(path.join(dir, 'patro.lock'))}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(path.join(dir, 'patro.lock'))).toBe(true);
    const release = await lockDataDir(dir);
    release();
  });

  it('lets exactly one of several processes that start at once have it', async () => {
    const dir = freshDir();
    const children = Array.from({ length: 3 }, () =>
      spawn(process.execPath, ['--import', 'tsx', fixture, dir], { stdio: ['ignore', 'pipe', 'pipe'] }),
    );
    const outcomes = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            child.stdout!.on('data', (chunk: Buffer) => {
              if (String(chunk).includes('open')) resolve('open');
            });
            child.once('exit', () => resolve('refused'));
          }),
      ),
    );
    for (const child of children) child.kill('SIGKILL');
    expect(outcomes.filter((o) => o === 'open')).toHaveLength(1);
  });
});
