/**
 * One civil day as the product shows it: the civil dates, the panchanga, the Nepal Sambat date,
 * the festivals and the holiday flag, with published day data (src/official) laid over the
 * computed values where it exists. This is the only place that merges the two; the API, the web
 * and the muhurta rules read days through it.
 */

import { drik } from '../astro/drik.js';
import { jdToLocalIso, zoneMidnightJd } from '../astro/time.js';
import { bsMonthLength, bsMonthProvenance, bsToJdn, jdnToBs } from '../civil/bs.js';
import { gregorianMonthLength, gregorianToJdn, jdnToGregorian, weekday } from '../civil/gregorian.js';
import { matchesPublished } from '../festivals/published.js';
import { festivalCatalogue, festivalsOnJdn } from '../festivals/resolve.js';
import type { FestivalDefinition, ResolvedFestival } from '../festivals/types.js';
import { karanaOfHalfTithi } from '../format/names.js';
import { nsForJdn, nsToJdn } from '../ns/index.js';
import { type OfficialDay, type OfficialEvent, officialDay } from '../official/index.js';
import {
  dayAnchor,
  type Instant,
  karanaAt,
  modelForMode,
  nakshatraAt,
  type PanchangaDay,
  panchangaForDay,
  tithiAt,
  tithiEnd,
  yogaAt,
} from '../panchanga/index.js';
import { KATHMANDU, type Place, type Provenance, type YMD } from '../types.js';

/** Options of {@link calendarDay}. */
export interface CalendarDayOptions {
  /**
   * `official` (default): published day data and published festival dates where shipped, the
   * official month table. `computed`: the model only.
   */
  mode?: 'official' | 'computed';
  /** Place for sunrise-dependent values (default Kathmandu). Published data is Kathmandu's. */
  place?: Place;
  /** Position model of the computed panchanga: `computed` (Surya Siddhanta, default) or `drik`. */
  panchangaMode?: 'computed' | 'drik';
}

/** The Nepal Sambat date of a day. */
export interface DayNsDate {
  year: number;
  /** 1–12 (1 = Kachhala), 13 = Anala (intercalary). */
  month: number;
  /** `thwa` (bright half) or `ga` (dark half). */
  paksha: 'thwa' | 'ga';
  /** Day in the half = tithi within the paksha, 1–15. */
  day: number;
}

/** The modern-ephemeris (drik) tithi at sunrise: a second reading beside the patro's own. */
export interface DrikTithi {
  /** 1–30. */
  index: number;
  paksha: 'shukla' | 'krishna';
  /** 1–15 within the paksha. */
  pakshaTithi: number;
  /** When it ends (drik positions); null when a published drik value differs from the computed one. */
  end: Instant | null;
}

/** The tithi of the day (at sunrise). */
export interface DayTithi {
  /** 1–30 (1–15 shukla, 15 purnima; 16–30 krishna, 30 aunsi). */
  index: number;
  paksha: 'shukla' | 'krishna';
  /** 1–15 within the paksha. */
  pakshaTithi: number;
  /**
   * When it ends (computed). Null when the published tithi differs from the computed one, so no
   * computed end time belongs to it.
   */
  end: Instant | null;
  /**
   * The drik tithi at sunrise when it differs from this one (about 34 days a year), else null.
   * The patro's tithi is the Surya Siddhanta one (ADR 070); apps that display drik tithis show
   * this reading, so it is given with its end time. Always null in `drik` panchanga mode.
   */
  drik: DrikTithi | null;
}

/** A nakshatra, yoga or karana at sunrise. */
export interface DayAnga {
  index: number;
  /** Computed end, or null when the published value differs from the computed one. */
  end: Instant | null;
}

/** Why a day is a holiday: a published holiday event or a holiday festival of the catalogue. */
export interface HolidayReason {
  np: string;
  en: string;
  /** `restricted`: for some people or places only (`scope`). */
  kind: 'national' | 'restricted';
  /** Who or where a restricted holiday applies to (English), else null. */
  scope: string | null;
  /** The catalogue festival it is, or null (a published one-off holiday). */
  festivalId: string | null;
}

