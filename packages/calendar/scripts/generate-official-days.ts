/**
 * Converts the published day data `../shared/reference/official/bs-YYYY.json` into the
 * package's own compact modules `src/data/official-days/YYYY.ts` and rewrites the registry
 * `src/data/official-days/index.ts`.
 *
 *   npx tsx packages/calendar/scripts/generate-official-days.ts [dir-with-bs-YYYY.json]
 *
 * The format is documented in src/data/official-days/types.ts and packages/calendar/DATA.md.
 * A single new year is added with `patro import-year <file>` (src/official/import-year.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeOfficialYear, registryModule, type SourceYear } from '../src/official/encode.js';
import { repoRoot, requireReferenceDir } from './reference-path.js';

const dir = process.argv[2] ?? path.join(requireReferenceDir(), 'official');
const outDir = path.join(repoRoot, 'packages/calendar/src/data/official-days');

const files = readdirSync(dir)
  .filter((f) => /^bs-\d{4}\.json$/.test(f))
  .sort();
const years: number[] = [];
for (const file of files) {
  const src = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SourceYear;
  writeFileSync(path.join(outDir, `${src.bs_year}.ts`), encodeOfficialYear(src, file));
  years.push(src.bs_year);
  console.log(`BS ${src.bs_year}: ${src.days.length} days`);
}
writeFileSync(path.join(outDir, 'index.ts'), registryModule(years));
