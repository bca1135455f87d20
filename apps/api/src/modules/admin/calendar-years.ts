/**
 * The admin screen for publishing a year (ADR 073): the years the engine ships and
 * their provenance, and the engine's own check of a year file in the shared official shape. The
 * check is `checkOfficialYear` of `@patro/calendar` — the same function `patro import-year` runs —
 * so the screen and the command never disagree. Publishing stays a release (ADR 073): the engine
 * runs in the API, the CLI and the browser, and all of them must give the same answer.
 */
import {
  bsMonthLength,
  bsMonthProvenance,
  bsToAd,
  bsYearLength,
  formatIsoDate,
  officialYearInfo,
  officialYears,
} from '@patro/calendar';
import { checkOfficialYear, importYearFiles, type YearCheck } from '@patro/calendar/import-year';
import type { WireCalendarYears, WireShippedYear } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badField } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';

/** A year file is 120–220 KB today; four times the largest leaves room for more events. */
export const YEAR_FILE_LIMIT_BYTES = 1024 * 1024;

/** The first and last BS year whose month lengths have `provenance` in the shipped table. */
function yearsOf(provenance: 'official' | 'projected'): { from: number; to: number } {
  const years: number[] = [];
  for (let y = 1900; y < 2200; y++) if (bsMonthProvenance(y, 1) === provenance) years.push(y);
  return { from: years[0]!, to: years[years.length - 1]! };
}

function shippedYears(): WireCalendarYears {
  const span = (year: number) => ({
    ad_start: formatIsoDate(bsToAd({ year, month: 1, day: 1 })),
    ad_end: formatIsoDate(bsToAd({ year, month: 12, day: bsMonthLength(year, 12) })),
    days: bsYearLength(year),
  });
  const official = officialYears().map((year): WireShippedYear => {
    const info = officialYearInfo(year)!;
    return {
      year,
      status: 'official',
      ...span(year),
      sources: info.sources,
      tithi_method: info.tithiMethod,
      holiday_coverage: info.holidayCoverage,
    };
  });
  const projected = yearsOf('projected');
  const rows = [...official];
  for (let year = projected.from; year <= projected.to; year++)
    rows.push({
      year,
      status: 'projected',
      ...span(year),
      sources: [],
      tithi_method: null,
      holiday_coverage: null,
    });
  return { years: rows, month_table: { official: yearsOf('official'), projected } };
}

let shippedCache: WireCalendarYears | undefined;

export const calendarYearRoutes: FastifyPluginAsyncZod<{ roles: StaffRoles }> = async (app, { roles }) => {
  // Checked before the body is read: a visitor's upload is refused without parsing a megabyte.
  const publishersOnly = roles.only('admin.calendar-years.publish');

  app.get(
    '/admin/calendar-years',
    {
      onRequest: publishersOnly,
      schema: {
        tags: ['admin'],
        summary: 'The BS years the engine ships and their provenance (admin)',
        description:
          '`{ data: { years: [{ year, status, ad_start, ad_end, days, sources, tithi_method, holiday_coverage }], month_table: { official: { from, to }, projected: { from, to } } } }`. ' +
          '`status` is `official` (published day data ships, with its sources) or `projected` (not published yet).',
        security: [{ bearerAuth: [] }],
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      shippedCache ??= shippedYears();
      return { data: shippedCache };
    },
  );

  app.post(
    '/admin/calendar-years/check',
    {
      onRequest: publishersOnly,
      bodyLimit: YEAR_FILE_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Check a published year file before it is released (admin)',
        description:
          'Body: a year in the shared official shape (`{ bs_year, sources, tithi_method?, days: [...] }`, at most 1 MB). ' +
          'Runs the check of `patro import-year` without writing anything and answers `{ data: { year, sound, errors: [{ day, field, message }], ' +
          'months, tithi, festivals, holidays, shipped, writes } }`: the file’s problems and every disagreement with the model. ' +
          'A body that is not a year file is a 400 naming the field.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const check: YearCheck = checkOfficialYear(request.body, 'the uploaded file');
      // No month report: the body is not a year file at all (its first wrong field is the error).
      const shape = check.months === null ? check.errors[0] : undefined;
      if (shape) throw badField('body', shape.field ?? '', shape.message);
      const year = check.year!;
      return {
        data: {
          ...check,
          shipped: officialYears().includes(year),
          // Paths under packages/calendar that `npx patro import-year <file>` writes.
          writes: importYearFiles(year),
        },
      };
    },
  );
};
