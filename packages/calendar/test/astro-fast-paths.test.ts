/**
 * The speed-ups of the astronomy layer must not change results (bench/run.ts measures them):
 * interpolated drik longitudes for anga-end searches, interpolated geocentric vectors and seeded
 * refinement for rise/set, and the cached UTC offsets. Each is checked against the exact path.
 */
import { describe, expect, it } from 'vitest';
import { drik } from '../src/astro/drik.js';
import { interpolatedModel, modelCrossing } from '../src/astro/interpolated.js';
import { moonEvents, riseSetFullSearch, sunEvents } from '../src/astro/rise-set.js';
import { findAngleCrossing } from '../src/astro/sankranti.js';
import { utcOffsetSeconds } from '../src/astro/time.js';
import { elongation } from '../src/panchanga/core.js';
import { KATHMANDU, type Place } from '../src/types.js';

// Deterministic pseudo-random instants over BS 1900–2200 (AD 1843–2143).
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const FIRST_JD = 2394200;
const SPAN = 109500;
const angleDiff = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('interpolated drik longitudes', () => {
  it('agree with the exact model to < 1e-7° (Moon) and < 1e-8° (Sun)', () => {
    const fast = interpolatedModel(drik);
    const r = rng(1);
    for (let i = 0; i < 400; i++) {
      const jd = FIRST_JD + r() * SPAN;
      expect(angleDiff(fast.moonLongitude(jd), drik.moonLongitude(jd))).toBeLessThan(1e-7);
      expect(angleDiff(fast.sunLongitude(jd), drik.sunLongitude(jd))).toBeLessThan(1e-8);
    }
  }, 30000);

  it('give tithi, nakshatra and yoga ends within 0.1 s of the exact search', () => {
    const r = rng(2);
    const elong = (m: typeof drik, jd: number): number => elongation(jd, m);
    const moon = (m: typeof drik, jd: number): number => m.moonLongitude(jd);
    const yoga = (m: typeof drik, jd: number): number => (m.sunLongitude(jd) + m.moonLongitude(jd)) % 360;
    const cases: [(m: typeof drik, jd: number) => number, number, number][] = [
      [elong, 12, drik.moonMeanMotion - drik.sunMeanMotion],
      [moon, 360 / 27, drik.moonMeanMotion],
      [yoga, 360 / 27, drik.moonMeanMotion + drik.sunMeanMotion],
    ];
    for (let i = 0; i < 60; i++) {
      const jd = FIRST_JD + r() * SPAN;
      for (const [angle, span, rate] of cases) {
        const now = angle(drik, jd);
        const target = ((Math.floor(now / span) + 1) * span) % 360;
        const guess = jd + ((target - now + 360) % 360) / rate;
        const exact = findAngleCrossing((t) => angle(drik, t), target, guess, rate);
        const fast = modelCrossing(angle, drik, target, guess, rate);
        expect(Math.abs(fast - exact) * 86400).toBeLessThan(0.1);
      }
    }
  }, 30000);
});

describe('seeded and interpolated rise/set', () => {
  const places: Place[] = [
    KATHMANDU,
    { name: 'New York', latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' },
    { name: 'Sydney', latitude: -33.8688, longitude: 151.2093, timeZone: 'Australia/Sydney' },
    { name: 'Tromsø', latitude: 69.6492, longitude: 18.9553, timeZone: 'Europe/Oslo' },
  ];
  it('match the full SearchRiseSet search within 0.2 s, with the same missing events', () => {
    for (const place of places) {
      // A fresh place key per run, so the first day takes the full search and the rest are seeded.
      const p = { ...place, latitude: place.latitude + 1e-9 };
      const start = 2466000 + Math.round(place.longitude * 3);
      for (let jdn = start; jdn < start + 40; jdn++) {
        const s = sunEvents(jdn, p);
        const m = moonEvents(jdn, p);
        const ref = riseSetFullSearch(jdn, p);
        const pairs: [number | null, number | null][] = [
          [s.sunrise, ref.sunrise],
          [s.sunset, ref.sunset],
          [m.moonrise, ref.moonrise],
          [m.moonset, ref.moonset],
        ];
        for (const [ours, full] of pairs) {
          expect(ours === null).toBe(full === null);
          if (ours !== null && full !== null) expect(Math.abs(ours - full) * 86400).toBeLessThan(0.2);
        }
      }
    }
  }, 30000);
});

describe('cached UTC offsets', () => {
  // Published rules (the tz database, from each country's law), not Intl: each zone's standard
  // and summer offsets in seconds and the UTC instants of its changes.
  const published: {
    zone: string;
    from: string;
    to: string;
    offsets: [number, number];
    changes: string[];
  }[] = [
    // Nepal moved its clocks from +05:30 to +05:45 at 1986-01-01 00:00 local time.
    {
      zone: 'Asia/Kathmandu',
      from: '1985-12-01',
      to: '1986-02-01',
      offsets: [19_800, 20_700],
      changes: ['1985-12-31T18:30:00Z'],
    },
    // 2026: EST −05:00 / EDT −04:00, 8 March 02:00 and 1 November 02:00 local.
    {
      zone: 'America/New_York',
      from: '2026-01-01',
      to: '2027-01-01',
      offsets: [-18_000, -14_400],
      changes: ['2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'],
    },
    // 2026: GMT / BST +01:00, last Sundays of March and October at 01:00 UTC.
    {
      zone: 'Europe/London',
      from: '2026-01-01',
      to: '2027-01-01',
      offsets: [0, 3_600],
      changes: ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
    },
    // 2026: NST −03:30 / NDT −02:30, 8 March and 1 November at 02:00 local.
    {
      zone: 'America/St_Johns',
      from: '2026-01-01',
      to: '2027-01-01',
      offsets: [-12_600, -9_000],
      changes: ['2026-03-08T05:30:00Z', '2026-11-01T04:30:00Z'],
    },
    // 2026: +11:00 (summer) until 5 April 02:00 local, +10:30 until 4 October 02:00 local, then +11:00.
    {
      zone: 'Australia/Lord_Howe',
      from: '2026-01-01',
      to: '2027-01-01',
      offsets: [39_600, 37_800],
      changes: ['2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
    },
  ];
  const julianDay = (iso: string): number => Date.parse(iso) / 86_400_000 + 2440587.5;

  it('equal the published offsets, one second either side of every change', () => {
    for (const { zone, offsets, changes } of published) {
      for (const [index, change] of changes.entries()) {
        const jd = julianDay(change);
        expect(utcOffsetSeconds(zone, jd - 1 / 86_400), `${zone} before ${change}`).toBe(offsets[index % 2]);
        expect(utcOffsetSeconds(zone, jd), `${zone} at ${change}`).toBe(offsets[(index + 1) % 2]);
      }
    }
  });

  it('equal the published offsets every 2 h 10 min across each change (the cache never serves a stale offset)', () => {
    for (const { zone, from, to, offsets, changes } of published) {
      const changeDays = changes.map(julianDay);
      for (let jd = julianDay(`${from}T00:00:00Z`); jd < julianDay(`${to}T00:00:00Z`); jd += 130 / 1440) {
        const t = Math.round(jd * 86400) / 86400;
        const passed = changeDays.filter((change) => t >= change).length;
        expect(utcOffsetSeconds(zone, t), `${zone} at JD ${t}`).toBe(offsets[passed % 2]);
      }
    }
  }, 30000);
});
