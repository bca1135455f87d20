/**
 * Builds the calendar view models (./types.ts) on the server from the engine's civil calendar
 * (dates, weekdays, month lengths: cheap table lookups) and the API's day data (tithi, events,
 * holidays, panchanga). Everything comes out in the page language.
 */
import {
  adMonthName,
  bsJdnRange,
  bsMonthInfo,
  bsMonthName,
  formatAdDate,
  formatBsDate,
  formatIsoDate,
  gregorianMonthLength,
  gregorianToJdn,
  jdnToBs,
  jdnToGregorian,
  localizeDigits,
  weekday,
  weekdayName,
  type YMD,
} from '@patro/calendar';
import { tithiText } from '@patro/contracts';
import { nsText } from '@patro/contracts/day-wire';
import { type Lang, type Translate, translator } from '../../i18n';
import type {
  WireCalendar,
  WireCalendarsResponse,
  WireDay,
  WireEvent,
  WireHoliday,
  WireImportant,
  WirePanchanga,
  WireTithi,
} from '../api-client';
import { countdown, formatClock, isFeatured, sortDayEvents } from './format';

import { holidayFlag, holidayScopeText } from './holiday';
import { type Base, dayHref, isYearInRange, monthHref, shiftMonth, shiftYear, yearHref } from './nav';
import type {
  DayCell,
  DayEventView,
  DayView,
  MiniMonth,
  MonthEvent,
  MonthView,
  PanchangaView,
  TodayPanelView,
  UpcomingItem,
  WeekdayHead,
  YearView,
} from './types';

/** `YYYY-MM-DD` (Latin digits): the engine's one ISO date format. */
export const iso = (d: YMD): string => formatIsoDate(d);

const INITIALS = {
  np: ['आ', 'सो', 'मं', 'बु', 'बि', 'शु', 'श'],
  en: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
} as const;

export function weekdayHeads(lang: Lang): WeekdayHead[] {
  return [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    short: weekdayName(d, lang, true),
    long: weekdayName(d, lang),
    initial: INITIALS[lang][d]!,
    saturday: d === 6,
  }));
}

/** Month name and year: "कार्तिक २०८१" / "Kartik 2081" (BS) or "अक्टोबर २०२४" / "October 2024" (AD). */
export function monthTitle(base: Base, year: number, month: number, lang: Lang): string {
  const name = base === 'bs' ? bsMonthName(month, lang) : adMonthName(month, lang);
  return `${name} ${localizeDigits(year, lang)}`;
}

/** First JDN and length of a month of a base. */
export function monthSpan(base: Base, year: number, month: number): { first: number; length: number } {
  if (base === 'bs') {
    const info = bsMonthInfo(year, month);
    return { first: info.startJdn, length: info.length };
  }
  return { first: gregorianToJdn({ year, month, day: 1 }), length: gregorianMonthLength(year, month) };
}

/** The base calendar's date of a JDN. */
export function baseDate(base: Base, jdn: number): YMD {
  return base === 'bs' ? jdnToBs(jdn) : jdnToGregorian(jdn);
}

/** True when the JDN is a day the engine covers and its base year is within the URL range. */
export function isNavigableJdn(base: Base, jdn: number): boolean {
  const { first, last } = bsJdnRange();
  if (jdn < first || jdn > last) return false;
  return isYearInRange(base, baseDate(base, jdn).year);
}

/** The API's day record of a date of the base calendar, if the payload holds it. */
export function wireDay(payload: WireCalendarsResponse | null, date: YMD): WireDay | undefined {
  return payload?.data?.events?.[String(date.year)]?.[String(date.month)]?.[String(date.day)];
}

/**
 * The drik (modern ephemeris) tithi where it differs from the patro's: "दृक् गणित: सप्तमी, ११:२० सम्म"
 * / "Drik: Saptami until 11:20"; '' on the other days (ADR 070). `day` is the civil day (ISO).
 */
export function drikTithiText(tithi: WireTithi, lang: Lang, day: string): string {
  const drik = tithi.drik;
  if (!drik) return '';
  const t = translator(lang);
  const time = formatClock(drik.end, lang, day);
  const name = lang === 'np' ? drik.np : drik.en;
  return time ? t('cal.drikUntil', { tithi: name, time }) : t('cal.drik', { tithi: name });
}

