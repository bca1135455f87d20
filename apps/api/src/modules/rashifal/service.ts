/**
 * Rashifal: an astrologer's published text when there is one, otherwise the reading our engine
 * computes from the planets' transits (ADR 120). Computed text is the same for every visitor,
 * so it is made once per period and language and kept in memory.
 */
import {
  bsMonthName,
  composeRashifal,
  formatBsDate,
  gocharReading,
  gregorianToJdn,
  jdnToBs,
  jdnToGregorian,
  type Lang,
  RASHI_DETAILS,
  type RashiDetail,
  type RashifalPeriod,
  type RashifalType,
  rashifalPeriod,
  rashifalSky,
  toDevanagariDigits,
  weekday,
} from '@patro/calendar';
import type {
  WireRashifalDraft,
  WireRashifalEntry,
  WireRashifalPeriod,
  WireRashiSign,
  WireTransit,
} from '@patro/contracts';
import { LruCache } from '../../http/cache.js';
import type { RashifalRow } from './repository.js';

export function isoOfJdn(jdn: number): string {
  const { year, month, day } = jdnToGregorian(jdn);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function jdnOfIso(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return gregorianToJdn({ year, month, day });
}

const SIGN_TITLE: Record<Lang, (sign: RashiDetail) => string> = {
  np: (sign) => `${sign.np} राशिफल`,
  en: (sign) => `${sign.en} horoscope`,
};

/** The sign as the wire gives it (spec §3 horoscope sign). */
export function wireSign(sign: RashiDetail, lang: Lang): WireRashiSign {
  return {
    id: sign.id,
    slug: sign.slug,
    name: sign[lang],
    np: sign.np,
    en: sign.en,
    title: SIGN_TITLE[lang](sign),
    letters: lang === 'np' ? [...sign.letters] : [...sign.lettersEn],
    element: sign.element,
    colour: sign.colour,
  };
}

/** The period in words: a day with its weekday, a week's first and last day, a BS month or year. */
export function periodLabel(period: RashifalPeriod, lang: Lang): string {
  const start = jdnToBs(period.start);
  switch (period.type) {
    case 'daily':
      return formatBsDate(start, lang, 'long', { weekday: weekday(period.start) });
    case 'weekly':
      return `${formatBsDate(start, lang)} – ${formatBsDate(jdnToBs(period.end), lang)}`;
    case 'monthly': {
      const text =
        lang === 'np'
          ? `${start.year} ${bsMonthName(start.month, 'np')}`
          : `${bsMonthName(start.month, 'en')} ${start.year}`;
      return lang === 'np' ? toDevanagariDigits(text) : text;
    }
    case 'yearly':
      return lang === 'np' ? `वि.सं. ${toDevanagariDigits(start.year)}` : `BS ${start.year}`;
  }
}

export function wirePeriod(period: RashifalPeriod, lang: Lang): WireRashifalPeriod {
  return {
    type: period.type,
    start: isoOfJdn(period.start),
    end: isoOfJdn(period.end),
    label: periodLabel(period, lang),
  };
}

interface Computed {
  text: string;
  basis: string;
  transits: WireTransit[];
}

/** Skies are shared by both languages; texts are per language. */
const skies = new LruCache<ReturnType<typeof rashifalSky>>(32);
const computedTexts = new LruCache<Computed[]>(64);

/** The twelve computed readings (index 0 = Aries) of a period in a language. */
export function computedReadings(type: RashifalType, jdn: number, lang: Lang): Computed[] {
  const period = rashifalPeriod(type, jdn);
  const key = `${type}|${period.start}`;
  return computedTexts.getOrSet(`${key}|${lang}`, () => {
    const sky = skies.getOrSet(key, () => rashifalSky(type, period.start));
    return RASHI_DETAILS.map((sign) => {
      const composed = composeRashifal(gocharReading(sky, sign.id), lang);
      return {
        text: composed.text,
        basis: composed.basis,
        transits: composed.transits.map((t) => ({
          graha: t.graha,
          sign: t.sign,
          house: t.house,
          good: t.good,
          label: t.label,
        })),
      };
    });
  });
}

/** The twelve entries of a period: published astrologer rows first, computed readings for the rest. */
export function rashifalEntries(
  type: RashifalType,
  jdn: number,
  lang: Lang,
  published: readonly RashifalRow[],
): WireRashifalEntry[] {
  const period = rashifalPeriod(type, jdn);
  const wire = wirePeriod(period, lang);
  const computed = computedReadings(type, jdn, lang);
  return RASHI_DETAILS.map((sign, i) => {
    const row = published.find((r) => r.sign === sign.id);
    const base = { ...wireSign(sign, lang), type, period: wire };
    if (row) {
      return {
        ...base,
        text: row.body,
        source: 'astrologer' as const,
        author: row.authorName,
        published_at: row.publishAt.toISOString(),
        basis: null,
        transits: [],
      };
    }
    const reading = computed[i] as Computed;
    return {
      ...base,
      text: reading.text,
      source: 'computed' as const,
      author: null,
      published_at: null,
      basis: reading.basis,
      transits: reading.transits,
    };
  });
}

export function toWireDraft(row: RashifalRow, now: number): WireRashifalDraft {
  return {
    id: row.id,
    sign: row.sign,
    type: row.type as RashifalType,
    period_start: row.periodStart,
    lang: row.lang as Lang,
    text: row.body,
    publish_at: row.publishAt.toISOString(),
    published: row.publishAt.getTime() <= now,
    author: row.authorName,
    updated_at: row.updatedAt.toISOString(),
  };
}
