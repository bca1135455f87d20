import {
  bsMonthName,
  formatAdDate,
  formatBsDate,
  formatIsoDate,
  localizeDigits,
  todayInKathmandu,
  weekday,
  weekdayName,
} from '@patro/calendar';
import type { Lang } from '../i18n';
import { nowMs as clockNowMs } from './clock';
import type { MonthLink, TodayView } from './root-data';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in Asia/Kathmandu (never the server's zone), ready to show in `lang`. */
export function todayView(lang: Lang, nowMs: number = clockNowMs()): TodayView {
  const { ad, bs, jdn } = todayInKathmandu(nowMs);
  return {
    bsIso: formatIsoDate(bs, 'en'),
    adIso: formatIsoDate(ad, 'en'),
    bsDay: localizeDigits(bs.day, lang),
    bsMonth: bsMonthName(bs.month, lang),
    bsYear: localizeDigits(bs.year, lang),
    ad: formatAdDate(ad, lang, 'long'),
    weekday: weekdayName(weekday(jdn), lang),
    bsDate: formatBsDate(bs, lang, 'long'),
    bsLong: formatBsDate(bs, lang, 'long', { weekday: weekday(jdn) }),
  };
}

/** Footer links `/calendar/bs/{YYYY-MM}` for the 12 months of the current BS year in Kathmandu. */
export function footerMonths(
  lang: Lang,
  nowMs: number = clockNowMs(),
): { bsYear: string; months: MonthLink[] } {
  const { bs } = todayInKathmandu(nowMs);
  const months: MonthLink[] = [];
  for (let month = 1; month <= 12; month++) {
    months.push({ href: `/calendar/bs/${bs.year}-${pad(month)}`, label: bsMonthName(month, lang) });
  }
  return { bsYear: localizeDigits(bs.year, lang), months };
}
