import { RASHIS } from '@patro/calendar';
import { describe, expect, it } from 'vitest';
import { rashiKey } from '../lib/nav';
import { en, enPages } from './en';
import { np, npPages } from './np';
import type { PageDocument, Pages } from './types';

const LATIN_DIGIT = /[0-9]/;

function emptyKeys(table: Record<string, string>): string[] {
  return Object.entries(table)
    .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
    .map(([key]) => key);
}

describe('translations', () => {
  // Key parity is the type `Messages` (en.ts must have exactly np.ts's keys): tsc enforces it.
  it('name each of the engine’s twelve signs, as the engine does', () => {
    for (const rashi of RASHIS) {
      expect(np[rashiKey(rashi.slug)], rashi.slug).toBe(rashi.np);
      expect(en[rashiKey(rashi.slug)], rashi.slug).toBe(rashi.en);
    }
  });

  it('have no empty value in either language', () => {
    expect(emptyKeys(np), 'empty in np.ts').toEqual([]);
    expect(emptyKeys(en as Record<string, string>), 'empty in en.ts').toEqual([]);
  });

  it('use the same {placeholders} in both languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(np) as (keyof typeof np)[]) {
      expect(names(en[key]), key).toEqual(names(np[key]));
    }
  });

  it('write no Latin digit in Nepali UI text (numbers are formatted at run time)', () => {
    const withDigits = Object.entries(np)
      .filter(([key]) => key !== 'lang.switchTo' && key !== 'lang.switchLabel')
      .filter(([, value]) => LATIN_DIGIT.test(value));
    expect(withDigits).toEqual([]);
  });
});

describe('static pages', () => {
  const check = (pages: Pages, lang: string) => {
    for (const [id, doc] of Object.entries(pages) as [string, PageDocument][]) {
      expect(doc.title.trim(), `${lang} ${id} title`).not.toBe('');
      expect(doc.description.trim(), `${lang} ${id} description`).not.toBe('');
      expect(doc.body.trim(), `${lang} ${id} body`).not.toBe('');
      expect(doc.body, `${lang} ${id} has headings`).toMatch(/^## /m);
    }
  };

  it('exist with content in both languages', () => {
    expect(Object.keys(enPages).sort()).toEqual(Object.keys(npPages).sort());
    check(npPages, 'np');
    check(enPages, 'en');
  });

  it('have the same number of sections in both languages', () => {
    for (const id of Object.keys(npPages) as (keyof Pages)[]) {
      const count = (body: string) => body.match(/^## /gm)?.length ?? 0;
      expect(count(enPages[id].body), id).toBe(count(npPages[id].body));
    }
  });

  it('write no Latin digit in Nepali page text', () => {
    for (const [id, doc] of Object.entries(npPages)) {
      expect(LATIN_DIGIT.test(`${doc.title} ${doc.description} ${doc.body}`), id).toBe(false);
    }
  });
});
