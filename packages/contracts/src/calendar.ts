/**
 * The calendar API's answers (GET /calendars, /calendars/today, /important-events,
 * /goverment-holidays/{year}, POST /fetch/panchanga, /panchanga/cities, POST
 * /calendars/dateConvert, /suva-sait) as the clients read them. The API's mapping functions are
 * typed with these, so a change on either side is a compile error, not a broken page.
 */
import type { WireCalendar } from './personal-calendars.js';

export interface WireNamed {
  number: number;
  np: string;
  en: string;
}

/** A tithi reading: number 1–30 with names, paksha and its end (local ISO time, or null). */
export interface WireTithiReading extends WireNamed {
  paksha: 'shukla' | 'krishna';
  paksha_tithi: number;
  paksha_np: string;
  paksha_en: string;
  end: string | null;
}

/**
 * The day's tithi: the patro's (Surya Siddhanta) tithi at sunrise, and `drik`, the modern
 * ephemeris reading with its own end, only where the two differ (null elsewhere).
 */
export interface WireTithi extends WireTithiReading {
  drik: WireTithiReading | null;
}

/**
 * "शुक्ल चतुर्दशी" / "Shukla Chaturdashi" (purnima and aunsi without paksha): the tithi as the
 * day view and the morning push show it.
 */
export function tithiText(
  tithi: Pick<WireTithiReading, 'number' | 'np' | 'en' | 'paksha_np' | 'paksha_en'>,
  lang: 'np' | 'en',
): string {
  const name = lang === 'np' ? tithi.np : tithi.en;
  if (tithi.number === 15 || tithi.number === 30) return name;
  return `${lang === 'np' ? tithi.paksha_np : tithi.paksha_en} ${name}`;
}

export interface WireNs {
  year: number;
  month: number;
  paksha: 'thwa' | 'ga';
  day: number;
  month_np: string;
  month_en: string;
  paksha_np: string;
  paksha_en: string;
}

/** An event record (spec §3): `jds` is JSON text whose `jie` = "1" marks a featured event. */
export interface WireEvent {
  jbo: 'NS' | 'BS' | 'AD';
  jci: number;
  jds: string;
  jtl: string;
  jir: number | null;
  gh: 0 | 1;
  priority: '0' | '1' | '2' | null;
  jevdt: string;
  ad: string;
  event_verified_date: string | null;
}

/** A day of the calendar month payload (spec §3). */
export interface WireDay {
  BS_date?: string;
  AD_date?: string;
  bs_year: number;
  bs_month: number;
  bs_day: number;
  ad: string;
  is_verified: boolean;
  weekday: WireNamed;
  tithi: WireTithi;
  ns: WireNs;
  /** A holiday of any kind (what the grid colours); `holiday_kind` says which. */
  holiday: boolean;
  /** The one holiday answer (engine `DayHoliday`): badge, detail, pane, holidays page and grid agree. */
  holiday_kind: 'national' | 'restricted' | 'none';
  /** Who or where a restricted holiday applies to (English), else null. */
  holiday_scope: string | null;
  source: 'official' | 'projected' | 'computed';
  events: WireEvent[];
}

export interface WireCalendarsResponse {
  data: {
    calendars: WireCalendar[];
    events: Record<string, Record<string, Record<string, WireDay>>>;
  };
}

export interface WireImportant {
  bs: string;
  ad: string;
  days_from: number;
  weekday: WireNamed;
  tithi: WireTithi;
  holiday: boolean;
  events: WireEvent[];
}

/** One holiday occasion of a BS year (`GET /goverment-holidays/{year}`). */
export interface WireHoliday {
  bs: string;
  ad: string;
  weekday: WireNamed;
  np: string;
  en: string;
  /** National public holiday, or restricted to a region or group (`scope`). */
  kind: 'national' | 'restricted';
  scope: string | null;
  /** `published`: from the published holiday list; `computed`: from the festival rule. */
  source: 'published' | 'computed';
  festival_id: string | null;
  /** True when the day is a holiday for everyone (its holiday kind is national); a restricted holiday alone leaves it false. */
  public_holiday: boolean;
}

/** The holidays of a BS year. */
export interface WireHolidayYearData {
  year: number;
  /** `published` when the year's published day data is shipped, else `computed`. */
  source: 'published' | 'computed';
  /** How complete the published holiday flags are (`none` for a computed year). */
  holiday_coverage: 'complete' | 'incomplete' | 'none';
  holidays: WireHoliday[];
}

export interface WireHolidayYear {
  data: WireHolidayYearData;
}

/** A start–end window of the day (rahu kala, abhijit, …), ISO times. */
export interface WireWindow {
  start: string;
  end: string;
}

/** The panchanga of a day at a place (POST /fetch/panchanga). */
export interface WirePanchanga {
  date: { bs: string; ad: string; weekday: WireNamed; text: { np: string; en: string } };
  place: { id: string | null; name: string | null; lat: number; lon: number; tz: string };
  /** `official` or `computed` (Surya Siddhanta) or `drik` (modern ephemeris). */
  mode: string;
  source: string;
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  tithi: WireTithi;
  nakshatra: WireNamed & { end: string | null };
  yoga: WireNamed & { end: string | null };
  karanas: (WireNamed & { end: string | null })[];
  sun_rashi: WireNamed;
  moon_rashi: WireNamed;
  ritu: WireNamed;
  ayana: { id: string; np: string; en: string };
  lunar_month: { month: number; adhik: boolean; np: string; en: string };
  ns: WireNs;
  kala: Record<string, WireWindow> | null;
  festivals: { id: string; np: string; en: string; holiday: string }[];
  holiday: boolean;
  /** With a `time` in the request: the tithi, nakshatra, yoga and karana at that moment. */
  at_time?: Record<string, unknown>;
}

export interface WireCity {
  id: string;
  np: string;
  en: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
}

export interface WireConversion {
  based_on: 'AD' | 'BS' | 'NS';
  date: string;
  ad: string;
  bs: string;
  ns: WireNs;
  weekday: WireNamed;
  tithi: WireTithi;
  holiday: boolean;
  source: string;
}

export interface WireSait {
  bs: string;
  ad: string;
  weekday: WireNamed;
  category: string;
  np: string;
  en: string;
  tithi: WireNamed | null;
  nakshatra: WireNamed | null;
  source: 'computed' | 'published';
  time: string | null;
  note: { np: string | null; en: string | null } | null;
}