/**
 * The one answer to "is this day a holiday, and which kind" that the event badge, event detail,
 * the day's holiday pane, the holidays page and the grid colour all read (ADR 030): in a year with
 * published holiday flags, the published holiday and its reasons (kind and scope from the
 * matching catalogue festival); elsewhere the catalogue's holiday festivals of the day.
 */
export interface DayHoliday {
  /** `national` when any reason is national, else `restricted` when any is, else `none`. */
  kind: 'national' | 'restricted' | 'none';
  reasons: HolidayReason[];
}

/** One civil day. */
export interface CalendarDay {
  jdn: number;
  ad: YMD;
  bs: YMD;
  /** 0 = Sunday. */
  weekday: number;
  /**
   * Where the day's panchanga (tithi, NS, lunar month) comes from: `official` when published day
   * data is shipped for it and the place is Kathmandu (the published data's place), `projected`
   * when its BS month is projected, otherwise `computed`. Events and the holiday flag follow
   * published data in official mode at any place.
   */
  source: Provenance;
  /** Where the BS date itself (the month table) comes from. */
  calendarSource: Provenance;
  tithi: DayTithi;
  /** Lunar month, Nepali purnimanta label (1 = Chaitra … 12 = Falgun). */
  lunarMonth: { month: number; adhik: boolean };
  nakshatra: DayAnga;
  yoga: DayAnga;
  /** Karana at sunrise (1–11 as in `KARANAS`). */
  karana: DayAnga;
  ns: DayNsDate;
  /** Sidereal solar rashi at sunrise (1 = Mesha). */
  sunRashi: number;
  sunrise: Instant | null;
  sunset: Instant | null;
  moonrise: Instant | null;
  moonset: Instant | null;
  /** A holiday of any kind (`holidayKind.kind !== 'none'`): what the grid colours. */
  holiday: boolean;
  /** Which kind of holiday and why (see {@link DayHoliday}). */
  holidayKind: DayHoliday;
  /** Catalogue festivals on the day (published dates override the rules in official mode). */
  festivals: ResolvedFestival[];
  /**
   * Published events of the day that are not catalogue festivals (official mode, shipped years),
   * each with whether it is a reason for the holiday. Empty elsewhere.
   */
  otherPublishedEvents: OfficialEvent[];
  /** Every published event of the day (official mode, shipped years), catalogue festivals included. */
  publishedEvents: OfficialEvent[];
  /** The computed panchanga underneath (for the full panchanga view). */
  panchanga: PanchangaDay;
}

function placeKey(place: Place): string {
  return `${place.latitude},${place.longitude},${place.timeZone}`;
}

let catalogueById: Map<string, FestivalDefinition> | undefined;

function definition(id: string): FestivalDefinition | undefined {
  catalogueById ??= new Map(festivalCatalogue().map((d) => [d.id, d]));
  return catalogueById.get(id);
}

function isCatalogueEvent(event: OfficialEvent, festivals: readonly ResolvedFestival[]): boolean {
  return festivals.some((f) => {
    const def = definition(f.id);
    return def !== undefined && matchesPublished(def, event.np);
  });
}

function festivalReason(f: ResolvedFestival, np: string, en: string): HolidayReason | undefined {
  if (f.holiday === 'none') return undefined;
  const scope = f.holiday === 'restricted' ? (definition(f.id)?.holidayScope ?? null) : null;
  return { np, en, kind: f.holiday, scope, festivalId: f.id };
}