/**
 * The tithi as a phone-width month cell shows it (ADR 085). Nepali names fit a 320 px cell whole;
 * English ones do not, so English uses the panchanga's numbering: the paksha's initial and the
 * tithi's number in it ("S8" = Shukla Ashtami, "K14" = Krishna Chaturdashi), and "Full" / "New"
 * for Purnima and Aunsi. A legend under the grid spells the rule out.
 */
export function tithiShortText(tithi: WireTithi, lang: Lang): string {
  if (lang === 'np') return tithi.np;
  if (tithi.number === 15) return 'Full';
  if (tithi.number === 30) return 'New';
  return `${tithi.paksha === 'shukla' ? 'S' : 'K'}${tithi.paksha_tithi}`;
}

/** The event a grid cell shows: a featured or holiday event first, then a high-priority one. */
export function cellEvent(events: readonly WireEvent[]): WireEvent | undefined {
  return (
    events.find((e) => isFeatured(e.jds) || e.gh === 1) ??
    events.find((e) => e.priority === '0' || e.priority === '1') ??
    events[0]
  );
}

/**
 * "Projected — the official calendar for 2084 is not published yet" for the BS years of the days
 * that have no published data but a projected month table; '' when there are none.
 */
function projectedNote(days: (WireDay | undefined)[], t: Translate, lang: Lang): string {
  const years = [...new Set(days.filter((d) => d?.source === 'projected').map((d) => d!.bs_year))];
  if (years.length === 0) return '';
  return t('cal.source.projectedYear', { years: years.map((y) => localizeDigits(y, lang)).join(', ') });
}

function sourceNote(days: (WireDay | undefined)[], t: Translate, lang: Lang): string {
  const sources = new Set(days.filter(Boolean).map((d) => d!.source));
  if (sources.size === 0) return '';
  if (sources.has('projected')) return projectedNote(days, t, lang);
  if (sources.has('computed')) return t('cal.source.computed');
  return t('cal.source.official');
}

function dayLabel(
  base: Base,
  jdn: number,
  lang: Lang,
  t: Translate,
  day: WireDay | undefined,
  today: boolean,
): string {
  const bs = jdnToBs(jdn);
  const ad = jdnToGregorian(jdn);
  const wd = weekdayName(weekday(jdn), lang);
  const bsText = formatBsDate(bs, lang);
  const adText = formatAdDate(ad, lang);
  const parts = [`${wd}, ${base === 'bs' ? `${bsText} (${adText})` : `${adText} (${bsText})`}`];
  if (day) parts.push(tithiText(day.tithi, lang));
  if (day?.holiday) parts.push(dayHolidayFlag(t, day, lang));
  if (day?.events.length) parts.push(day.events.map((e) => e.jtl).join(', '));
  if (today) parts.push(t('cal.today'));
  return parts.join('; ');
}

/**
 * The other base's month that keeps the reader's place when they switch BS ⇄ AD from a month:
 * the month of the open day (a day URL), else of today when today is in this month, else the one
 * holding most of this month's days (the earlier one on a tie).
 */
export function otherBaseMonth(
  base: Base,
  year: number,
  month: number,
  todayJdn: number,
  selectedDay?: number,
): { year: number; month: number } {
  const { first, length } = monthSpan(base, year, month);
  const other: Base = base === 'bs' ? 'ad' : 'bs';
  const at = (jdn: number) => {
    const d = baseDate(other, jdn);
    return { year: d.year, month: d.month };
  };
  if (selectedDay !== undefined && selectedDay >= 1 && selectedDay <= length)
    return at(first + selectedDay - 1);
  if (todayJdn >= first && todayJdn < first + length) return at(todayJdn);
  const firstOther = monthSpan(other, at(first).year, at(first).month);
  const inFirst = firstOther.first + firstOther.length - first;
  return inFirst >= length - inFirst ? at(first) : at(first + inFirst);
}

export interface MonthInput {
  base: Base;
  year: number;
  month: number;
  lang: Lang;
  todayJdn: number;
  /** The open day of a day URL: BS ⇄ AD then goes to its month (otherBaseMonth). */
  selectedDay?: number;
  currentYear: number;
  payload: WireCalendarsResponse | null;
}

/** Spec §9: a month grid shows five weeks. */
export const WEEKS_SHOWN = 5;

/**
 * Lays a month's cells (leading blanks, then the days) on five Sunday-first weeks. A month that
 * would spill into a sixth week (up to 32 days starting late in the week) puts those last days in
 * the first week's empty cells, as printed patros do; there are always enough of them, since a
 * sixth week needs more leading blanks than it has days. A short month is padded to five weeks
 * so the grid keeps its height from month to month.
 */
