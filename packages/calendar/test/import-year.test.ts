/**
 * `patro import-year`: a published year in the shared official shape is checked, every
 * disagreement with the model is reported, and a sound year becomes the shipped module.
 * BS 2083 as published stands in for the next year the Samiti publishes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SourceYear } from '../src/official/encode.js';
import { checkOfficialYear, importOfficialYear } from '../src/official/import-year.js';
import { readReference, referenceDir } from './reference.js';

const year2083 = () => readReference<SourceYear>('official/bs-2083.json');
const BIN = fileURLToPath(new URL('../bin/patro.mjs', import.meta.url));

describe('patro import-year', () => {
  it('BS 2083 as published: sound, with the disagreements listed (drik-display tithis, holidays)', () => {
    const r = importOfficialYear(year2083(), 'bs-2083.json');
    expect(r.problems).toEqual([]);
    expect(r.report).toContain('12/12 as the shipped table, 12/12 as the SS model');
    // The file's tithi is the drik display: it matches drik everywhere, SS on fewer days.
    expect(r.report).toMatch(/file says drik\): SS 3\d\d\/365, drik 365\/365/);
    expect(r.report).toContain("Festivals: 93/93 on the rule's day(s)");
    // The Home Ministry's disability-day holiday for staff is not a rule of the catalogue.
    expect(r.report).toContain('2083-08-17 (2026-12-03): published holiday, not one by rule');
    expect(r.module).toBe(
      readFileSync(new URL('../src/data/official-days/2083.ts', import.meta.url), 'utf8'),
    );
    expect(r.years).toContain(2083);
  });

  it('the structured report of BS 2083 holds the numbers the text says (the admin screen shows it)', () => {
    const c = checkOfficialYear(year2083(), 'bs-2083.json');
    expect(c).toMatchObject({ year: 2083, sound: true, errors: [] });
    expect(c.months).toMatchObject({ agree: { shipped: 12, model: 12 }, differ: [] });
    expect(c.tithi).toMatchObject({ method: 'drik', checked: 365, drik: 365, differ: [] });
    expect(c.tithi!.ss).toBeGreaterThan(300);
    expect(c.tithi!.ss).toBeLessThan(365);
    expect(c.festivals).toMatchObject({ checked: 93, differ: [] });
    expect(c.holidays!.differ).toContainEqual({
      bs: '2083-08-17',
      ad: '2026-12-03',
      published: true,
      rule: false,
      events: expect.arrayContaining([
        expect.objectContaining({ np: expect.stringContaining('अपाङ्ग दिवस') }),
      ]),
    });
    // Two festival days the catalogue makes holidays are not flagged in the file, one flag is not a rule's.
    expect(c.holidays!.differ.map((h) => h.bs)).toEqual(['2083-03-06', '2083-07-23', '2083-08-17']);
    expect(importOfficialYear(year2083(), 'bs-2083.json').report).toContain(
      `Holidays: ${c.holidays!.published} published; ${c.holidays!.differ.length} days differ from the rules`,
    );
  });

  it('a spoiled copy: a wrong weekday, a day missing and a tithi out of range are each named', () => {
    const src = year2083();
    const i = src.days.findIndex((d) => d.bs === '2083-05-10');
    src.days[i] = { ...src.days[i]!, weekday: (src.days[i]!.weekday + 1) % 7 };
    src.days[i + 5] = { ...src.days[i + 5]!, tithi: 31 };
    src.days = src.days.filter((d) => d.bs !== '2083-07-20');
    const c = checkOfficialYear(src, 'bs-2083.json');
    expect(c.sound).toBe(false);
    const at = (day: string, field: string) => c.errors.find((e) => e.day === day && e.field === field);
    expect(at('2083-05-10', 'weekday')?.message).toMatch(
      /in the data, but 2083-05-10 \(AD \d{4}-\d\d-\d\d\) is a \w+day/,
    );
    expect(at('2083-05-15', 'tithi')?.message).toBe('31 is not a tithi (1–30)');
    expect(at('2083-07-21', 'bs')?.message).toBe('2083-07-21 follows 2083-07-19: 2083-07-20 is missing');
    // A day missing inside a month is that, not another month table: the comparisons still run.
    expect(c.errors).toHaveLength(3);
    expect(c.months!.differ).toEqual([]);
    expect(c.tithi!.checked).toBe(363); // 365 less the missing day and the tithi 31
    expect(checkOfficialYear({ bs_year: 2083, days: [{ bs: 1 }] }, 'x.json').errors).toEqual([
      { day: null, field: 'days.0.bs', message: 'must be a BS date YYYY-MM-DD' },
    ]);
  });

  it('refuses a year whose month lengths differ from the shipped table, saying how to publish them', () => {
    const src = year2083();
    src.days = src.days.filter((d) => d.bs !== '2083-03-32');
    const r = importOfficialYear(src, 'bs-2083.json');
    expect(r.module).toBeUndefined();
    expect(r.report).toContain('month 3: published 31 days, shipped table 32, SS model 32');
    expect(r.problems.join()).toContain('PUBLISHED_OVERRIDES');
  });

  it('refuses a day whose AD date or weekday is wrong, naming the day', () => {
    const src = year2083();
    src.days[40] = { ...src.days[40]!, ad: '2026-05-30' };
    const r = importOfficialYear(src, 'bs-2083.json');
    expect(r.module).toBeUndefined();
    expect(r.problems.join()).toContain(
      'BS 2083-02-10 is AD 2026-05-24 by our table, 2026-05-30 in the data',
    );
  });

  it('the command writes the module and the registry (--out), and exits 1 on a bad file', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'patro-import-'));
    const ok = spawnSync(
      process.execPath,
      [BIN, 'import-year', path.join(referenceDir, 'official/bs-2083.json'), '--out', out],
      { encoding: 'utf8', timeout: 120000 },
    );
    expect(ok.status, ok.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'index.ts'), 'utf8')).toContain(
      "import { OFFICIAL_DAYS_2083 } from './2083.js';",
    );
    const bad = path.join(out, 'bs-2083.json');
    writeFileSync(bad, JSON.stringify({ bs_year: 2083 }));
    const no = spawnSync(process.execPath, [BIN, 'import-year', bad, '--out', out], { encoding: 'utf8' });
    expect(no.status).toBe(1);
    expect(no.stderr).toContain('not a published year in the official shape');
  }, 120000);
});
