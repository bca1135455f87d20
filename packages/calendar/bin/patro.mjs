#!/usr/bin/env node
// The `patro` command: runs the built CLI (packages/calendar/dist/cli/main.js; build with `npm run build`).
// `patro import-year` reads and writes files, so it is handled here; the checks are the engine's.
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
if (args[0] === 'import-year') {
  const { importOfficialYear, importYearFiles } = await import('../dist/official/import-year.js');
  const { registryModule } = await import('../dist/official/encode.js');
  const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = args[1];
  const dryRun = args.includes('--dry-run');
  const outAt = args.indexOf('--out');
  const outDir = outAt > 0 ? args[outAt + 1] : path.join(pkg, 'src/data/official-days');
  if (!file || file.startsWith('--') || (outAt > 0 && !outDir)) {
    process.stderr.write('Usage: patro import-year <bs-YYYY.json> [--dry-run] [--out DIR]\n');
    process.exit(2);
  }
  let src;
  try {
    src = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    process.stderr.write(`${file}: cannot read it as JSON (${e.message})\n`);
    process.exit(2);
  }
  const result = importOfficialYear(src, path.basename(file));
  process.stdout.write(result.report);
  if (result.problems.length > 0) {
    process.stderr.write(`Not imported:\n${result.problems.map((p) => `  ${p}\n`).join('')}`);
    process.exit(1);
  }
  if (dryRun) {
    process.stdout.write(`BS ${result.year}: sound; not written (--dry-run)\n`);
    process.exit(0);
  }
  const files = importYearFiles(result.year);
  const moduleFile = path.join(outDir, path.basename(files.module));
  writeFileSync(moduleFile, result.module);
  writeFileSync(path.join(outDir, path.basename(files.registry)), registryModule(result.years));
  // The golden tests read the committed copy of every published year.
  const fixture = path.join(pkg, files.fixture);
  if (outAt < 0 && existsSync(path.dirname(fixture))) copyFileSync(file, fixture);
  process.stdout.write(
    `BS ${result.year}: written ${moduleFile} and the registry; ` +
      'now run `npm run build`, the calendar tests, and commit.\n',
  );
} else {
  await import('../dist/cli/main.js');
}