export function intoWeeks<T extends { wrapped?: boolean }>(cells: readonly (T | null)[]): (T | null)[][] {
  const slots = WEEKS_SHOWN * 7;
  const laid = cells.slice(0, slots);
  cells.slice(slots).forEach((cell, i) => {
    laid[i] = cell && { ...cell, wrapped: true };
  });
  while (laid.length < slots) laid.push(null);
  const weeks: (T | null)[][] = [];
  for (let i = 0; i < slots; i += 7) weeks.push(laid.slice(i, i + 7));
  return weeks;
}

export function buildMonthView(input: MonthInput): MonthView {
  const { base, year, month, lang, todayJdn, currentYear, payload, selectedDay } = input;
  const t = translator(lang);
  const { first, length } = monthSpan(base, year, month);
  const lead = weekday(first);
  const cells: (DayCell | null)[] = Array.from({ length: lead }, () => null);
  const events: MonthEvent[] = [];
  const days: (WireDay | undefined)[] = [];
  for (let i = 0; i < length; i++) {
    const jdn = first + i;
    const date = baseDate(base, jdn);
    const other = base === 'bs' ? jdnToGregorian(jdn) : jdnToBs(jdn);
    const day = wireDay(payload, date);
    days.push(day);
    const sorted = day ? sortDayEvents(day.events) : [];
    const shown = cellEvent(sorted);
    const wd = weekday(jdn);
    const href = dayHref(base, date);
    const isToday = jdn === todayJdn;
    cells.push({
      iso: iso(date),
      adIso: iso(jdnToGregorian(jdn)),
      href,
      main: localizeDigits(date.day, lang),
      sub: localizeDigits(other.day, lang),
      tithi: day ? (lang === 'np' ? day.tithi.np : day.tithi.en) : '',
      tithiShort: day ? tithiShortText(day.tithi, lang) : '',
      event: shown?.jtl ?? '',
      more: Math.max(0, sorted.length - 1),
      holiday: Boolean(day?.holiday),
      saturday: wd === 6,
      today: isToday,
      label: dayLabel(base, jdn, lang, t, day, isToday),
    });
    if (sorted.length) {
      events.push({
        day: localizeDigits(date.day, lang),
        href,
        title: sorted.map((e) => e.jtl).join(', '),
        holiday: Boolean(day?.holiday),
      });
    }
  }
  const weeks = intoWeeks(cells);

  const last = first + length - 1;
  const otherFirst = base === 'bs' ? jdnToGregorian(first) : jdnToBs(first);
  const otherLast = base === 'bs' ? jdnToGregorian(last) : jdnToBs(last);
  const otherName = (m: number) => (base === 'bs' ? adMonthName(m, lang) : bsMonthName(m, lang));
  const subtitle =
    otherFirst.year === otherLast.year
      ? `${otherName(otherFirst.month)}/${otherName(otherLast.month)} ${localizeDigits(otherFirst.year, lang)}`
      : `${otherName(otherFirst.month)} ${localizeDigits(otherFirst.year, lang)}/${otherName(otherLast.month)} ${localizeDigits(otherLast.year, lang)}`;

  const prev = shiftMonth(base, year, month, -1, currentYear);
  const next = shiftMonth(base, year, month, 1, currentYear);
  const prevYear = shiftYear(base, year, -1, currentYear);
  const nextYear = shiftYear(base, year, 1, currentYear);
  const otherBase: Base = base === 'bs' ? 'ad' : 'bs';
  const place = otherBaseMonth(base, year, month, todayJdn, selectedDay);
  const todayDate = baseDate(base, todayJdn);
  return {
    base,
    year,
    month,
    title: monthTitle(base, year, month, lang),
    subtitle,
    weekdays: weekdayHeads(lang),
    weeks,
    days: cells.filter((c): c is DayCell => c !== null),
    events,
    hasData: payload !== null,
    allHidden: payload?.data?.calendars?.length === 0,
    sourceNote: sourceNote(days, t, lang),
    projectedNote: projectedNote(days, t, lang),
    links: {
      prevMonth: monthHref(base, prev.year, prev.month),
      nextMonth: monthHref(base, next.year, next.month),
      prevYear: monthHref(base, prevYear, month),
      nextYear: monthHref(base, nextYear, month),
      year: yearHref(base, year),
      otherBase: isYearInRange(otherBase, place.year)
        ? monthHref(otherBase, place.year, place.month)
        : `/calendar/${otherBase}`,
      today: monthHref(base, todayDate.year, todayDate.month),
      prevMonthLabel: t('cal.prevMonthTo', { month: monthTitle(base, prev.year, prev.month, lang) }),
      nextMonthLabel: t('cal.nextMonthTo', { month: monthTitle(base, next.year, next.month, lang) }),
      prevYearLabel: t('cal.prevYearTo', { month: monthTitle(base, prevYear, month, lang) }),
      nextYearLabel: t('cal.nextYearTo', { month: monthTitle(base, nextYear, month, lang) }),
    },
  };
}

