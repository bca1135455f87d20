import { drik } from '../astro/drik.js';
import type { PositionModel } from '../astro/model.js';
import { moonEvents, sunEvents } from '../astro/rise-set.js';
import { suryaSiddhanta } from '../astro/surya-siddhanta.js';
import { jdToLocalIso, zoneMidnightJd } from '../astro/time.js';
import { gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import { karanaOfHalfTithi } from '../format/names.js';
import { KATHMANDU, type Place, type YMD } from '../types.js';
import {
  elongation,
  KARANA_SPAN,
  type LunarMonth,
  lunarMonthAt,
  nakshatraEnd,
  nearestElongation,
  nextElongation,
  rashiOf,
  TITHI_SPAN,
  yogaEnd,
} from './core.js';
import { regimeTithiModel, type TithiMethod, type TithiModelChoice, tithiModelAt } from './regime.js';

/** An instant as a UT Julian Date and as a local ISO 8601 string in the place's time zone. */
export interface Instant {
  /** Julian Date (UT). */
  jd: number;
  /** Local date-time with offset, e.g. `2025-10-22T06:12:34+05:45`. */
  iso: string;
}

/** An anga (nakshatra, yoga) in force at sunrise and when it ends. */
export interface AngaSpan {
  /** Index: nakshatra 1–27, yoga 1–27. */
  index: number;
  /** End of this anga (may be after the next sunrise); computed on first access. */
  end: Instant;
}

/** The tithi of the day (udaya tithi) with its end and the kshaya/vriddhi flags. */
export interface TithiInfo {
  /** Udaya tithi 1–30 (1–15 shukla, 15 purnima; 16–30 krishna, 30 aunsi). */
  index: number;
  /** Paksha of the udaya tithi. */
  paksha: 'shukla' | 'krishna';
  /** Tithi number within the paksha, 1–15. */
  pakshaTithi: number;
  /** End of the udaya tithi. */
  end: Instant;
  /** The tithi that begins and ends before the next sunrise (kshaya tithi), or null. */
  kshaya: number | null;
  /** True when the same tithi is also in force at the next sunrise (vriddhi: today is its first day). */
  vriddhi: boolean;
  /** True when the same tithi was in force at the previous sunrise (today is the repeated day). */
  repeated: boolean;
}

/** One karana (half tithi). */
export interface KaranaInfo {
  /** Half-tithi number 0–59 (0 = Kimstughna of shukla pratipada … 59 = Naga). */
  halfTithi: number;
  /** Karana name index 1–11 as in `format` `KARANAS` (1 Bava … 7 Vishti, 8 Shakuni … 11 Kimstughna). */
  index: number;
  /** End of this karana. */
  end: Instant;
}

/** A time window. */
export interface KalaWindow {
  /** Start. */
  start: Instant;
  /** End. */
  end: Instant;
}

/** The kala windows of a day (see {@link kalaWindows}). */
export interface KalaWindows {
  /** Third fifth of daytime. */
  madhyahna: KalaWindow;
  /** Fourth fifth of daytime. */
  aparahna: KalaWindow;
  /** First fifth of the night (three muhurtas after sunset). */
  pradosha: KalaWindow;
  /** Eighth of the fifteen night muhurtas (around midnight). */
  nishitha: KalaWindow;
}

/** Panchanga of one civil day at one place. */
export interface PanchangaDay {
  /** Civil day (JDN in the place's time zone). */
  jdn: number;
  /** Gregorian date of the day. */
  ad: YMD;
  /** Which position model produced the values. */
  mode: 'computed' | 'drik';
  /**
   * Model of the tithi and everything derived from it (paksha, karanas, kshaya/vriddhi, lunar
   * month): in `computed` mode the tithi regime of the day's BS year (ADR 070: `surya-siddhanta`
   * in every year) unless forced with {@link PanchangaOptions.tithiModel};
   * always `drik` in `drik` mode.
   */
  tithiModel: TithiMethod;
  /** The place. */
  place: Place;
  /** Sunrise (null in polar day/night; angas are then taken at local 06:00). */
  sunrise: Instant | null;
  /** Sunset, or null. */
  sunset: Instant | null;
  /** Moonrise during the civil day, or null when there is none (computed on first access). */
  moonrise: Instant | null;
  /** Moonset during the civil day, or null when there is none (computed on first access). */
  moonset: Instant | null;
  /** Udaya tithi. */
  tithi: TithiInfo;
  /** Nakshatra at sunrise (1–27) and its end (drik positions by default, see {@link PanchangaOptions}). */
  nakshatra: AngaSpan;
  /** Yoga at sunrise (1–27) and its end (drik positions by default). */
  yoga: AngaSpan;
  /** The two karanas (halves) of the udaya tithi, with their ends. */
  karanas: [KaranaInfo, KaranaInfo];
  /** Sidereal solar rashi at sunrise, 1–12. */
  sunRashi: number;
  /** Sidereal rashi of the Moon at sunrise, 1–12 (same model as the nakshatra). */
  moonRashi: number;
  /** Ritu 1–6 (Vasanta … Shishira) from the solar rashi: Mina+Mesha = Vasanta, … Makara+Kumbha = Shishira. */
  ritu: number;
  /** Ayana: `uttarayan` (sidereal Sun in Makara … Mithuna) or `dakshinayan` (Karka … Dhanu). */
  ayana: 'uttarayan' | 'dakshinayan';
  /** Lunar month at sunrise (amanta internally; `label`/`labelAdhik` are the Nepali purnimanta label). */
  lunarMonth: LunarMonth;
  /** Kala windows, or null when the day has no sunrise or sunset. */
  kala: KalaWindows | null;
}

/** Options of {@link panchangaForDay}. */
export interface PanchangaOptions {
  /** Place (default Kathmandu). */
  place?: Place;
  /** `computed` (Surya Siddhanta, default) or `drik` (astronomy-engine + Lahiri). */
  mode?: 'computed' | 'drik';
  /**
   * Model of the sidereal angas (nakshatra, yoga, Moon's rashi) in `computed` mode: `drik`
   * (default; published Nepali calendars print Lahiri nakshatras and yogas, ADR 021) or
   * `surya-siddhanta`. In `drik` mode everything is drik.
   */
  siderealAngas?: 'drik' | 'surya-siddhanta';
  /**
   * Model of the tithi, paksha, karanas, kshaya/vriddhi and lunar month in `computed` mode:
   * `regime` (default) follows the published calendar's method by BS year (`TITHI_REGIMES`,
   * ADR 070: Surya Siddhanta in every year); `surya-siddhanta` forces the pure
   * SS model (to measure it); `drik` forces drik. Sankrantis, BS months and the solar rashi are
   * always Surya Siddhanta in `computed` mode. Ignored in `drik` mode.
   */
  tithiModel?: TithiModelChoice;
}

/**
 * The position model of the tithi (and lunar month) for a panchanga mode: `drik` → drik;
 * `computed` → the tithi regime model (Surya Siddhanta in every year, ADR 070), or the
 * pure model named by `tithiModel`. Use it for elongation-based angas (`tithiAt`, `karanaAt`,
 * `lunarMonthAt`); sankrantis and BS months always use the Surya Siddhanta model.
 */
export function modelForMode(
  mode: 'computed' | 'drik',
  tithiModel: TithiModelChoice = 'regime',
): PositionModel {
  if (mode === 'drik') return drik;
  if (tithiModel === 'regime') return regimeTithiModel;
  return tithiModel === 'drik' ? drik : suryaSiddhanta;
}

/**
 * The pure tithi model of a civil day (decided at its sunrise, or local 06:00): drik in `drik`
 * mode; in `computed` mode the regime of the day's BS year or the forced `tithiModel`.
 */
export function tithiModelForDay(
  jdn: number,
  place: Place = KATHMANDU,
  mode: 'computed' | 'drik' = 'computed',
  tithiModel: TithiModelChoice = 'regime',
): PositionModel {
  return mode === 'drik' ? drik : tithiModelAt(dayAnchor(jdn, place), tithiModel);
}

/**
 * The model for the sidereal angas (nakshatra, yoga, Moon's rashi): drik in both modes unless
 * `siderealAngas` is `surya-siddhanta` in `computed` mode. Published Nepali calendars take tithi
 * from the Surya Siddhanta but print Lahiri (drik) nakshatras and yogas (ADR 021).
 */
export function siderealAngaModel(
  mode: 'computed' | 'drik',
  siderealAngas: 'drik' | 'surya-siddhanta' = 'drik',
): PositionModel {
  return mode === 'computed' && siderealAngas === 'surya-siddhanta' ? suryaSiddhanta : drik;
}

/**
 * An anga span whose end is searched on first access (an enumerable getter, so spreading and
 * JSON serialisation include it): a year of days for a month view does not pay for end times.
 */
function lazySpan(index: number, findEnd: () => number, place: Place): AngaSpan {
  let end: Instant | undefined;
  return {
    index,
    get end(): Instant {
      end ??= instant(findEnd(), place);
      return end;
    },
  };
}

function instant(jd: number, place: Place): Instant {
  return { jd, iso: jdToLocalIso(jd, place.timeZone) };
}

/** Sunrise of a civil day, or local 06:00 when the Sun does not rise (polar regions). */
export function dayAnchor(jdn: number, place: Place): number {
  const ev = sunEvents(jdn, place);
  return ev.sunrise ?? zoneMidnightJd(jdn, place.timeZone) + 0.25;
}

/**
 * Kala windows of a day from its sunrise, sunset and the next sunrise: daytime and night are each
 * split into five equal parts (madhyahna = 3rd, aparahna = 4th fifth of the day; pradosha = 1st
 * fifth of the night, i.e. three of its fifteen muhurtas), and nishitha is the 8th of the fifteen
 * night muhurtas. Returns null when the day has no sunrise or sunset.
 */
export function kalaWindows(jdn: number, place: Place = KATHMANDU): KalaWindows | null {
  const ev = sunEvents(jdn, place);
  const next = sunEvents(jdn + 1, place);
  if (ev.sunrise === null || ev.sunset === null || next.sunrise === null) return null;
  const day = ev.sunset - ev.sunrise;
  const night = next.sunrise - ev.sunset;
  const w = (a: number, b: number): KalaWindow => ({ start: instant(a, place), end: instant(b, place) });
  return {
    madhyahna: w(ev.sunrise + (2 * day) / 5, ev.sunrise + (3 * day) / 5),
    aparahna: w(ev.sunrise + (3 * day) / 5, ev.sunrise + (4 * day) / 5),
    pradosha: w(ev.sunset, ev.sunset + night / 5),
    nishitha: w(ev.sunset + (7 * night) / 15, ev.sunset + (8 * night) / 15),
  };
}

/** Udaya tithi (tithi at sunrise) of a civil day at a place. */
export function udayaTithi(jdn: number, place: Place, model: PositionModel): number {
  return Math.floor(elongation(dayAnchor(jdn, place), model) / TITHI_SPAN) + 1;
}

/**
 * Panchanga of a civil day (Gregorian date or JDN in the place's time zone) at a place, from the
 * Surya Siddhanta model with the published calendar's tithi regime (`computed`, default: SS
 * tithis in every year, ADR 070) or modern positions (`drik`). Angas are those in
 * force at sunrise (udaya); end times are located to < 1 s. Published ('official') day data is
 * applied by the caller.
 */
export function panchangaForDay(day: YMD | number, options: PanchangaOptions = {}): PanchangaDay {
  const place = options.place ?? KATHMANDU;
  const mode = options.mode ?? 'computed';
  const choice = options.tithiModel ?? 'regime';
  const angaModel = siderealAngaModel(mode, options.siderealAngas);
  const solarModel = mode === 'drik' ? drik : suryaSiddhanta;
  const jdn = typeof day === 'number' ? day : gregorianToJdn(day);
  const ev = sunEvents(jdn, place);
  const rise = dayAnchor(jdn, place);
  const nextRise = dayAnchor(jdn + 1, place);
  const prevRise = dayAnchor(jdn - 1, place);
  // Each day's tithi comes from the model in force on that day (regimes switch at a year start).
  const model = mode === 'drik' ? drik : tithiModelAt(rise, choice);
  const nextModel = mode === 'drik' ? drik : tithiModelAt(nextRise, choice);
  const prevModel = mode === 'drik' ? drik : tithiModelAt(prevRise, choice);

  const sun = solarModel.sunLongitude(rise);
  const e = elongation(rise, model);
  const aSun = angaModel.sunLongitude(rise);
  const aMoon = angaModel.moonLongitude(rise);
  const t = Math.floor(e / TITHI_SPAN) + 1;
  const tEnd = nextElongation((t * TITHI_SPAN) % 360, rise, model);
  const tNext = Math.floor(elongation(nextRise, nextModel) / TITHI_SPAN) + 1;
  const tPrev = Math.floor(elongation(prevRise, prevModel) / TITHI_SPAN) + 1;
  const advance = (tNext - t + 30) % 30;

  const k1 = 2 * (t - 1);
  const k1End = nearestElongation(((k1 + 1) * KARANA_SPAN) % 360, rise, model);
  const karanas: [KaranaInfo, KaranaInfo] = [
    { halfTithi: k1, index: karanaOfHalfTithi(k1), end: instant(k1End, place) },
    { halfTithi: k1 + 1, index: karanaOfHalfTithi(k1 + 1), end: instant(tEnd, place) },
  ];

  const sunRashi = rashiOf(sun);
  return {
    jdn,
    ad: jdnToGregorian(jdn),
    mode,
    tithiModel: model === drik ? 'drik' : 'surya-siddhanta',
    place,
    sunrise: ev.sunrise === null ? null : instant(ev.sunrise, place),
    sunset: ev.sunset === null ? null : instant(ev.sunset, place),
    // Moonrise/moonset are the costliest fields (two rise/set searches); they are computed on
    // first access (enumerable getters, so spreading and JSON serialisation still include them).
    get moonrise(): Instant | null {
      const t = moonEvents(jdn, place).moonrise;
      return t === null ? null : instant(t, place);
    },
    get moonset(): Instant | null {
      const t = moonEvents(jdn, place).moonset;
      return t === null ? null : instant(t, place);
    },
    tithi: {
      index: t,
      paksha: t <= 15 ? 'shukla' : 'krishna',
      pakshaTithi: t <= 15 ? t : t - 15,
      end: instant(tEnd, place),
      kshaya: advance >= 2 ? (t % 30) + 1 : null,
      vriddhi: advance === 0,
      repeated: tPrev === t,
    },
    nakshatra: lazySpan(Math.floor(aMoon / (360 / 27)) + 1, () => nakshatraEnd(rise, angaModel), place),
    yoga: lazySpan(
      Math.floor(((((aSun + aMoon) % 360) + 360) % 360) / (360 / 27)) + 1,
      () => yogaEnd(rise, angaModel),
      place,
    ),
    karanas,
    sunRashi,
    moonRashi: rashiOf(aMoon),
    ritu: Math.floor((sunRashi % 12) / 2) + 1,
    ayana: sunRashi >= 4 && sunRashi <= 9 ? 'dakshinayan' : 'uttarayan',
    lunarMonth: lunarMonthAt(rise, model),
    kala: kalaWindows(jdn, place),
  };
}