function dayHoliday(official: OfficialDay | undefined, festivals: readonly ResolvedFestival[]): DayHoliday {
  let reasons: HolidayReason[];
  if (official?.holiday !== undefined) {
    reasons = [];
    if (official.holiday) {
      for (const e of (official.events ?? []).filter((x) => x.holiday)) {
        const f = festivals.find((x) => {
          const def = definition(x.id);
          return def !== undefined && matchesPublished(def, e.np);
        });
        // The publisher flags the day: a festival the catalogue knows as no holiday is national here.
        const restricted = f?.holiday === 'restricted';
        // A festival the catalogue knows is named as the catalogue names it (the day's festival
        // list does): one festival, one spelling, wherever it is listed.
        reasons.push({
          np: f?.names.np ?? e.np,
          en: f?.names.en ?? e.en,
          kind: restricted ? 'restricted' : 'national',
          scope: restricted ? (definition(f.id)?.holidayScope ?? null) : null,
          festivalId: f?.id ?? null,
        });
      }
      if (reasons.length === 0)
        reasons.push({
          np: 'सार्वजनिक बिदा',
          en: 'Public holiday',
          kind: 'national',
          scope: null,
          festivalId: null,
        });
    }
  } else {
    reasons = festivals.flatMap((f) => festivalReason(f, f.names.np, f.names.en) ?? []);
  }
  const kind = reasons.some((r) => r.kind === 'national')
    ? 'national'
    : reasons.length > 0
      ? 'restricted'
      : 'none';
  return { kind, reasons };
}

function split(t: number): Omit<DrikTithi, 'end'> {
  return { index: t, paksha: t <= 15 ? 'shukla' : 'krishna', pakshaTithi: t <= 15 ? t : t - 15 };
}

/**
 * The drik tithi at the day's sunrise (or `published`, an app's published drik value) with its
 * drik end, when it differs from the tithi `shown`; else null.
 */
function drikReading(p: PanchangaDay, shown: number, published: number | undefined): DrikTithi | null {
  const rise = dayAnchor(p.jdn, p.place);
  const computed = tithiAt(rise, drik);
  const index = published ?? computed;
  if (index === shown) return null;
  const end = index === computed ? tithiEnd(rise, drik) : undefined;
  return {
    ...split(index),
    end: end === undefined ? null : { jd: end, iso: jdToLocalIso(end, p.place.timeZone) },
  };
}

function anga(index: number | undefined, computedIndex: number, end: Instant): DayAnga {
  if (index === undefined || index === computedIndex) return { index: computedIndex, end };
  return { index, end: null };
}

const dayCache = new Map<string, CalendarDay>();
const DAY_CACHE_SIZE = 4096;

/**
 * The day with JDN `jdn`: civil dates, weekday, panchanga (sunrise values with end times),
 * Nepal Sambat, festivals and holiday flag, with published data over computed values in
 * `official` mode. Results are memoised (the engine is pure).
 */