const BASE_LABEL_KEYS = { NS: 'cal.base.ns', BS: 'cal.base.bs', AD: 'cal.base.ad' } as const;

export function eventView(event: WireEvent, calendars: readonly WireCalendar[], t: Translate): DayEventView {
  const calendar = calendars.find((c) => c.id === event.jci || c.calendar_id === event.jci);
  let source = '';
  try {
    source = String((JSON.parse(event.jds) as { source?: unknown }).source ?? '');
  } catch {
    source = '';
  }
  return {
    title: event.jtl,
    base: event.jbo,
    baseLabel: t(BASE_LABEL_KEYS[event.jbo] ?? 'cal.base.bs'),
    calendar: calendar?.name ?? '',
    colour: /^#[0-9a-f]{3,8}$/i.test(calendar?.colour ?? '') ? calendar!.colour : '#b3261e',
    holiday: event.gh === 1,
    featured: isFeatured(event.jds),
    verified: event.event_verified_date !== null,
    sourceLabel:
      source === 'published' ? t('cal.event.published') : source === 'rule' ? t('cal.event.rule') : '',
  };
}

export interface DayInput {
  base: Base;
  date: YMD;
  lang: Lang;
  payload: WireCalendarsResponse | null;
}

export function buildDayView({ base, date, lang, payload }: DayInput): DayView {
  const t = translator(lang);
  const jdn =
    base === 'bs' ? monthSpan('bs', date.year, date.month).first + date.day - 1 : gregorianToJdn(date);
  const bs = jdnToBs(jdn);
  const ad = jdnToGregorian(jdn);
  const wd = weekday(jdn);
  const day = wireDay(payload, date);
  const calendars = payload?.data?.calendars ?? [];
  const events = day ? sortDayEvents(day.events) : [];
  const neighbour = (delta: number, panchanga: boolean) =>
    isNavigableJdn(base, jdn + delta) ? dayHref(base, baseDate(base, jdn + delta), panchanga) : null;
  return {
    iso: iso(date),
    href: dayHref(base, date),
    title:
      base === 'bs'
        ? formatBsDate(bs, lang, 'long', { weekday: wd })
        : formatAdDate(ad, lang, 'long', { weekday: wd }),
    bs: formatBsDate(bs, lang),
    ad: formatAdDate(ad, lang),
    ns: day ? nsText(day.ns, lang) : '',
    tithi: day ? tithiText(day.tithi, lang) : '',
    drikTithi: day ? drikTithiText(day.tithi, lang, iso(ad)) : '',
    holiday: Boolean(day?.holiday),
    holidayKind: day?.holiday_kind ?? 'none',
    holidayScope: holidayScopeText(day?.holiday_scope ?? null, lang),
    events: events.map((e) => eventView(e, calendars, t)),
    holidayEvents: events.filter((e) => e.gh === 1).map((e) => e.jtl),
    prevHref: neighbour(-1, false),
    nextHref: neighbour(1, false),
    prevPanchangaHref: neighbour(-1, true),
    nextPanchangaHref: neighbour(1, true),
    panchangaHref: dayHref(base, date, true),
    closeHref: monthHref(base, date.year, date.month),
    monthValue: { year: date.year, month: date.month },
    source: day ? sourceNote([day], t, lang) : '',
  };
}

export interface YearInput {
  base: Base;
  year: number;
  lang: Lang;
  todayJdn: number;
  currentYear: number;
  payload: WireCalendarsResponse | null;
}

