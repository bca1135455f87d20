/**
 * Entry point of the `patro` command (`bin/patro.mjs` imports the built `dist/cli/main.js`).
 * All behaviour is in `run.ts`; this file only writes the output and sets the exit code.
 */
import { run } from './run.js';

// The package is built without Node's types (it also runs in browsers); declare what is used.
declare const process: {
  argv: string[];
  exitCode: number | undefined;
  stdout: { write(s: string): boolean };
  stderr: { write(s: string): boolean };
};

const result = run(process.argv.slice(2));
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.code;
