/**
 * `GET /admin/calendar-years` (ADR 073): the BS years the engine ships and their provenance.
 * The check's answer (`POST /admin/calendar-years/check`) is the engine's own `YearCheck`
 * (`@patro/calendar/import-year`) with `shipped` and `writes`.
 */

/** One BS year in the shipped-years table. */
export interface WireShippedYear {
  year: number;
  /** `official`: published day data ships; `projected`: month lengths projected, not published yet. */
  status: 'official' | 'projected';
  ad_start: string;
  ad_end: string;
  days: number;
  sources: readonly string[];
  tithi_method: 'surya-siddhanta' | 'drik' | null;
  holiday_coverage: 'complete' | 'incomplete' | 'none' | null;
}

/** The years and the spans of the month table by provenance. */
export interface WireCalendarYears {
  years: WireShippedYear[];
  month_table: { official: { from: number; to: number }; projected: { from: number; to: number } };
}

/** Files under `packages/calendar` that `npx patro import-year <file>` writes. */
export interface WireYearWrites {
  module: string;
  registry: string;
  fixture: string;
}
