/**
 * What calendar loaders hand to the components: every string already in the page language, so
 * the browser bundle needs neither the engine nor the API's payloads (small hydration data,
 * no astronomy code in the client).
 */
import type { Base } from './nav';

export interface WeekdayHead {
  short: string;
  long: string;
  /** One- or two-letter name for the yearly view's mini months. */
  initial: string;
  saturday: boolean;
}

/** One day of a month grid. */
export interface DayCell {
  /** ISO date in the base calendar (Latin digits), e.g. 2081-07-15. */
  iso: string;
  /** ISO AD date. */
  adIso: string;
  href: string;
  /** Day of the base calendar, in the page's digits. */
  main: string;
  /** Day of the other calendar (AD for a BS grid, BS for an AD grid). */
  sub: string;
  /** Tithi name ('' when the API gave no data). */
  tithi: string;
  /** The tithi as a phone-width cell shows it (tithiShortText); '' when the API gave no data. */
  tithiShort: string;
  /** First event title of the day (festival or holiday first, spec §5 order), or ''. */
  event: string;
  /** More events than the one shown. */
  more: number;
  holiday: boolean;
  saturday: boolean;
  today: boolean;
  /** Full accessible name: date in both calendars, tithi, holiday, events. */
  label: string;
  /** A day past the fifth week, shown in an empty cell of the first week (spec §9: 5 weeks). */
  wrapped?: boolean;
}

/** An event of the month, listed under the grid. */
export interface MonthEvent {
  day: string;
  href: string;
  title: string;
  holiday: boolean;
}

export interface MonthView {
  base: Base;
  year: number;
  month: number;
  /** "कार्तिक २०८१" / "Kartik 2081". */
  title: string;
  /** The other calendar's months: "अक्टोबर/नोभेम्बर २०२४" / "October/November 2024". */
  subtitle: string;
  weekdays: WeekdayHead[];
  /**
   * Five weeks of 7 cells (spec §9); null pads the empty cells. A day that would start a sixth
   * week takes an empty cell of the first week instead, so read `days` for the month in order.
   */
  weeks: (DayCell | null)[][];
  /** The month's days in date order. */
  days: DayCell[];
  events: MonthEvent[];
  /** False when the API gave no day data (a 4xx): the grid shows dates only. */
  hasData: boolean;
  /** The reader hid every Patro calendar (the API listed none): spec §8 prompt to select one. */
  allHidden: boolean;
  /** Where the month's data comes from, e.g. "आधिकारिक" / "official". */
  sourceNote: string;
  /** Which BS years of the month are projected (no published calendar yet), or '': shown above the grid. */
  projectedNote: string;
  links: {
    prevMonth: string;
    nextMonth: string;
    prevYear: string;
    nextYear: string;
    year: string;
    otherBase: string;
    today: string;
    prevMonthLabel: string;
    nextMonthLabel: string;
    prevYearLabel: string;
    nextYearLabel: string;
  };
}

/** An event in the day dialog. */
export interface DayEventView {
  title: string;
  /** The event's own calendar (spec §5 day order: NS, BS, AD). */
  base: 'NS' | 'BS' | 'AD';
  /** "नेपाल संवत् (चन्द्र)" / "Nepal Sambat (lunar)" etc. */
  baseLabel: string;
  calendar: string;
  colour: string;
  holiday: boolean;
  featured: boolean;
  verified: boolean;
  /** "प्रकाशित पात्रो" / "Published calendar" or "नियमबाट गणना" / "Calculated by rule". */
  sourceLabel: string;
}

export interface DayView {
  iso: string;
  href: string;
  /** Heading: "बिहीबार, २०८१ कार्तिक १५" / "Thursday, 15 Kartik 2081". */
  title: string;
  bs: string;
  ad: string;
  ns: string;
  tithi: string;
  /** The drik tithi with its end where it differs from the patro's ('' otherwise). */
  drikTithi: string;
  holiday: boolean;
  /** The API's one holiday answer: national, restricted (for `holidayScope`) or none. */
  holidayKind: 'national' | 'restricted' | 'none';
  /** Who a restricted holiday is for, in the page language ('' otherwise). */
  holidayScope: string;
  events: DayEventView[];
  /** Holiday events (gh = 1) of the day. */
  holidayEvents: string[];
  prevHref: string | null;
  nextHref: string | null;
  prevPanchangaHref: string | null;
  nextPanchangaHref: string | null;
  panchangaHref: string;
  closeHref: string;
  monthValue: { year: number; month: number };
  source: string;
}

/** One element of the panchanga with its end time. */
export interface PanchangaRow {
  label: string;
  value: string;
  end: string;
}

export interface PanchangaView {
  place: string;
  placeId: string | null;
  rows: PanchangaRow[];
  sun: { sunrise: string; sunset: string; moonrise: string; moonset: string };
  festivals: string[];
}

export interface CityOption {
  id: string;
  label: string;
}

export interface MiniMonth {
  month: number;
  title: string;
  subtitle: string;
  href: string;
  weeks: ({
    day: string;
    href: string;
    holiday: boolean;
    saturday: boolean;
    today: boolean;
    label: string;
    wrapped?: boolean;
  } | null)[][];
  holidays: number;
}

export interface YearView {
  base: Base;
  year: number;
  title: string;
  weekdays: WeekdayHead[];
  months: MiniMonth[];
  hasData: boolean;
  /** Which BS years of the page are projected (no published calendar yet), or ''. */
  projectedNote: string;
  links: {
    prevYear: string;
    nextYear: string;
    otherBase: string;
    month: string;
    prevYearLabel: string;
    nextYearLabel: string;
  };
}

/** Today's panel on the home page. */
export interface TodayPanelView {
  bsIso: string;
  adIso: string;
  bsDay: string;
  bsMonthYear: string;
  weekday: string;
  bs: string;
  ad: string;
  ns: string;
  tithi: string;
  sunrise: string;
  sunset: string;
  events: string[];
  holiday: boolean;
  /** National, or restricted to `holidayScope` (page language): what the holiday flag says. */
  holidayKind: 'national' | 'restricted' | 'none';
  holidayScope: string;
  href: string;
  panchangaHref: string;
}

export interface UpcomingItem {
  title: string;
  date: string;
  countdown: string;
  days: number;
  holiday: boolean;
  href: string;
}
