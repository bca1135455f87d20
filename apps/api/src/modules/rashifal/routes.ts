import {
  kathmanduJdn,
  RASHI_DETAILS,
  RASHIFAL_TYPES,
  type RashifalType,
  rashiBySlug,
  rashifalPeriod,
} from '@patro/calendar';
import type { WireRashifalEditor, WireRashifalPortal } from '@patro/contracts';
import { coercedRowIdSchema } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { badField, notFound } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { deleteEntry, findAll, findPublished, upsertEntry } from './repository.js';
import {
  computedReadings,
  isoOfJdn,
  jdnOfIso,
  rashifalEntries,
  toWireDraft,
  wirePeriod,
  wireSign,
} from './service.js';

/** Readings are offered this many days either side of today (the engine could do more; crawlers need not). */
const DATE_WINDOW_DAYS = 400;

const types = RASHIFAL_TYPES as unknown as [RashifalType, ...RashifalType[]];
const typeField = z.enum(types, { message: `must be one of ${types.join(', ')}` });
const langField = z.enum(['np', 'en'], { message: 'must be np or en' });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'must be a real date YYYY-MM-DD');

const portalQuery = z.object({
  lang: langField.default('np'),
  type: typeField.optional(),
  sign: z
    .string()
    .refine((slug) => rashiBySlug(slug) !== undefined, 'must be a sign: aries … pisces')
    .optional(),
  date: isoDate.optional().describe('Any day of the period (AD, Kathmandu); default today'),
});

const editorQuery = z.object({
  type: typeField.default('daily'),
  lang: langField.default('np'),
  date: isoDate.optional(),
});

const entryBody = z.object({
  sign: z
    .number({ message: 'must be a sign id 1–12' })
    .int('must be a sign id 1–12')
    .min(1, 'must be a sign id 1–12')
    .max(12, 'must be a sign id 1–12'),
  type: typeField,
  lang: langField,
  date: isoDate.optional(),
  text: z
    .string({ message: 'must be text' })
    .trim()
    .min(20, 'must be at least 20 characters')
    .max(5000, 'must be at most 5000 characters'),
  publish_at: z.iso
    .datetime({ offset: true, message: 'must be a date-time such as 2026-11-23T06:00:00+05:45' })
    .optional(),
});

const idParams = z.object({
  id: coercedRowIdSchema(),
});

export interface RashifalRouteOptions {
  db: Db;
  now: () => number;
  roles: StaffRoles;
}

/** Public rashifal reads and the astrologer editor's calls (ADR 120, 121). */
export const rashifalRoutes: FastifyPluginAsyncZod<RashifalRouteOptions> = async (
  app,
  { db, now, roles },
) => {
  const dayOf = (date: string | undefined): number => {
    const today = kathmanduJdn(now());
    if (date === undefined) return today;
    const jdn = jdnOfIso(date);
    if (Math.abs(jdn - today) > DATE_WINDOW_DAYS) {
      throw badField('querystring', 'date', `must be within ${DATE_WINDOW_DAYS} days of today`);
    }
    return jdn;
  };

  app.get(
    '/rashifal',
    {
      schema: {
        tags: ['rashifal'],
        summary: 'Rashifal portal: the 12 signs’ readings keyed by type',
        description:
          '`{ date, np: { daily: [12 entries], weekly, monthly, yearly } }` (or `en`), spec §7 "GET rashifal portal". ' +
          'Each entry is a sign (id, slug, names, title, letters, colour) with its period and text. `source` is ' +
          '`astrologer` when an astrologer published text for that sign, period and language, otherwise `computed`: ' +
          'composed from the classical gochar rules and the planets’ sidereal (Lahiri) positions at sunrise in ' +
          'Kathmandu, with `basis` and the `transits` used. `type` and `sign` narrow the answer.',
        querystring: portalQuery,
      },
    },
    async (request, reply) => {
      const { lang, type, sign, date } = request.query;
      const jdn = dayOf(date);
      const byType: Partial<Record<RashifalType, ReturnType<typeof rashifalEntries>>> = {};
      for (const t of type ? [type] : RASHIFAL_TYPES) {
        const period = rashifalPeriod(t, jdn);
        const published = await findPublished(
          db,
          { type: t, periodStart: isoOfJdn(period.start), lang },
          new Date(now()),
        );
        const entries = rashifalEntries(t, jdn, lang, published);
        byType[t] = sign ? entries.filter((e) => e.slug === rashiBySlug(sign)?.slug) : entries;
      }
      const payload: WireRashifalPortal = { date: isoOfJdn(jdn), [lang]: byType };
      // Five minutes: a newly published entry shows within that, and festival-morning traffic is absorbed.
      return sendCachedJson(request, reply, cachedBody(payload), 'public, max-age=300');
    },
  );

  // The editor: private answers, checked against the database roles on every call.
  await app.register(async (editor) => {
    editor.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    const typed = editor.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();

    typed.get(
      '/admin/rashifal',
      {
        preValidation: roles.only('rashifal.write'),
        schema: {
          tags: ['admin'],
          summary: 'Rashifal editor: the 12 signs of a period with their entries and computed text',
          description: 'Roles astrologer, admin, super-admin. Drafts and scheduled entries are included.',
          querystring: editorQuery,
          security: [{ bearerAuth: [] }],
        },
      },
      async (request) => {
        const { type, lang, date } = request.query;
        const jdn = dayOf(date);
        const period = rashifalPeriod(type, jdn);
        const rows = await findAll(db, { type, periodStart: isoOfJdn(period.start), lang });
        const computed = computedReadings(type, jdn, lang);
        const answer: WireRashifalEditor = {
          type,
          lang,
          period: wirePeriod(period, lang),
          slots: RASHI_DETAILS.map((sign, i) => {
            const row = rows.find((r) => r.sign === sign.id);
            return {
              sign: wireSign(sign, lang),
              entry: row ? toWireDraft(row, now()) : null,
              computed: computed[i]?.text ?? '',
            };
          }),
        };
        return answer;
      },
    );

    typed.put(
      '/admin/rashifal',
      {
        preValidation: roles.only('rashifal.write'),
        schema: {
          tags: ['admin'],
          summary: 'Write or replace the rashifal of one sign, period and language',
          description:
            'Roles astrologer, admin, super-admin. `date` is any day of the period (default today); `publish_at` ' +
            '(default now) is when the text replaces the computed reading on the public pages.',
          body: entryBody,
          security: [{ bearerAuth: [] }],
        },
      },
      async (request) => {
        const caller = await roles.require(request, 'rashifal.write');
        const { sign, type, lang, date, text, publish_at } = request.body;
        const period = rashifalPeriod(type, dayOf(date));
        const row = await upsertEntry(db, {
          type,
          lang,
          sign,
          periodStart: isoOfJdn(period.start),
          body: text,
          publishAt: publish_at ? new Date(publish_at) : new Date(now()),
          authorId: caller.id,
          authorName: caller.fullName,
        });
        return { message: 'Rashifal saved', entry: toWireDraft(row, now()) };
      },
    );

    typed.delete(
      '/admin/rashifal/:id',
      {
        preValidation: roles.only('rashifal.write'),
        schema: {
          tags: ['admin'],
          summary: 'Remove an astrologer’s entry (the computed reading shows again)',
          params: idParams,
          security: [{ bearerAuth: [] }],
        },
      },
      async (request, reply) => {
        if (!(await deleteEntry(db, request.params.id))) throw notFound('rashifal_not_found');
        return reply.code(204).send();
      },
    );
  });
};
