/**
 * Generates `src/data/bs-months.ts`, the shipped BS month table for BS 1970–2099, from the
 * research table `../shared/reference/bs-month-lengths.json`.
 *
 *   npx tsx packages/calendar/scripts/generate-bs-months.ts
 *
 * - BS 1970–2083 (`official`): the published consensus (NepDate column of the reference file),
 *   except the years listed in DECISIONS, where sources disagree; each decision names the
 *   variant chosen and why (see docs/adr/010-bs-month-table.md).
 * - BS 2084–2099 (`projected`): the "family B" projection (py-nepali, node-nepali-datetime,
 *   kbwood, shivathapaa, remotemerge), which the Surya Siddhanta model reproduces.
 *
 * To add a year the Samiti has published: put its 12 lengths in PUBLISHED_OVERRIDES, raise
 * OFFICIAL_LAST_YEAR, run this script, commit the generated file (see packages/calendar/DATA.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gregorianToJdn } from '../src/civil/gregorian.js';
import { repoRoot, requireReferenceDir } from './reference-path.js';

const FIRST_YEAR = 1970;
const OFFICIAL_LAST_YEAR = 2083;
const PROJECTED_LAST_YEAR = 2099;

interface Alternative {
  months: number[];
  total: number;
  sources: string[];
}
interface Reference {
  years: Record<string, number[]>;
  year_start_ad: Record<string, string>;
  alternatives: Record<string, Alternative[]>;
}

/** How a disputed official year is decided: by a source that must appear in the chosen variant. */
interface Decision {
  source: string;
  why: string;
}

/** Disputed years inside BS 1970–2083 (every year with alternatives in the reference file). */
const DECISIONS: Record<number, Decision> = {
  1972: {
    source: 'medic/bikram-sambat',
    why: '4 tables and the SS model; solo-dev (the other) breaks its year chain',
  },
  1974: { source: 'medic/bikram-sambat', why: '3 tables (NepDate, medic, solo-dev) vs 2, and the SS model' },
  1975: { source: 'TheCrossLegCoder/NepDate', why: '6 tables vs 1+1, and the SS model' },
  1977: {
    source: 'kbwood/world-calendars',
    why: 'three-way split (3/3/2 tables); the SS model picks this one (Kartik start is boundary-risk)',
  },
  1981: { source: 'medic/bikram-sambat', why: '7 tables vs 2 (NepDate, remotemerge), and the SS model' },
  1989: { source: 'medic/bikram-sambat', why: '8 tables vs 1 (amitgaru2), and the SS model' },
  1991: { source: 'TheCrossLegCoder/NepDate', why: '5 tables vs 4, and the SS model' },
  1993: { source: 'medic/bikram-sambat', why: '8 tables vs 1 (amitgaru2), and the SS model' },
  1998: { source: 'medic/bikram-sambat', why: '7 tables vs 2 (NepDate, remotemerge), and the SS model' },
  2005: { source: 'TheCrossLegCoder/NepDate', why: 'every table but kbwood, and the SS model' },
  2006: { source: 'TheCrossLegCoder/NepDate', why: 'every table but kbwood, and the SS model' },
  2007: { source: 'TheCrossLegCoder/NepDate', why: 'every table but kbwood, and the SS model' },
  2038: { source: 'TheCrossLegCoder/NepDate', why: 'every table but kbwood, and the SS model' },
  2062: {
    source: 'TheCrossLegCoder/NepDate',
    why: 'Baisakh 31/Jestha 31: SS model, NepDate#14 day list (2062-01-31 = 2005-05-14); medic + 9 tables say 30/32',
  },
  2081: {
    source: 'casualsnek/npEventsAPI (daily records)',
    why: 'published day-level data, and the SS model',
  },
  2082: {
    source: 'casualsnek/npEventsAPI (daily records)',
    why: 'published day-level data, and the SS model',
  },
  2083: {
    source: 'casualsnek/npEventsAPI (daily records)',
    why: 'published calendar, library fix PRs, and the SS model',
  },
};

/** The projection family accepted for BS 2084–2099. */
const PROJECTION_SOURCE = 'opensource-nepal/py-nepali';

/** Years published by the Samiti after the reference file was made: year → 12 lengths. */
const PUBLISHED_OVERRIDES: Record<number, number[]> = {};

