/**
 * Proves there is no host-time-zone leak: the same probe run under TZ=UTC,
 * America/Los_Angeles and Asia/Kathmandu gives identical results; and the engine sources
 * (civil, format, official, data) use no `Date` apart from reading the clock.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

function run(tz: string): { hostOffset: number; out: unknown } {
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'fixtures/tz-probe.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, TZ: tz },
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout) as { hostOffset: number; out: unknown };
}

describe('time-zone independence', () => {
  it('identical results under TZ=UTC, America/Los_Angeles and Asia/Kathmandu', { timeout: 60_000 }, () => {
    const utc = run('UTC');
    const la = run('America/Los_Angeles');
    const ktm = run('Asia/Kathmandu');
    // The zone really changed in each child process…
    expect(utc.hostOffset).toBe(0);
    expect(la.hostOffset).toBe(480);
    expect(ktm.hostOffset).toBe(-345);
    // …and the engine did not notice.
    expect(la.out).toEqual(utc.out);
    expect(ktm.out).toEqual(utc.out);
  });

  it('civil, format, official and their data use no Date (except Date.now() as the default clock)', () => {
    const root = path.resolve(here, '../src');
    const offenders: string[] = [];
    const walk = (target: string) => {
      const isDir = statSync(target).isDirectory();
      for (const name of isDir ? readdirSync(target) : [path.basename(target)]) {
        const file = isDir ? path.join(target, name) : target;
        if (isDir && statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
          const code = readFileSync(file, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\/\/.*$/gm, '');
          const uses = code.match(/\bDate\b(\.\w+)?/g) ?? [];
          for (const use of uses)
            if (use !== 'Date.now') offenders.push(`${path.relative(root, file)}: ${use}`);
          if (/\btoLocale\w*|Intl\./.test(code))
            offenders.push(`${path.relative(root, file)}: Intl/toLocale`);
        }
      }
    };
    for (const sub of [
      'civil',
      'format',
      'official',
      'data/official-days',
      'data/bs-months.ts',
      'types.ts',
    ]) {
      walk(path.join(root, sub));
    }
    expect(offenders).toEqual([]);
  });
});
