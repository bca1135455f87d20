/**
 * Looking up the rate tables (ADR 210) and checking them: every table's slabs run from its first
 * slab's `from` upward without gaps or overlaps, the last open-ended.
 */
import {
  CATEGORY_UNIT,
  type Province,
  RATE_TABLES,
  type RateTable,
  type Slab,
  type VehicleCategory,
} from './rates-data.js';

/** The problems of one table, empty when it is sound. */
export function tableProblems(table: Pick<RateTable, 'slabs'>): string[] {
  const problems: string[] = [];
  const { slabs } = table;
  if (slabs.length === 0) return ['no slabs'];
  slabs.forEach((slab, i) => {
    if (!Number.isInteger(slab.from) || slab.from < 0)
      problems.push(`slab ${i + 1}: from must be a whole number`);
    if (slab.to !== null && (!Number.isInteger(slab.to) || slab.to < slab.from)) {
      problems.push(`slab ${i + 1}: to must be a whole number not below from`);
    }
    if (!Number.isInteger(slab.rupees) || slab.rupees < 0)
      problems.push(`slab ${i + 1}: rupees must be whole`);
    const next = slabs[i + 1];
    if (next) {
      if (slab.to === null) problems.push(`slab ${i + 1}: open-ended but not last`);
      else if (next.from > slab.to + 1) problems.push(`gap between ${slab.to} and ${next.from}`);
      else if (next.from <= slab.to) problems.push(`overlap at ${next.from}`);
    }
  });
  if (slabs[slabs.length - 1]!.to !== null) problems.push('last slab must be open-ended (to: null)');
  return problems;
}

/** Every problem of every table, and duplicate keys. */
export function allTableProblems(tables: readonly RateTable[] = RATE_TABLES): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tables) {
    const key = tableKey(t);
    if (seen.has(key)) out.push(`${key}: listed twice`);
    seen.add(key);
    if (t.sources.length === 0) out.push(`${key}: no source`);
    for (const p of tableProblems(t)) out.push(`${key}: ${p}`);
  }
  return out;
}

export function tableKey(t: Pick<RateTable, 'province' | 'fiscalYear' | 'category'>): string {
  return `${t.province}/${t.fiscalYear}/${t.category}`;
}

export function findTable(
  province: Province,
  fiscalYear: number,
  category: VehicleCategory,
  tables: readonly RateTable[] = RATE_TABLES,
): RateTable | undefined {
  return tables.find(
    (t) => t.province === province && t.fiscalYear === fiscalYear && t.category === category,
  );
}

/** The fiscal years with a table for this province and category, newest first. */
export function tableYears(
  province: Province,
  category: VehicleCategory,
  tables: readonly RateTable[] = RATE_TABLES,
): number[] {
  return tables
    .filter((t) => t.province === province && t.category === category)
    .map((t) => t.fiscalYear)
    .sort((a, b) => b - a);
}

/**
 * The slab a vehicle falls in. `size` is in the category's unit (cc, W or kW); a fraction counts
 * in the slab above a whole bound (125.5 cc is over 125). Undefined below the table's first slab.
 */
export function slabFor(table: Pick<RateTable, 'slabs'>, size: number): Slab | undefined {
  const whole = Math.ceil(size);
  return table.slabs.find((s) => whole >= s.from && (s.to === null || whole <= s.to));
}

export { CATEGORY_UNIT };
