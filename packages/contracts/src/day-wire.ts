/**
 * The wire shapes of a day's tithi and Nepal Sambat date, made from the engine's day: the API's
 * answers and the web's offline converter (which runs the engine in the browser) read them alike.
 * A subpath of its own (`@patro/contracts/day-wire`), so bundles that only need the types do not
 * carry the engine's name tables.
 */
import {
  type CalendarDay,
  type DrikTithi,
  localizeDigits,
  NS_PAKSHAS,
  nsMonthName,
  pakshaName,
  tithiName,
} from '@patro/calendar';
import type { WireNs, WireTithi, WireTithiReading } from './calendar.js';

/** One tithi reading (the patro's, or the drik one) on the wire. */
export function wireTithiReading(t: DrikTithi): WireTithiReading {
  return {
    number: t.index,
    paksha: t.paksha,
    paksha_tithi: t.pakshaTithi,
    np: tithiName(t.index, 'np'),
    en: tithiName(t.index, 'en'),
    paksha_np: pakshaName(t.paksha, 'np'),
    paksha_en: pakshaName(t.paksha, 'en'),
    end: t.end?.iso ?? null,
  };
}

/** The day's tithi: the patro's reading, with the drik one where the two differ. */
export function wireTithi(day: CalendarDay): WireTithi {
  return { ...wireTithiReading(day.tithi), drik: day.tithi.drik ? wireTithiReading(day.tithi.drik) : null };
}

/** The Nepal Sambat date of a day on the wire. */
export function wireNs(day: CalendarDay): WireNs {
  const { year, month, paksha, day: d } = day.ns;
  const half = NS_PAKSHAS[paksha === 'thwa' ? 0 : 1] as { np: string; en: string };
  return {
    year,
    month,
    paksha,
    day: d,
    month_np: nsMonthName(month, 'np'),
    month_en: nsMonthName(month, 'en'),
    paksha_np: half.np,
    paksha_en: half.en,
  };
}

/**
 * "११४४ कौला गा १४" / "1144 Kaula Ga 14" (beside a "नेपाल संवत्" / "Nepal Sambat" label): the
 * web's day views, its offline converter and the API's morning push.
 */
export function nsText(
  ns: Pick<WireNs, 'year' | 'day' | 'month_np' | 'month_en' | 'paksha_np' | 'paksha_en'>,
  lang: 'np' | 'en',
): string {
  const month = lang === 'np' ? ns.month_np : ns.month_en;
  const paksha = lang === 'np' ? ns.paksha_np : ns.paksha_en;
  return `${localizeDigits(ns.year, lang)} ${month} ${paksha} ${localizeDigits(ns.day, lang)}`;
}
