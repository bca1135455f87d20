/**
 * A conversion-only import of the package entry must not pull in astronomy-engine or the
 * published day data (bundled with esbuild, which honours `sideEffects: false`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.resolve(here, '../src/index.ts');

async function bundle(code: string): Promise<string> {
  const result = await build({
    stdin: { contents: code, resolveDir: here, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    minify: true,
    treeShaking: true,
    logLevel: 'silent',
    charset: 'utf8',
  });
  return result.outputFiles[0]!.text;
}

describe('tree shaking', () => {
  it('bsToAd + formatBsDate + toDevanagariDigits bundle without astronomy-engine or day data', {
    timeout: 30_000,
  }, async () => {
    const js = await bundle(
      `import { bsToAd, adToBs, formatBsDate, toDevanagariDigits } from ${JSON.stringify(entry)};
       console.log(bsToAd({ year: 2081, month: 1, day: 1 }), adToBs({ year: 2024, month: 4, day: 13 }),
         formatBsDate({ year: 2083, month: 8, day: 6 }, 'np'), toDevanagariDigits(5));`,
    );
    expect(js).not.toMatch(/astronomy|SearchRiseSet|Astronomy/);
    expect(js).not.toContain('नयाँ वर्ष'); // an event name of the published day data
    expect(js).not.toContain('npEventsAPI');
    expect(js.length).toBeLessThan(40_000);
  });

  it('officialDay does bring the day data', { timeout: 30_000 }, async () => {
    const js = await bundle(
      `import { officialDay } from ${JSON.stringify(entry)}; console.log(officialDay(2460414));`,
    );
    expect(js).toContain('नयाँ वर्ष');
  });
});
