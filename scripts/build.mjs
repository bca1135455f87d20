#!/usr/bin/env node
// `npm start`'s build step. Types and the API (`tsc -b`) are built every time: tsc is incremental,
// so with nothing changed it only checks file stamps (about a second). The web bundles (React
// Router, islands, service worker; about 15 s and more on a slow machine) are built only when one
// of their inputs changed since the last build: a digest of every input file's content is kept in
// apps/web/build/inputs.sha256 and compared. A changed source is never served stale; `--force`
// rebuilds anyway (`npm run build` passes it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'apps/web/build/inputs.sha256');

/** What the web bundles are made from: sources, their configs, the engine and the lockfile. */
const INPUTS = [
  'apps/web/app',
  'apps/web/server',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/package.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/vite.islands.config.ts',
  'apps/web/vite.sw.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/tsconfig.app.json',
  'packages/calendar/src',
  'packages/calendar/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** One digest over every input's path and content, so an added, removed or edited file changes it. */
export function webInputsDigest() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update('\0');
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function run(command, args) {
  const child = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  run('npx', ['tsc', '-b']);
  const digest = webInputsDigest();
  const outputs = ['apps/web/build/server/index.js', 'apps/web/build/client/sw.js'];
  const whole = outputs.every((file) => existsSync(path.join(root, file)));
  const built = whole && existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (process.argv.includes('--force') || digest !== built) {
    console.log(built ? 'Web sources changed: building the web app…' : 'Building the web app…');
    run('npm', ['run', 'build', '--silent', '-w', '@patro/web']);
    writeFileSync(stampFile, `${digest}\n`);
  } else {
    console.log('Web app unchanged since its last build: not rebuilt.');
  }
  console.log(`Build step done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
