/**
 * The real `patro` command, spawned as a process (node + tsx on the TypeScript entry point), with
 * its output checked against the published calendar data shipped in src/official.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import { officialDay } from '../src/official/index.js';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON output of the CLI
type Json = any;

const MAIN = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

function patro(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    encoding: 'utf8',
    timeout: 120000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('patro CLI', () => {
  it('convert: one day in BS, AD and NS (published NS new year 1145)', () => {
    const bs = patro('convert', '2081-07-17', '--from', 'bs', '--json');
    expect(bs.code).toBe(0);
    const a = JSON.parse(bs.stdout);
    expect(a.ad).toBe('2024-11-02');
    expect(a.ns).toMatchObject({ year: 1145, month: 1, paksha: 'thwa', day: 1 });
    expect(a.weekday.en).toBe('Saturday');
    expect(a.provenance).toMatchObject({ bsMonth: 'official', day: 'official' });
    const ns = patro('convert', '1145-01-thwa-01', '--from', 'ns', '--json');
    expect(JSON.parse(ns.stdout).bs).toBe('2081-07-17');
    const ad = patro('convert', '2024-11-02');
    expect(ad.code).toBe(0);
    expect(ad.stdout).toMatch(/BS\s+2081-07-17/);
  }, 120000);

  it('days: official mode reproduces the published tithi, lunar month and festivals', () => {
    const r = patro('days', '2024-10-28', '2024-11-08', '--json');
    expect(r.code).toBe(0);
    const days = JSON.parse(r.stdout) as Array<Record<string, Json>>;
    expect(days).toHaveLength(12);
    for (const d of days) {
      const [y, m, dd] = (d.ad as string).split('-').map(Number);
      const pub = officialDay(gregorianToJdn({ year: y!, month: m!, day: dd! }))!;
      expect(d.source).toBe('official');
      expect(d.tithi).toBe(pub.tithi);
      expect(d.lunarMonth.month).toBe(pub.lunarMonth.month);
      expect(d).toHaveProperty('tithiEnd');
      expect(d.sunrise).toMatch(/^2024-1[01]-\d\dT06:\d\d:\d\d\+05:45$/);
      for (const k of [
        'ns',
        'weekday',
        'paksha',
        'nakshatra',
        'yoga',
        'karana',
        'sunset',
        'moonrise',
        'moonset',
      ])
        expect(d).toHaveProperty(k);
    }
    const byAd = new Map(days.map((d) => [d.ad, d.festivals as string[]]));
    expect(byAd.get('2024-10-31')).toContain('laxmi-puja');
    expect(byAd.get('2024-11-03')).toContain('bhai-tika');
    expect(byAd.get('2024-11-07')).toContain('chhath');
  }, 120000);

  it('days: computed and drik modes ignore published data; a place elsewhere works', () => {
    const c = JSON.parse(patro('days', '2024-10-31', '2024-10-31', '--mode', 'computed', '--json').stdout);
    expect(c[0].source).not.toBe('official');
    const d = patro(
      'days',
      '2024-10-31',
      '2024-10-31',
      '--mode',
      'drik',
      '--lat',
      '40.71',
      '--lon',
      '-74.01',
      '--tz',
      'America/New_York',
    );
    expect(d.code).toBe(0);
    expect(d.stdout).toMatch(/2024-10-31/);
  }, 120000);

  it('festivals: a BS year with reasons, and the --check agreement', () => {
    const r = patro('festivals', '2081', '--mode', 'computed', '--json');
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as Array<Record<string, Json>>;
    const laxmi = list.find((f) => f.id === 'laxmi-puja')!;
    expect(laxmi).toMatchObject({ ad: '2024-10-31', bs: '2081-07-15', holiday: 'national' });
    expect(laxmi.names).toEqual({ np: 'लक्ष्मी पूजा', en: 'Laxmi Puja' });
    expect(laxmi.reason).toMatch(/pradosha/);
    const check = patro('festivals', '2082', '--check');
    expect(check.stdout).toMatch(/^BS 2082: \d+\/\d+ festivals on their published day/);
  }, 120000);

  it('months: lengths per year with provenance', () => {
    const r = patro('months', '2081', '2082', '--json');
    const years = JSON.parse(r.stdout);
    expect(years[0]).toMatchObject({ year: 2081, days: 366, provenance: 'official', firstAd: '2024-04-13' });
    expect(years[0].lengths).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31]);
  }, 120000);

  it('bad arguments: usage on stderr, non-zero exit', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['convert'],
      ['convert', '2081-13-01', '--from', 'bs'],
      ['days', '2024-01-02', '2024-01-01'],
      ['festivals', 'abcd'],
      ['months', '2081', '2082', '--mode', 'drik'],
      ['convert', '2024-01-01', '--bogus'],
    ]) {
      const r = patro(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^patro: .*\n\nUsage: patro/);
    }
  }, 180000);
});
