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
import { importOfficialYear } from '../src/official/import-year.js';
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