export function calendarDay(jdn: number, options: CalendarDayOptions = {}): CalendarDay {
  if (!Number.isInteger(jdn)) throw new RangeError(`JDN must be an integer; got ${jdn}`);
  const mode = options.mode ?? 'official';
  const place = options.place ?? KATHMANDU;
  const panchangaMode = options.panchangaMode ?? 'computed';
  const key = `${jdn}|${mode}|${panchangaMode}|${placeKey(place)}`;
  const hit = dayCache.get(key);
  if (hit) return hit;

  const bs = jdnToBs(jdn, { mode });
  const p = panchangaForDay(jdn, { place, mode: panchangaMode });
  // Published data describes Kathmandu; it applies at any place only for the date-level facts
  // (events, holidays), not for sunrise-dependent angas elsewhere.
  const official: OfficialDay | undefined = mode === 'official' ? officialDay(jdn) : undefined;
  const atKathmandu = placeKey(place) === placeKey(KATHMANDU);
  const useOfficialAngas = official !== undefined && atKathmandu;
  const festivals = festivalsOnJdn(jdn, { mode, place });

  // The published tithi is the patro's own where it is Surya Siddhanta (BS 2076–2081); a year
  // whose file carries an app's drik display (2082, 2083) keeps it as the second reading and
  // shows the computed SS tithi, lunar month and NS date, so festivals and tithi agree (ADR 070).
  const publishedSs = useOfficialAngas && official.tithiMethod === 'surya-siddhanta';
  const publishedDrik = useOfficialAngas && official.tithiMethod === 'drik' ? official.tithi : undefined;
  let tithi: DayTithi = {
    index: p.tithi.index,
    paksha: p.tithi.paksha,
    pakshaTithi: p.tithi.pakshaTithi,
    end: p.tithi.end,
    drik: null,
  };
  let lunarMonth = { month: p.lunarMonth.label, adhik: p.lunarMonth.labelAdhik };
  const computedNsDate = nsForJdn(jdn, { place, mode: panchangaMode });
  let ns: DayNsDate = {
    year: computedNsDate.year,
    month: computedNsDate.month,
    paksha: computedNsDate.paksha,
    day: computedNsDate.day,
  };
  if (publishedSs && official.tithi !== undefined) {
    const t = official.tithi;
    tithi = { ...split(t), end: t === p.tithi.index ? p.tithi.end : null, drik: null };
  }
  if (publishedSs && official.lunarMonth && official.ns) {
    lunarMonth = { ...official.lunarMonth };
    ns = { ...official.ns, day: tithi.pakshaTithi };
  }
  if (panchangaMode === 'computed') tithi.drik = drikReading(p, tithi.index, publishedDrik);

  const otherPublishedEvents = (official?.events ?? []).filter((e) => !isCatalogueEvent(e, festivals));
  const holidayKind = dayHoliday(official, festivals);

  const day: CalendarDay = {
    jdn,
    ad: jdnToGregorian(jdn),
    bs,
    weekday: weekday(jdn),
    source: useOfficialAngas
      ? 'official'
      : bsMonthProvenance(bs.year, bs.month, { mode }) === 'projected'
        ? 'projected'
        : 'computed',
    calendarSource: bsMonthProvenance(bs.year, bs.month, { mode }),
    tithi,
    lunarMonth,
    nakshatra: useOfficialAngas
      ? anga(official.nakshatra, p.nakshatra.index, p.nakshatra.end)
      : { index: p.nakshatra.index, end: p.nakshatra.end },
    yoga: useOfficialAngas
      ? anga(official.yoga, p.yoga.index, p.yoga.end)
      : { index: p.yoga.index, end: p.yoga.end },
    karana: publishedSs
      ? anga(official.karana, p.karanas[0].index, p.karanas[0].end)
      : { index: p.karanas[0].index, end: p.karanas[0].end },
    ns,
    sunRashi: p.sunRashi,
    sunrise: p.sunrise,
    sunset: p.sunset,
    moonrise: p.moonrise,
    moonset: p.moonset,
    holiday: holidayKind.kind !== 'none',
    holidayKind,
    festivals,
    otherPublishedEvents,
    publishedEvents: official?.events ?? [],
    panchanga: p,
  };
  if (dayCache.size >= DAY_CACHE_SIZE) dayCache.delete(dayCache.keys().next().value as string);
  dayCache.set(key, day);
  return day;
}

/**
 * The holiday answer of a day ({@link DayHoliday}) without its panchanga: what
 * `calendarDay(jdn, { mode }).holidayKind` gives, for lists of a whole year.
 */
export function holidayOfDay(jdn: number, options: { mode?: 'official' | 'computed' } = {}): DayHoliday {
  const mode = options.mode ?? 'official';
  return dayHoliday(mode === 'official' ? officialDay(jdn) : undefined, festivalsOnJdn(jdn, { mode }));
}

/** The days of a JDN range (inclusive), in order. */
export function calendarDays(
  firstJdn: number,
  lastJdn: number,
  options: CalendarDayOptions = {},
): CalendarDay[] {
  const out: CalendarDay[] = [];
  for (let jdn = firstJdn; jdn <= lastJdn; jdn++) out.push(calendarDay(jdn, options));
  return out;
}

