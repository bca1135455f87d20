/**
 * One date conversion for the reader (the converter page and the converter widget): the API's
 * answer in the reader's language, or the spec §8 message when the date is refused.
 */
import { formatAdDate, formatBsDate, localizeDigits } from '@patro/calendar';
import { type Lang, translator } from '../../i18n';
import { ApiUnavailableError, apiPost, type WireConversion } from '../api-client';
import { type ConvBase, type ConversionOutcome, conversionProblem } from './conversion';

export type { ConversionOutcome, ConversionResult } from './conversion';

import { tithiText } from '@patro/contracts';
import { nsText } from '@patro/contracts/day-wire';
import { dayHref, pad2 } from './nav';

export async function convertDate(
  apiUrl: string,
  base: ConvBase,
  value: { year: number; month: number; day: number },
  lang: Lang,
): Promise<ConversionOutcome> {
  const t = translator(lang);
  const problem = conversionProblem(base, value, lang);
  if (problem) return { result: null, message: problem };
  const date = `${String(value.year).padStart(4, '0')}-${pad2(value.month)}-${pad2(value.day)}`;
  try {
    const answer = await apiPost<{ data: WireConversion } | ''>(apiUrl, '/calendars/dateConvert', {
      date,
      based_on: base,
    });
    // A date within the limits that the API still refuses (e.g. 32 Baisakh) does not exist;
    // its validation text is for developers, not readers (spec §8).
    if (!answer.ok || answer.body === '' || !answer.body?.data) {
      return {
        result: null,
        message: t('conv.notExist', { date: localizeDigits(date, lang), base: t(`conv.short.${base}`) }),
      };
    }
    const c = answer.body.data;
    const [by, bm, bd] = c.bs.split('-').map(Number) as [number, number, number];
    const [ay, am, ad] = c.ad.split('-').map(Number) as [number, number, number];
    return {
      message: null,
      result: {
        bs: formatBsDate({ year: by, month: bm, day: bd }, lang),
        ad: formatAdDate({ year: ay, month: am, day: ad }, lang),
        ns: nsText(c.ns, lang),
        weekday: lang === 'np' ? c.weekday.np : c.weekday.en,
        tithi: tithiText(c.tithi, lang),
        href: dayHref('bs', { year: by, month: bm, day: bd }),
      },
    };
  } catch (error) {
    if (!(error instanceof ApiUnavailableError)) throw error;
    return { result: null, message: t('conv.error', { message: t('cal.noData.body') }), unavailable: true };
  }
}
