import {
  bsYearLength,
  bsYearStartJdn,
  type FestivalDefinition,
  festivalCatalogue,
  festivalsInBsYear,
  jdnToBs,
  jdnToGregorian,
  matchesPublished,
  officialDay,
  officialYearInfo,
  type ResolvedFestival,
  weekday,
  weekdayName,
} from '@patro/calendar';
import type { WireHoliday, WireHolidayYearData } from '@patro/contracts';
import { iso } from '../calendar/service.js';

let definitions: Map<string, FestivalDefinition> | undefined;
const defOf = (id: string) => {
  definitions ??= new Map(festivalCatalogue().map((d) => [d.id, d]));
  return definitions.get(id);
};

/**
 * The holidays of BS year `year`: in a published year, every published holiday occasion (kind
 * and scope from the matching catalogue festival) plus the catalogue's restricted holidays;
 * elsewhere the catalogue's national and restricted holidays on their resolved days.
 */
export function holidaysOfBsYear(year: number): WireHolidayYearData {
  const info = officialYearInfo(year);
  const published = info !== undefined && info.holidayCoverage !== 'none';
  const start = bsYearStartJdn(year);
  // BS 2200 is the last year of the table, so its end comes from its length, not from BS 2201.
  const end = start + bsYearLength(year);
  const festivalsByDay = new Map<number, ResolvedFestival[]>();
  for (const f of festivalsInBsYear(year)) {
    const list = festivalsByDay.get(f.jdn) ?? [];
    list.push(f);
    festivalsByDay.set(f.jdn, list);
  }
  const holidays: WireHoliday[] = [];
  for (let jdn = start; jdn < end; jdn++) {
    const festivals = festivalsByDay.get(jdn) ?? [];
    const official = published ? officialDay(jdn) : undefined;
    const wd = weekday(jdn);
    const common = {
      bs: iso(jdnToBs(jdn)),
      ad: iso(jdnToGregorian(jdn)),
      weekday: { number: wd, np: weekdayName(wd, 'np'), en: weekdayName(wd, 'en') },
    };
    const covered = new Set<string>();
    if (official?.holiday) {
      const reasons = (official.events ?? []).filter((e) => e.holiday);
      for (const event of reasons) {
        const festival = festivals.find((f) => {
          const def = defOf(f.id);
          return def !== undefined && matchesPublished(def, event.np);
        });
        if (festival) covered.add(festival.id);
        const restricted = festival?.holiday === 'restricted';
        holidays.push({
          ...common,
          np: event.np,
          en: event.en,
          kind: restricted ? 'restricted' : 'national',
          scope: restricted ? (defOf(festival.id)?.holidayScope ?? null) : null,
          source: 'published',
          festival_id: festival?.id ?? null,
          public_holiday: true,
        });
      }
      if (reasons.length === 0) {
        holidays.push({
          ...common,
          np: 'सार्वजनिक बिदा',
          en: 'Public holiday',
          kind: 'national',
          scope: null,
          source: 'published',
          festival_id: null,
          public_holiday: true,
        });
      }
    }
    for (const f of festivals) {
      if (covered.has(f.id) || f.holiday === 'none') continue;
      // In a published year a national holiday appears only where the published list has it.
      if (official && f.holiday === 'national') continue;
      holidays.push({
        ...common,
        np: f.names.np,
        en: f.names.en,
        kind: f.holiday,
        scope: f.holiday === 'restricted' ? (defOf(f.id)?.holidayScope ?? null) : null,
        source: f.source === 'published' ? 'published' : 'computed',
        festival_id: f.id,
        public_holiday: official
          ? official.holiday === true
          : festivals.some((x) => x.holiday === 'national'),
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
