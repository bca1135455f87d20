/**
 * The npm libraries that convert BS ⇄ AD, each behind the same adapter so the bench can check
 * every one against our published month table and time every one on the same dates.
 *
 * Each library is called the way its README shows, with its input already in the form it takes
 * (numbers, or an ISO string made before timing); a JavaScript `Date` the library needs as input
 * is built inside the timed call, since a caller holding year, month and day has to build it.
 * The timed call returns the library's own answer; `read*` turns it into `{year, month, day}`
 * only for the correctness check.
 */
import { createRequire } from 'node:module';
import type { YMD } from '../src/types.js';

const require = createRequire(import.meta.url);

export interface Peer {
  name: string;
  version: string;
  /** BS→AD: the input in the library's form, made before timing. */
  bsInput(date: YMD): unknown;
  bsToAd(input: unknown): unknown;
  readAd(answer: unknown): YMD;
  /** AD→BS: the input in the library's form, made before timing. */
  adInput(date: YMD): unknown;
  adToBs(input: unknown): unknown;
  readBs(answer: unknown): YMD;
}

function load<T>(name: string): T {
  const mod = require(name) as { default?: T };
  return (mod.default ?? mod) as T;
}

// Pinned in our package.json (some libraries do not export their own package.json).
const pinned = (require('../package.json') as { devDependencies: Record<string, string> }).devDependencies;
function version(name: string): string {
  return pinned[name] ?? '?';
}

const pad2 = (n: number): string => String(n).padStart(2, '0');
const iso = (d: YMD, sep = '-'): string => `${d.year}${sep}${pad2(d.month)}${sep}${pad2(d.day)}`;
/** "2081-01-05" or "2081/1/5" → {year, month, day}. */
function parseDate(s: string): YMD {
  const [year, month, day] = s.split(/[-/]/).map(Number) as [number, number, number];
  return { year, month, day };
}
type Triple = [number, number, number];
type Numbers = { y: number; m: number; d: number };
const numbers = (d: YMD): Numbers => ({ y: d.year, m: d.month, d: d.day });

interface NepaliDateClass {
  new (y: number, m: number, d: number): { getEnglishDate(): Date };
  new (date: Date): { getYear(): number; getMonth(): number; getDate(): number };
}
const NepaliDate = load<NepaliDateClass>('nepali-date');

interface NepaliDatetimeConverter {
  nepaliToEnglish(y: number, m: number, d: number): Triple;
  englishToNepali(y: number, m: number, d: number): Triple;
}
const nepaliDatetime = load<NepaliDatetimeConverter>('nepali-datetime/dateConverter');

interface NdcClass {
  new (y: number, m: number, d: number): { getAD(): { year: number; month: number; date: number } };
  new (date: Date): { getBS(): { year: number; month: number; date: number } };
}
const Ndc = load<NdcClass>('nepali-date-converter');

interface Bikram {
  toGreg(y: number, m: number, d: number): YMD;
  toBik(iso: string): YMD;
}
const bikram = load<Bikram>('bikram-sambat');

const bikramJs = require('bikram-sambat-js') as {
  BSToAD(s: string): string;
  ADToBS(s: string): string;
};
const sbmdkl = require('@sbmdkl/nepali-date-converter') as {
  bsToAd(s: string): string;
  adToBs(s: string): string;
};
const ndl = require('nepali-date-library') as { BStoAD(s: string): string; ADtoBS(s: string): string };
const adbs = require('ad-bs-converter') as {
  bs2ad(s: string): { year: number; month: number; day: number };
  ad2bs(s: string): { en: { year: number; month: number; day: number } };
};
const nepaliCalendar = require('nepali-calendar-js') as {
  toGregorian(y: number, m: number, d: number): { gy: number; gm: number; gd: number };
  toNepali(y: number, m: number, d: number): { ny: number; nm: number; nd: number };
};

