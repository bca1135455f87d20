import {
  bsYearLength,
  bsYearStartJdn,
  holidayOfDay,
  jdnToBs,
  jdnToGregorian,
  officialYearInfo,
  weekday,
  weekdayName,
} from '@patro/calendar';
import type { WireHoliday, WireHolidayYearData } from '@patro/contracts';
import { iso } from '../calendar/service.js';

/**
 * The holidays of BS year `year`: every holiday reason of every day, from the engine's one
 * holiday answer (`holidayOfDay`, the same the grid, the day dialog and the event badges read):
 * the published holidays in a published year, the catalogue's holiday festivals elsewhere.
 */
export function holidaysOfBsYear(year: number): WireHolidayYearData {
  const info = officialYearInfo(year);
  const published = info !== undefined && info.holidayCoverage !== 'none';
  const start = bsYearStartJdn(year);
  // BS 2200 is the last year of the table, so its end comes from its length, not from BS 2201.
  const end = start + bsYearLength(year);
  const holidays: WireHoliday[] = [];
  for (let jdn = start; jdn < end; jdn++) {
    const answer = holidayOfDay(jdn);
    if (answer.kind === 'none') continue;
    const wd = weekday(jdn);
    for (const reason of answer.reasons) {
      holidays.push({
        bs: iso(jdnToBs(jdn)),
        ad: iso(jdnToGregorian(jdn)),
        weekday: { number: wd, np: weekdayName(wd, 'np'), en: weekdayName(wd, 'en') },
        np: reason.np,
        en: reason.en,
        kind: reason.kind,
        scope: reason.scope,
        source: published ? 'published' : 'computed',
        festival_id: reason.festivalId,
        public_holiday: answer.kind === 'national',
      });
    }
  }
  return {
    year,
    source: published ? 'published' : 'computed',
    holiday_coverage: info?.holidayCoverage ?? 'none',
    holidays,
  };
}