const ref = JSON.parse(
  readFileSync(path.join(requireReferenceDir(), 'bs-month-lengths.json'), 'utf8'),
) as Reference;

function pick(year: number, source: string): number[] {
  const alternatives = ref.alternatives[String(year)];
  if (!alternatives) throw new Error(`BS ${year}: no alternatives in the reference file`);
  const found = alternatives.filter((a) => a.sources.includes(source));
  if (found.length !== 1) throw new Error(`BS ${year}: source ${source} is in ${found.length} variants`);
  return found[0]!.months;
}

const rows: { year: number; months: number[]; note: string }[] = [];
for (let year = FIRST_YEAR; year <= PROJECTED_LAST_YEAR; year++) {
  let months: number[];
  let note: string;
  const override = PUBLISHED_OVERRIDES[year];
  if (override) {
    months = override;
    note = 'published override';
  } else if (year <= OFFICIAL_LAST_YEAR) {
    const decision = DECISIONS[year];
    if (ref.alternatives[String(year)] && !decision) throw new Error(`BS ${year} is disputed but undecided`);
    months = decision ? pick(year, decision.source) : ref.years[String(year)]!;
    note = decision ? `disputed: ${decision.source} — ${decision.why}` : 'consensus';
  } else {
    months = ref.alternatives[String(year)] ? pick(year, PROJECTION_SOURCE) : ref.years[String(year)]!;
    note = 'projected (family B)';
  }
  if (months.length !== 12 || months.some((m) => m < 29 || m > 32)) throw new Error(`BS ${year}: bad months`);
  const total = months.reduce((a, b) => a + b, 0);
  if (total < 365 || total > 366) throw new Error(`BS ${year}: ${total} days`);
  rows.push({ year, months, note });
}

// Anchor: every source agrees that BS 1970-01-01 = AD 1913-04-13 (consistent with 2000-01-01 = 1943-04-14).
const [ay, am, ad] = ref.year_start_ad[String(FIRST_YEAR)]!.split('-').map(Number) as [
  number,
  number,
  number,
];
const epochJdn = gregorianToJdn({ year: ay, month: am, day: ad });
// Cross-check: the chain from 1970 must reach BS 2000-01-01 = JDN 2430829 and BS 2084-01-01 as in the reference.
let jdn = epochJdn;
for (const row of rows) {
  const start = ref.year_start_ad[String(row.year)]!;
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  if (row.year <= 2084 && gregorianToJdn({ year: y, month: m, day: d }) !== jdn) {
    throw new Error(`BS ${row.year}-01-01 chain mismatch with reference year_start_ad ${start}`);
  }
  jdn += row.months.reduce((a, b) => a + b, 0);
}

const encoded = rows.map((r) => r.months.map((m) => String(m - 29)).join(''));
const lines = rows.map((r, i) => `  '${encoded[i]}' + // ${r.year}: ${r.note}`);
const out = `// Generated by packages/calendar/scripts/generate-bs-months.ts from ../shared/reference/bs-month-lengths.json.
// Do not edit by hand: change the script's decisions and run it again.

/** First BS year of the shipped published table. */
export const PUBLISHED_FIRST_YEAR = ${FIRST_YEAR};
/** Last BS year whose month lengths are published (provenance \`official\`). */
export const OFFICIAL_LAST_YEAR = ${OFFICIAL_LAST_YEAR};
/** Last BS year of the accepted projection (provenance \`projected\`), after OFFICIAL_LAST_YEAR. */
export const PROJECTED_LAST_YEAR = ${PROJECTED_LAST_YEAR};
/** JDN of BS ${FIRST_YEAR}-01-01 (AD ${ref.year_start_ad[String(FIRST_YEAR)]}). */
export const PUBLISHED_EPOCH_JDN = ${epochJdn};
/**
 * 12 characters per year from PUBLISHED_FIRST_YEAR to PROJECTED_LAST_YEAR, each the month length
 * minus 29 ('0'–'3'), Baisakh first.
 */
export const PUBLISHED_MONTHS: string =
${lines.join('\n')}
  '';
`;
const target = path.join(repoRoot, 'packages/calendar/src/data/bs-months.ts');
writeFileSync(target, out);
console.log(`wrote ${target}: ${rows.length} years`);