export function buildYearView({ base, year, lang, todayJdn, currentYear, payload }: YearInput): YearView {
  const t = translator(lang);
  const months: MiniMonth[] = [];
  const yearDays: (WireDay | undefined)[] = [];
  for (let month = 1; month <= 12; month++) {
    const { first, length } = monthSpan(base, year, month);
    const cells: MiniMonth['weeks'][number] = Array.from({ length: weekday(first) }, () => null);
    let holidays = 0;
    for (let i = 0; i < length; i++) {
      const jdn = first + i;
      const date = baseDate(base, jdn);
      const day = wireDay(payload, date);
      yearDays.push(day);
      if (day?.holiday) holidays++;
      const isToday = jdn === todayJdn;
      cells.push({
        day: localizeDigits(date.day, lang),
        href: dayHref(base, date),
        holiday: Boolean(day?.holiday),
        saturday: weekday(jdn) === 6,
        today: isToday,
        // Short names in the yearly view (365 of them): the date, holiday and today.
        label: [
          `${weekdayName(weekday(jdn), lang)}, ${base === 'bs' ? formatBsDate(date, lang) : formatAdDate(date, lang)}`,
          ...(day?.holiday ? [dayHolidayFlag(t, day, lang)] : []),
          ...(isToday ? [t('cal.today')] : []),
        ].join('; '),
      });
    }
    const weeks = intoWeeks(cells);
    const a = base === 'bs' ? jdnToGregorian(first) : jdnToBs(first);
    const b = base === 'bs' ? jdnToGregorian(first + length - 1) : jdnToBs(first + length - 1);
    const name = (m: number) => (base === 'bs' ? adMonthName(m, lang) : bsMonthName(m, lang));
    months.push({
      month,
      title: base === 'bs' ? bsMonthName(month, lang) : adMonthName(month, lang),
      subtitle: `${name(a.month)}/${name(b.month)}`,
      href: monthHref(base, year, month),
      weeks,
      holidays,
    });
  }
  const prev = shiftYear(base, year, -1, currentYear);
  const next = shiftYear(base, year, 1, currentYear);
  const otherBase: Base = base === 'bs' ? 'ad' : 'bs';
  const middle = baseDate(otherBase, monthSpan(base, year, 6).first);
  const todayDate = baseDate(base, todayJdn);
  return {
    base,
    year,
    title: t(base === 'bs' ? 'cal.yearTitleBs' : 'cal.yearTitleAd', { year: localizeDigits(year, lang) }),
    weekdays: weekdayHeads(lang),
    months,
    hasData: payload !== null,
    projectedNote: projectedNote(yearDays, t, lang),
    links: {
      prevYear: yearHref(base, prev),
      nextYear: yearHref(base, next),
      otherBase: isYearInRange(otherBase, middle.year)
        ? yearHref(otherBase, middle.year)
        : `/calendar/${otherBase}`,
      month: monthHref(base, year, todayDate.year === year ? todayDate.month : 1),
      prevYearLabel: t('cal.prevYearTo', { month: localizeDigits(prev, lang) }),
      nextYearLabel: t('cal.nextYearTo', { month: localizeDigits(next, lang) }),
    },
  };
}

/**
 * True when an element's end (an ISO time with the place's offset) falls before the local day
 * begins: abroad, the udaya tithi's first karana can end the evening before (New York,
 * 2083-08-08: Vishti until 11:35 PM on the 23rd), and that karana is not the day's.
 */
export function endsBeforeDay(end: string | null, dayIso: string): boolean {
  return end !== null && end.slice(0, 10) < dayIso;
}

export function buildPanchangaView(p: WirePanchanga, lang: Lang, placeName: string): PanchangaView {
  const t = translator(lang);
  const name = (n: { np: string; en: string }) => (lang === 'np' ? n.np : n.en);
  const day = p.date.ad;
  const clock = (value: string | null) => formatClock(value, lang, day);
  const endText = (value: string | null) => (value ? t('cal.p.until', { time: clock(value) }) : '');
  const rows = [
    { label: t('cal.p.tithi'), value: tithiText(p.tithi, lang), end: endText(p.tithi.end) },
    // The modern-ephemeris tithi, where it differs from the patro's Surya Siddhanta one (ADR 070).
    ...(p.tithi.drik
      ? [{ label: t('cal.p.drikTithi'), value: name(p.tithi.drik), end: endText(p.tithi.drik.end) }]
      : []),
    { label: t('cal.p.nakshatra'), value: name(p.nakshatra), end: endText(p.nakshatra.end) },
    { label: t('cal.p.yoga'), value: name(p.yoga), end: endText(p.yoga.end) },
    // The published karana can differ from the computed one (no end time); when the computed
    // next karana is the same, one row says it.
    ...(p.karanas.length > 1 && p.karanas[0]!.end === null && p.karanas[0]!.number === p.karanas[1]!.number
      ? p.karanas.slice(1)
      : p.karanas
    )
      .filter((k) => !endsBeforeDay(k.end, day))
      .map((k, i) => ({
        label: i === 0 ? t('cal.p.karana') : t('cal.p.karanaNext'),
        value: name(k),
        end: endText(k.end),
      })),
    { label: t('cal.p.moonRashi'), value: name(p.moon_rashi), end: '' },
    { label: t('cal.p.sunRashi'), value: name(p.sun_rashi), end: '' },
    { label: t('cal.p.ritu'), value: name(p.ritu), end: '' },
    { label: t('cal.p.ayana'), value: name(p.ayana), end: '' },
    { label: t('cal.p.lunarMonth'), value: name(p.lunar_month), end: '' },
    { label: t('cal.p.ns'), value: nsText(p.ns, lang), end: '' },
  ];
  return {
    place: placeName,
    placeId: p.place.id,
    rows,
    sun: {
      sunrise: clock(p.sunrise) || '—',
      sunset: clock(p.sunset) || '—',
      moonrise: clock(p.moonrise) || '—',
      moonset: clock(p.moonset) || '—',
    },
    festivals: p.festivals.map(name),
  };
}

