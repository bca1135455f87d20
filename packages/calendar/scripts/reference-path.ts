/**
 * Where the shared reference data lives: `../shared/reference` beside the repository clone.
 * Used only by the generator scripts (development time) and the golden tests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the repository (the folder holding the workspace `package.json`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `<repoRoot>/../shared/reference`. */
export const referenceDir = path.resolve(repoRoot, '../shared/reference');

/** Throws with a clear message when the reference folder is missing. */
export function requireReferenceDir(): string {
  if (!existsSync(referenceDir)) {
    throw new Error(
      `Reference data not found at ${referenceDir} (expected ../shared/reference beside the repo)`,
    );
  }
  return referenceDir;
}
