/**
 * The converter's answer computed in the browser (offline, ADR 142): the engine runs here as it
 * runs in the API's `POST /calendars/dateConvert`, and the result reads like the server's.
 * Loaded with `import()` only when the form is sent offline.
 */
import {
  bsJdnRange,
  calendarDay,
  formatAdDate,
  formatBsDate,
  jdnOfDate,
  localizeDigits,
  weekdayName,
} from '@patro/calendar';
import { tithiText } from '@patro/contracts';
import { nsText, wireNs, wireTithi } from '@patro/contracts/day-wire';
import { type Lang, translator } from '../../i18n';
import { type ConvBase, type ConversionOutcome, conversionProblem } from './conversion';
import { dayHref, pad2 } from './nav';

export function convertLocally(
  base: ConvBase,
  value: { year: number; month: number; day: number },
  lang: Lang,
): ConversionOutcome {
  const problem = conversionProblem(base, value, lang);
  if (problem) return { result: null, message: problem };
  const t = translator(lang);
  let jdn: number | null = null;
  try {
    jdn = jdnOfDate(base, value);
  } catch {
    jdn = null;
  }
  const { first, last } = bsJdnRange();
  if (jdn === null || jdn < first || jdn > last) {
    const date = `${String(value.year).padStart(4, '0')}-${pad2(value.month)}-${pad2(value.day)}`;
    return {
      result: null,
      message: t('conv.notExist', { date: localizeDigits(date, lang), base: t(`conv.short.${base}`) }),
    };
  }
  const day = calendarDay(jdn);
  return {
    message: null,
    result: {
      bs: formatBsDate(day.bs, lang),
      ad: formatAdDate(day.ad, lang),
      ns: nsText(wireNs(day), lang),
      weekday: weekdayName(day.weekday, lang),
      tithi: tithiText(wireTithi(day), lang),
      href: dayHref('bs', day.bs),
    },
  };
}
