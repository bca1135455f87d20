import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPublicPage } from './island';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('islands', () => {
  it('each island file declares the name the browser looks it up by (its file name)', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.island.tsx'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const name = file.replace(/\.island\.tsx$/, '');
      expect(readFileSync(path.join(here, file), 'utf8'), file).toContain(`defineIsland('${name}',`);
    }
  });

  it('a page is public when its deepest route with a page handle says so', () => {
    expect(isPublicPage([undefined, { page: 'public' }])).toBe(true);
    expect(isPublicPage([undefined, { hideChrome: true }])).toBe(false);
    expect(isPublicPage([{ page: 'public' }, undefined])).toBe(true);
    expect(isPublicPage([])).toBe(false);
  });
});