/** The angas in force at a local clock time of a civil day (computed, any place). */
export interface AngasAt {
  /** The instant (UT JD and local ISO). */
  at: Instant;
  /** Tithi 1–30. */
  tithi: number;
  /** Nakshatra 1–27. */
  nakshatra: number;
  /** Yoga 1–27. */
  yoga: number;
  /** Karana 1–11 (order of `KARANAS`). */
  karana: number;
}

/**
 * Tithi, nakshatra, yoga and karana at `minutes` after local midnight of civil day `jdn` at a
 * place (default Kathmandu), from the Surya Siddhanta model (or drik).
 */
export function angasAt(
  jdn: number,
  minutes: number,
  options: { place?: Place; panchangaMode?: 'computed' | 'drik' } = {},
): AngasAt {
  if (!Number.isFinite(minutes) || minutes < 0 || minutes >= 1440) {
    throw new RangeError(`minutes must be within 0–1439; got ${minutes}`);
  }
  const place = options.place ?? KATHMANDU;
  const model = modelForMode(options.panchangaMode ?? 'computed');
  const jd = zoneMidnightJd(jdn, place.timeZone) + minutes / 1440;
  return {
    at: { jd, iso: jdToLocalIso(jd, place.timeZone) },
    tithi: tithiAt(jd, model),
    nakshatra: nakshatraAt(jd, model),
    yoga: yogaAt(jd, model),
    karana: karanaOfHalfTithi(karanaAt(jd, model)),
  };
}

/**
 * JDN of a Nepal Sambat date (month 1–12, 13 = Anala; day 1–15 in the half). In `official` mode
 * the published day data decides where it covers the date: the first civil day whose published
 * NS date it is, or, when the published tithi is skipped (kshaya), the day it begins in.
 * Elsewhere the computed day ({@link nsToJdn}). Undefined when the date does not exist (an Anala
 * in a year without one).
 */
export function jdnOfNsDate(
  date: { year: number; month: number; paksha: 'thwa' | 'ga'; day: number },
  options: { mode?: 'official' | 'computed' } = {},
): number | undefined {
  let candidate: number;
  try {
    candidate = nsToJdn(date);
  } catch {
    return undefined;
  }
  if ((options.mode ?? 'official') !== 'official' || officialDay(candidate) === undefined) return candidate;
  const matches = (jdn: number, wanted: number) => {
    const ns = calendarDay(jdn).ns;
    return ns.year === date.year && ns.month === date.month && ns.paksha === date.paksha && ns.day === wanted;
  };
  for (let jdn = candidate - 3; jdn <= candidate + 3; jdn++) if (matches(jdn, date.day)) return jdn;
  if (date.day > 1)
    for (let jdn = candidate - 3; jdn <= candidate + 3; jdn++) if (matches(jdn, date.day - 1)) return jdn;
  return candidate;
}

/**
 * JDN of a converter's date (spec §5 date conversion): AD or BS `YYYY-MM-DD`, or NS with month
 * 1–13 and day 1–30 (1–15 thwa, 16–30 ga). Null when the date does not exist (a day past its
 * month's length, an Anala in a year without one); the caller checks year and month ranges first.
 */
export function jdnOfDate(base: 'AD' | 'BS' | 'NS', { year, month, day }: YMD): number | null {
  if (day < 1) return null;
  if (base === 'AD')
    return day > gregorianMonthLength(year, month) ? null : gregorianToJdn({ year, month, day });
  if (base === 'BS') return day > bsMonthLength(year, month) ? null : bsToJdn({ year, month, day });
  if (day > 30) return null;
  return (
    jdnOfNsDate({ year, month, paksha: day <= 15 ? 'thwa' : 'ga', day: day <= 15 ? day : day - 15 }) ?? null
  );
}
