/**
 * Published day data (BS 2076–2083 and any year added as a data file): tithi, lunar month
 * label, Nepal Sambat date, nakshatra/yoga/karana as published, events and public holidays.
 * Kept apart from `civil` and `format` so conversion-only bundles do not include the data.
 */
import { bsToJdn, jdnToBs } from '../civil/bs.js';
import { OFFICIAL_DAY_DATA } from '../data/official-days/index.js';
import {
  OFFICIAL_DAY_ALPHABET,
  OFFICIAL_DAY_WIDTH,
  type OfficialYearData,
} from '../data/official-days/types.js';
import type { YMD } from '../types.js';

/** An event of a published day. */
export interface OfficialEvent {
  /** Nepali name as published. */
  np: string;
  /** English name. */
  en: string;
  /** True when this event is a reason for the day's public holiday. */
  holiday: boolean;
}

/** One day of a published calendar. */
export interface OfficialDay {
  /** BS date. */
  bs: YMD;
  /** Julian Day Number. */
  jdn: number;
  /** Always `official`. */
  provenance: 'official';
  /** Sunrise tithi 1–30 (15 = purnima, 30 = aunsi), or undefined where not published. */
  tithi: number | undefined;
  /** Method of `tithi`: the patro's Surya Siddhanta tithi, or an app's drik display (ADR 070). */
  tithiMethod: 'surya-siddhanta' | 'drik';
  /** Paksha. */
  paksha: 'shukla' | 'krishna';
  /** True where the publisher marks the tithi with `*` (meaning unknown; see the reference notes). */
  tithiStarred: boolean;
  /** Lunar month label (purnimanta): month 1–12 with 1 = Chaitra, and whether it is adhik. */
  lunarMonth: { month: number; adhik: boolean } | undefined;
  /** Nepal Sambat date: year, month 1–12 (13 = Anala, the intercalary month), half; undefined where not published. */
  ns: { year: number; month: number; paksha: 'thwa' | 'ga' } | undefined;
  /** Nakshatra 1–27 as published (the publisher's nakshatra is drik/Lahiri), or undefined. */
  nakshatra: number | undefined;
  /** Yoga 1–27 as published, or undefined. */
  yoga: number | undefined;
  /** Karana 1–11 (order of `KARANAS`) as published, or undefined. */
  karana: number | undefined;
  /** Events of the day, or undefined where the year publishes none. */
  events: OfficialEvent[] | undefined;
  /** Public holiday flag, or undefined where unknown. */
  holiday: boolean | undefined;
}

/** Summary of one shipped published year. */
export interface OfficialYearInfo {
  /** BS year. */
  year: number;
  /** JDN of Baisakh 1. */
  firstJdn: number;
  /** Number of days. */
  dayCount: number;
  /** Completeness of the holiday flags. */
  holidayCoverage: 'complete' | 'incomplete' | 'none';
  /** Method of the published tithi (ADR 070). */
  tithiMethod: 'surya-siddhanta' | 'drik';
  /** Sources of the data. */
  sources: readonly string[];
}

const groupCache = new Map<number, string[]>();

function value(data: OfficialYearData, offset: number, field: number): number | undefined {
  const c = data.days.charAt(offset * OFFICIAL_DAY_WIDTH + field);
  if (c === '.') return undefined;
  const v = OFFICIAL_DAY_ALPHABET.indexOf(c);
  if (v < 0) throw new Error(`Corrupt official day data for BS ${data.year}`);
  return v;
}

function yearOf(jdn: number): OfficialYearData | undefined {
  let lo = 0;
  let hi = OFFICIAL_DAY_DATA.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const data = OFFICIAL_DAY_DATA[mid]!;
    if (jdn < data.firstJdn) hi = mid - 1;
    else if (jdn >= data.firstJdn + data.dayCount) lo = mid + 1;
    else return data;
  }
  return undefined;
}

function decode(data: OfficialYearData, jdn: number): OfficialDay {
  const offset = jdn - data.firstJdn;
  const flags = value(data, offset, 6) ?? 0;
  const lunar = value(data, offset, 1);
  const ns = value(data, offset, 2);
  let groups = groupCache.get(data.year);
  if (!groups) {
    groups = data.dayEvents.split(' ');
    groupCache.set(data.year, groups);
  }
  let events: OfficialEvent[] | undefined;
  if (!(flags & 8)) {
    events = [];
    const group = groups[offset] ?? '';
    for (let i = 0; i < group.length; ) {
      const holiday = group[i] === '!';
      if (holiday) i++;
      const index =
        OFFICIAL_DAY_ALPHABET.indexOf(group[i]!) * 64 + OFFICIAL_DAY_ALPHABET.indexOf(group[i + 1]!);
      i += 2;
      const [np, en] = data.events[index]!;
      events.push({ np, en, holiday });
    }
  }
  const bs = jdnToBs(jdn);
  return {
    bs,
    jdn,
    provenance: 'official',
    tithi: value(data, offset, 0),
    paksha: flags & 16 ? 'krishna' : 'shukla',
    tithiMethod: data.tithiMethod,
    tithiStarred: (flags & 4) !== 0,
    lunarMonth: lunar === undefined ? undefined : { month: (lunar % 12) + 1, adhik: lunar >= 12 },
    ns:
      ns === undefined
        ? undefined
        : {
            year: data.year - (ns >= 26 ? 936 : 937),
            month: (ns % 13) + 1,
            paksha: ns % 26 >= 13 ? 'ga' : 'thwa',
          },
    nakshatra: value(data, offset, 3),
    yoga: value(data, offset, 4),
    karana: value(data, offset, 5),
    events,
    holiday: flags & 2 ? undefined : (flags & 1) !== 0,
  };
}

/** The published record of a day (by JDN), or undefined when no published data is shipped for it. */
export function officialDay(jdn: number): OfficialDay | undefined {
  if (!Number.isInteger(jdn)) throw new RangeError(`JDN must be an integer; got ${jdn}`);
  const data = yearOf(jdn);
  return data ? decode(data, jdn) : undefined;
}

/** The published record of a BS date (official month table), or undefined when none is shipped. Throws `RangeError` for an invalid BS date. */
export function officialDayByBs(date: YMD): OfficialDay | undefined {
  return officialDay(bsToJdn(date));
}

/** The BS years with shipped published day data, ascending. */
export function officialYears(): number[] {
  return OFFICIAL_DAY_DATA.map((d) => d.year);
}

/** Summary of a shipped published year, or undefined. */
export function officialYearInfo(year: number): OfficialYearInfo | undefined {
  const data = OFFICIAL_DAY_DATA.find((d) => d.year === year);
  return data
    ? {
        year: data.year,
        firstJdn: data.firstJdn,
        dayCount: data.dayCount,
        holidayCoverage: data.holidayCoverage,
        tithiMethod: data.tithiMethod,
        sources: data.sources,
      }
    : undefined;
}