export const PEERS: Peer[] = [
  {
    name: 'nepali-date',
    version: version('nepali-date'),
    bsInput: numbers,
    bsToAd: (x) => {
      const i = x as Numbers;
      return new NepaliDate(i.y, i.m - 1, i.d).getEnglishDate();
    },
    readAd: (a) => {
      const t = a as Date;
      return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate() };
    },
    adInput: numbers,
    adToBs: (x) => {
      const i = x as Numbers;
      return new NepaliDate(new Date(i.y, i.m - 1, i.d));
    },
    readBs: (a) => {
      const t = a as InstanceType<NepaliDateClass>;
      return { year: t.getYear(), month: t.getMonth() + 1, day: t.getDate() };
    },
  },
  {
    name: 'nepali-datetime',
    version: version('nepali-datetime'),
    bsInput: numbers,
    bsToAd: (x) => {
      const i = x as Numbers;
      return nepaliDatetime.nepaliToEnglish(i.y, i.m - 1, i.d);
    },
    readAd: (a) => {
      const [year, month, day] = a as Triple;
      return { year, month: month + 1, day };
    },
    adInput: numbers,
    adToBs: (x) => {
      const i = x as Numbers;
      return nepaliDatetime.englishToNepali(i.y, i.m - 1, i.d);
    },
    readBs: (a) => {
      const [year, month, day] = a as Triple;
      return { year, month: month + 1, day };
    },
  },
  {
    name: 'nepali-date-converter',
    version: version('nepali-date-converter'),
    bsInput: numbers,
    bsToAd: (x) => {
      const i = x as Numbers;
      return new Ndc(i.y, i.m - 1, i.d).getAD();
    },
    readAd: (a) => {
      const r = a as { year: number; month: number; date: number };
      return { year: r.year, month: r.month + 1, day: r.date };
    },
    adInput: numbers,
    adToBs: (x) => {
      const i = x as Numbers;
      return new Ndc(new Date(i.y, i.m - 1, i.d)).getBS();
    },
    readBs: (a) => {
      const r = a as { year: number; month: number; date: number };
      return { year: r.year, month: r.month + 1, day: r.date };
    },
  },
  {
    name: 'bikram-sambat',
    version: version('bikram-sambat'),
    bsInput: numbers,
    bsToAd: (x) => {
      const i = x as Numbers;
      return bikram.toGreg(i.y, i.m, i.d);
    },
    readAd: (a) => a as YMD,
    adInput: (d) => iso(d),
    adToBs: (x) => bikram.toBik(x as string),
    readBs: (a) => a as YMD,
  },
  {
    name: 'bikram-sambat-js',
    version: version('bikram-sambat-js'),
    bsInput: (d) => iso(d),
    bsToAd: (x) => bikramJs.BSToAD(x as string),
    readAd: (a) => parseDate(a as string),
    adInput: (d) => iso(d),
    adToBs: (x) => bikramJs.ADToBS(x as string),
    readBs: (a) => parseDate(a as string),
  },
  {
    name: '@sbmdkl/nepali-date-converter',
    version: version('@sbmdkl/nepali-date-converter'),
    bsInput: (d) => iso(d),
    bsToAd: (x) => sbmdkl.bsToAd(x as string),
    readAd: (a) => parseDate(a as string),
    adInput: (d) => iso(d),
    adToBs: (x) => sbmdkl.adToBs(x as string),
    readBs: (a) => parseDate(a as string),
  },
  {
    name: 'nepali-date-library',
    version: version('nepali-date-library'),
    bsInput: (d) => iso(d),
    bsToAd: (x) => ndl.BStoAD(x as string),
    readAd: (a) => parseDate(a as string),
    adInput: (d) => iso(d),
    adToBs: (x) => ndl.ADtoBS(x as string),
    readBs: (a) => parseDate(a as string),
  },
  {
    name: 'ad-bs-converter',
    version: version('ad-bs-converter'),
    bsInput: (d) => iso(d, '/'),
    bsToAd: (x) => adbs.bs2ad(x as string),
    readAd: (a) => {
      const r = a as { year: number; month: number; day: number };
      return { year: r.year, month: r.month, day: r.day };
    },
    adInput: (d) => iso(d, '/'),
    adToBs: (x) => adbs.ad2bs(x as string),
    readBs: (a) => {
      const r = (a as { en: { year: number; month: number; day: number } }).en;
      return { year: r.year, month: r.month, day: r.day };
    },
  },
  {
    name: 'nepali-calendar-js',
    version: version('nepali-calendar-js'),
    bsInput: numbers,
    bsToAd: (x) => {
      const i = x as Numbers;
      return nepaliCalendar.toGregorian(i.y, i.m, i.d);
    },
    readAd: (a) => {
      const r = a as { gy: number; gm: number; gd: number };
      return { year: r.gy, month: r.gm, day: r.gd };
    },
    adInput: numbers,
    adToBs: (x) => {
      const i = x as Numbers;
      return nepaliCalendar.toNepali(i.y, i.m, i.d);
    },
    readBs: (a) => {
      const r = a as { ny: number; nm: number; nd: number };
      return { year: r.ny, month: r.nm, day: r.nd };
    },
  },
];