/** The holiday flag of an API day in the page language. */
function dayHolidayFlag(t: Translate, day: WireDay, lang: Lang): string {
  return holidayFlag(t, day.holiday_kind, holidayScopeText(day.holiday_scope, lang));
}

export function buildTodayPanel(
  todayJdn: number,
  lang: Lang,
  day: WireDay | undefined,
  panchanga: WirePanchanga | null,
): TodayPanelView {
  const bs = jdnToBs(todayJdn);
  const ad = jdnToGregorian(todayJdn);
  const events = day ? sortDayEvents(day.events).map((e) => e.jtl) : [];
  return {
    bsIso: iso(bs),
    adIso: iso(ad),
    bsDay: localizeDigits(bs.day, lang),
    bsMonthYear: monthTitle('bs', bs.year, bs.month, lang),
    weekday: weekdayName(weekday(todayJdn), lang),
    bs: formatBsDate(bs, lang),
    ad: formatAdDate(ad, lang),
    ns: day ? nsText(day.ns, lang) : '',
    tithi: day ? tithiText(day.tithi, lang) : '',
    sunrise: panchanga ? formatClock(panchanga.sunrise, lang, iso(ad)) : '',
    sunset: panchanga ? formatClock(panchanga.sunset, lang, iso(ad)) : '',
    events,
    holiday: Boolean(day?.holiday),
    holidayKind: day?.holiday_kind ?? 'none',
    holidayScope: holidayScopeText(day?.holiday_scope ?? null, lang),
    href: dayHref('bs', bs),
    panchangaHref: dayHref('bs', bs, true),
  };
}

/**
 * The coming festivals and holidays from today (the API's important events and the year's
 * holiday list), nearest first, one entry per day, at most `limit`.
 */
export function buildUpcoming(
  todayJdn: number,
  lang: Lang,
  important: readonly WireImportant[],
  holidays: readonly WireHoliday[],
  limit = 6,
): UpcomingItem[] {
  const byDay = new Map<string, { titles: string[]; holiday: boolean }>();
  const add = (bsIso: string, title: string, holiday: boolean) => {
    const entry = byDay.get(bsIso) ?? { titles: [], holiday: false };
    if (!entry.titles.includes(title)) entry.titles.push(title);
    entry.holiday ||= holiday;
    byDay.set(bsIso, entry);
  };
  for (const item of important) {
    for (const e of sortDayEvents(item.events)) add(item.bs, e.jtl, item.holiday);
  }
  for (const h of holidays) add(h.bs, lang === 'np' ? h.np : h.en, h.kind === 'national');
  const items: UpcomingItem[] = [];
  for (const [bsIso, entry] of byDay) {
    const [y, m, d] = bsIso.split('-').map(Number) as [number, number, number];
    const jdn = monthSpan('bs', y, m).first + d - 1;
    const days = jdn - todayJdn;
    if (days < 0) continue;
    const bs = jdnToBs(jdn);
    items.push({
      title: entry.titles.slice(0, 3).join(', '),
      date: `${formatBsDate(bs, lang, 'dayMonth')}, ${weekdayName(weekday(jdn), lang)}`,
      countdown: countdown(days, lang),
      days,
      holiday: entry.holiday,
      href: dayHref('bs', bs),
    });
  }
  return items.sort((a, b) => a.days - b.days).slice(0, limit);
}
