import type { WireRadioDirectory } from '@patro/contracts';
import { coercedRowIdSchema } from '@patro/contracts';
import { and, asc, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { radioStations } from '../../db/schema.js';
import { cachedBody, sendCachedJson } from '../../http/cache.js';
import { conflict, notFound } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { fetchableUrl } from '../../security/outbound.js';
import { playsHere, STATION_LIST_SOURCE, stationSlug, wireAdminStation, wireStation } from './directory.js';
import { DEFAULT_RELAY_LIMITS, needsRelay, type RelayLimits, RelayListeners, relayStream } from './relay.js';

const PUBLIC_CACHE = 'public, max-age=120, stale-while-revalidate=600';
const listed = and(eq(radioStations.hidden, false), eq(radioStations.alive, true));
const slugParam = z.object({ slug: z.string().max(120, 'must be at most 120 characters') });

/** A logo is drawn by the reader's browser on our https pages: only https images load there (ADR 133). */
const logoUrl = z
  .string()
  .max(500, 'must be at most 500 characters')
  .url('must be an https address')
  .refine((v) => v.startsWith('https://'), 'must be an https address');

/** The radio directory (spec §2 /nepali-radio), the relay of plain-http streams, and the admin station screen's calls. */
export const radioRoutes: FastifyPluginAsyncZod<{
  db: Db;
  roles: StaffRoles;
  relay?: Partial<RelayLimits>;
}> = async (app, { db, roles, relay }) => {
  const stationsAdmin = roles.only('admin.radios.manage');
  const listeners = new RelayListeners({ ...DEFAULT_RELAY_LIMITS, ...relay });
  const relayOn = listeners.limits.maxListeners > 0;
  type Row = typeof radioStations.$inferSelect;
  const plays = (row: Row) => playsHere(row.streamUrl, relayOn);
  const listedStation = async (slug: string): Promise<Row> => {
    const [row] = await db
      .select()
      .from(radioStations)
      .where(and(listed, eq(radioStations.slug, slug)));
    if (!row || !plays(row)) throw notFound('radio_not_found');
    return row;
  };
  app.get(
    '/radios',
    {
      schema: {
        tags: ['news'],
        summary: 'FM stations whose stream answers, and the trending ones',
        description:
          '`{ data: { stations: [{ id, slug, name, name_ne, frequency, address, address_ne, province, stream_url, stream_type, playable, relayed, logo, plays }], trending, source: { name, url, licence, recorded, checked_at } } }`. ' +
          '`q` matches name (either script), frequency or place. Stations whose stream did not answer the last check are left out, ' +
          'and so is any station our https pages could not play (ADR 158). A `relayed` station plays from `GET /radios/:slug/stream`.',
        querystring: z.object({ q: z.string().trim().max(60, 'must be at most 60 characters').optional() }),
      },
    },
    async (request, reply) => {
      const q = request.query.q?.toLowerCase();
      const rows = await db
        .select()
        .from(radioStations)
        .where(listed)
        .orderBy(asc(sql`coalesce(${radioStations.province}, 99)`), asc(radioStations.name));
      const stations = rows
        .filter(plays)
        .filter(
          (r) =>
            !q ||
            r.name.toLowerCase().includes(q) ||
            (r.nameNe ?? '').includes(q) ||
            (r.address ?? '').toLowerCase().includes(q) ||
            (r.addressNe ?? '').includes(q) ||
            (r.frequency !== null && String(r.frequency).startsWith(q)),
        )
        .map(wireStation);
      const trending = await db
        .select()
        .from(radioStations)
        .where(and(listed, gt(radioStations.plays, 0)))
        .orderBy(desc(radioStations.plays), asc(radioStations.name))
        .limit(12);
      const [checked] = await db
        .select({ at: max(radioStations.checkedAt) })
        .from(radioStations)
        .where(listed);
      const data: WireRadioDirectory = {
        stations,
        trending: trending.filter(plays).slice(0, 6).map(wireStation),
        source: {
          ...STATION_LIST_SOURCE,
          checked_at: checked?.at ? new Date(checked.at).toISOString() : null,
        },
      };
      return sendCachedJson(request, reply, cachedBody({ data }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/radios/:slug',
    {
      schema: {
        tags: ['news'],
        summary: 'One station (404 when hidden or its stream is down)',
        params: slugParam,
      },
    },
    async (request, reply) => {
      const row = await listedStation(request.params.slug);
      return sendCachedJson(request, reply, cachedBody({ data: wireStation(row) }), PUBLIC_CACHE);
    },
  );

  app.get(
    '/radios/:slug/stream',
    {
      schema: {
        tags: ['news'],
        summary: 'A plain-http station’s stream, relayed so an https page can play it (ADR 158)',
        description:
          'Only for a listed station whose stream is plain http (`relayed: true`); the station’s own listed ' +
          'stream is fetched, never an address from the caller. Bounded: `radio_relay_full` (503) when the ' +
          'server’s listeners are all taken, `radio_relay_address_full` (429) past the listeners allowed from one ' +
          'address, and each listener’s stream ends after a set number of bytes or minutes. ' +
          '`radio_stream_unreachable` (503) when the broadcaster does not answer with audio.',
        params: slugParam,
      },
    },
    async (request, reply) => {
      const row = await listedStation(request.params.slug);
      if (!needsRelay(row.streamUrl)) throw notFound('radio_not_found');
      return relayStream(request, reply, row.streamUrl, listeners);
    },
  );

  app.post(
    '/radios/:slug/play',
    {
      schema: { tags: ['news'], summary: 'Count one play (trending stations)', params: slugParam },
    },
    async (request, reply) => {
      const changed = await db
        .update(radioStations)
        .set({ plays: sql`${radioStations.plays} + 1` })
        .where(and(listed, eq(radioStations.slug, request.params.slug)))
        .returning({ id: radioStations.id });
      if (changed.length === 0) throw notFound('radio_not_found');
      reply.status(204);
    },
  );

  app.get(
    '/admin/radios',
    {
      preValidation: stationsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Every station with what the stream check found (admin)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (_request, reply) => {
      const rows = await db.select().from(radioStations).orderBy(asc(radioStations.name));
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map(wireAdminStation) };
    },
  );

  app.patch(
    '/admin/radios/:id',
    {
      preValidation: stationsAdmin,
      schema: {
        tags: ['news'],
        summary: 'Edit or hide a station (admin)',
        security: [{ bearerAuth: [] }],
        params: z.object({
          id: coercedRowIdSchema('must be a station id'),
        }),
        body: z.object({
          name: z.string().trim().min(1, 'is required').max(80, 'must be at most 80 characters').optional(),
          name_ne: z.string().trim().max(80, 'must be at most 80 characters').nullable().optional(),
          address_ne: z.string().trim().max(200, 'must be at most 200 characters').nullable().optional(),
          frequency: z
            .number({ message: 'must be a number' })
            .min(50, 'must be MHz')
            .max(200, 'must be MHz')
            .nullable()
            .optional(),
          address: z.string().trim().max(200, 'must be at most 200 characters').nullable().optional(),
          province: z
            .number()
            .int('must be 1 to 7')
            .min(1, 'must be 1 to 7')
            .max(7, 'must be 1 to 7')
            .nullable()
            .optional(),
          stream_url: fetchableUrl.optional(),
          logo: logoUrl.nullable().optional(),
          hidden: z.boolean({ message: 'must be true or false' }).optional(),
        }),
      },
    },
    async (request) => {
      const { name, name_ne, address_ne, frequency, address, province, stream_url, logo, hidden } =
        request.body;
      const set: Partial<typeof radioStations.$inferInsert> = { updatedAt: new Date() };
      if (name !== undefined) Object.assign(set, { name, slug: stationSlug(name) });
      if (name_ne !== undefined) set.nameNe = name_ne || null;
      if (address_ne !== undefined) set.addressNe = address_ne || null;
      if (frequency !== undefined) set.frequency = frequency;
      if (address !== undefined) set.address = address || null;
      if (province !== undefined) set.province = province;
      // A new stream is unproven: listed until the next check says otherwise.
      if (stream_url !== undefined)
        Object.assign(set, { streamUrl: stream_url, alive: true, checkError: null });
      if (logo !== undefined) set.logo = logo;
      if (hidden !== undefined) set.hidden = hidden;
      const [row] = await db
        .update(radioStations)
        .set(set)
        .where(eq(radioStations.id, request.params.id))
        .returning()
        .catch((error: unknown) => {
          if (String((error as { cause?: unknown }).cause ?? error).includes('unique'))
            throw conflict('station_name_taken', {}, 'name');
          throw error;
        });
      if (!row) throw notFound('station_not_found');
      return { data: wireAdminStation(row) };
    },
  );
};
