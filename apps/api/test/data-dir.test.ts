import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { seedDatabase } from '../src/db/seed.js';

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

  it('refuses when another live process holds the directory, naming it', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'patro.lock'), String(other.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `another Patro process (pid ${other.pid})`,
      );
      expect(readFileSync(path.join(dir, 'patro.lock'), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = freshDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    writeFileSync(path.join(dir, 'patro.lock'), String(dead.pid));
    const database = await openDatabase({ dataDir: dir });
    expect(await database.ping()).toBe(true);
    await database.close();
  });
});
