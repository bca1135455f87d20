import { todayInKathmandu } from '@patro/calendar';
import {
  acceptInvitationBody,
  createCalendarBody,
  organizationBody,
  organizationInviteBody,
  peopleQuery,
  publishBody,
  subscribeBody,
  updateOrganizationBody,
} from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.js';
import { badField, conflict, notFound } from '../../http/errors.js';
import {
  abandonedSignal,
  addressReader,
  FEED_BUILD_COST,
  FEED_FETCH_COST,
  type HeavyReadGate,
} from '../../http/heavy-reads.js';
import { idParams, langQuery } from '../../http/params.js';
import { requireCalendar } from '../../policy/calendars.js';
import { requireOrganization } from '../../policy/organizations.js';
import { toWireCalendar } from '../calendar/mapping.js';
import { type FeedCache, feedVersion } from '../ical/feed-cache.js';
import { feedTokensOf, withOwnFeedLink } from '../ical/links.js';
import { buildFeed } from '../ical/service.js';
import { toWireOwnedCalendar } from '../personal-calendars/mapping.js';
import { calendarName } from '../sharing/service.js';
import { qrCard } from './qr.js';
import {
  countSubscribersByCalendar,
  findMembers,
  findOrganization,
  findOrganizationCalendars,
  findOrganizationInvitations,
  findSubscribers,
  organizationsOfUser,
} from './repository.js';
import {
  calendarEventsOn,
  createOrganization,
  createOrganizationCalendar,
  deleteOrganization,
  eventsOfCalendar,
  inviteToOrganization,
  type OrganizationContext,
  publicCalendar,
  publish,
  removeOrganizationMember,
  resolveMonth,
  respondToOrganizationInvitation,
  subscribe,
  toWireOrganization,
  updateOrganization,
} from './service.js';

/** The body of a request that may carry a logo: the largest logo's Base64 and the other fields. */
const LOGO_BODY_LIMIT = 300 * 1024;

const TAGS = ['organisations'];
const bearer = [{ bearerAuth: [] }];
const orgParams = z.object({ orgId: z.uuid('must be an organisation id') });
const tokenParams = z.object({
  token: z.string().regex(/^[\w-]{16,64}$/, 'must be a public calendar token'),
});
const monthQuery = langQuery.extend({
  calendar_type: z.enum(['BS', 'AD']).default('BS'),
  year: z.coerce.number().int('must be a whole number').optional(),
  month: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1–12')
    .max(12, 'must be 1–12')
    .optional(),
});

/** Private answers for everything here except the public reads, which set their own caching. */
const noStore = { 'cache-control': 'private, no-store' };

/**
 * Organisations and publishing: `/api/v1/organizations…`, spec §7 `POST /calendar/publish`,
 * `GET /api/v1/public/calendar/{token}`, `POST /api/v1/calendars/{id}/subscribe`,
 * `POST /api/v1/calendars/{id}/generate-qr?url=` and `GET /api/v1/calendars/{id}/events`.
 */
/** The organisation routes' context, with the heavy-read gate and the feed cache the public feed uses (ADR 230). */
export interface OrganizationRouteOptions extends OrganizationContext {
  heavyReads: HeavyReadGate;
  feeds: FeedCache;
}

export const organizationRoutes: FastifyPluginAsyncZod<OrganizationRouteOptions> = async (app, ctx) => {
  const { db } = ctx;
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.headers(noStore);
  });
  const publicLink = (token: string) => `${ctx.webOrigin}/public/calendar/${token}`;
  /** The organisation's calendars as `userId` sees them: each feed link is their own (ADR 164). */
  const wireOrgCalendar = async (orgId: string, userId: string, lang: 'np' | 'en') => {
    const calendarRows = await findOrganizationCalendars(db, orgId);
    const tokens = await feedTokensOf(
      db,
      userId,
      calendarRows.map((c) => c.id),
    );
    const rows = calendarRows.map((c) => ({ ...c, icalToken: tokens.get(c.id) ?? null }));
    const subscribers = await countSubscribersByCalendar(
      db,
      rows.map((c) => c.id),
    );
    return rows.map((c) => ({
      ...toWireOwnedCalendar(c, lang, ctx.publicUrl),
      access: 'owner' as const,
      public_url: c.isPublic && c.publicToken ? publicLink(c.publicToken) : null,
      subscriber_count: subscribers.get(c.id) ?? 0,
    }));
  };

  app.get(
    '/api/v1/organizations',
    { schema: { tags: TAGS, security: bearer, summary: 'Organisations you run' } },
    async (request) => ({ data: await organizationsOfUser(db, requireUser(request).id) }),
  );

  app.post(
    '/api/v1/organizations',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Create an organisation (you become its owner)',
        description:
          '`{ name, description, contact_email, contact_phone, logo }`; `logo` a PNG, JPEG or WebP data URL ≤ 200 KB.',
        body: organizationBody,
      },
      // A 200 KB logo is 273 KB of Base64 in the JSON: above the default 256 KB body limit.
      bodyLimit: LOGO_BODY_LIMIT,
    },
    async (request, reply) => {
      const org = await createOrganization(db, requireUser(request).id, request.body);
      return reply
        .code(201)
        .send({ message: 'Organisation created', organization: toWireOrganization(ctx, org, 'owner') });
    },
  );

  app.get(
    '/api/v1/organizations/:orgId',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'An organisation you run: details, calendars, members and invitations',
        params: orgParams,
        querystring: langQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { org, role } = await requireOrganization(db, user.id, request.params.orgId, 'organization.read');
      const members = await findMembers(db, org.id);
      const invitations = await findOrganizationInvitations(db, org.id);
      return {
        organization: toWireOrganization(ctx, org, role),
        calendars: await wireOrgCalendar(org.id, user.id, request.query.lang),
        members: members.map((m) => ({
          user_id: m.userId,
          email: m.email,
          full_name: m.fullName,
          role: m.role,
        })),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          state: i.state === 'pending' && i.expiresAt.getTime() <= ctx.now() ? 'expired' : i.state,
          invited_at: i.invitedAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    '/api/v1/organizations/:orgId',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Change the organisation’s name, description, contact or logo (owner)',
        params: orgParams,
        body: updateOrganizationBody,
      },
      // A 200 KB logo is 273 KB of Base64 in the JSON: above the default 256 KB body limit.
      bodyLimit: LOGO_BODY_LIMIT,
    },
    async (request) => {
      const org = await updateOrganization(db, requireUser(request).id, request.params.orgId, request.body);
      return { message: 'Organisation saved', organization: toWireOrganization(ctx, org, 'owner') };
    },
  );

  app.delete(
    '/api/v1/organizations/:orgId',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Delete the organisation with its calendars (owner)',
        params: orgParams,
      },
    },
    async (request) => {
      await deleteOrganization(db, requireUser(request).id, request.params.orgId);
      return { message: 'Organisation deleted' };
    },
  );

  app.get(
    '/api/v1/organizations/:orgId/logo',
    { schema: { tags: TAGS, summary: 'The organisation’s logo (public)', params: orgParams } },
    async (request, reply) => {
      const org = await findOrganization(db, request.params.orgId);
      if (!org?.logo || !org.logoType) throw notFound('logo_not_found');
      return reply
        .type(org.logoType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(org.logo, 'base64'));
    },
  );

  app.post(
    '/api/v1/organizations/:orgId/calendars',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Create an organisation calendar (owner or moderator)',
        description: 'At most 50 per organisation. Edit and delete it with `PUT|DELETE /calendars/{id}`.',
        params: orgParams,
        querystring: langQuery,
        body: createCalendarBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await withOwnFeedLink(
        db,
        user.id,
        await createOrganizationCalendar(db, user.id, request.params.orgId, request.body),
      );
      return reply.code(201).send({
        message: 'Calendar created successfully',
        calendar: { ...toWireOwnedCalendar(row, request.query.lang, ctx.publicUrl), access: 'owner' },
      });
    },
  );

  app.post(
    '/api/v1/organizations/:orgId/invite',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Invite a moderator (owner) or a subscriber by e-mail',
        description: 'The mail links to `/invite/organization`; single use, 14 days, only for that address.',
        params: orgParams,
        body: organizationInviteBody,
      },
    },
    async (request, reply) => {
      const row = await inviteToOrganization(
        ctx,
        requireUser(request).id,
        request.params.orgId,
        request.body,
      );
      return reply.code(201).send({
        message: 'Invitation sent',
        invitation: { id: row.id, email: row.email, role: row.role, state: row.state },
      });
    },
  );

  app.post(
    '/api/v1/organizations/-/accept-invitation',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Accept (or decline) an invitation to an organisation',
        body: acceptInvitationBody,
      },
    },
    async (request) => {
      const result = await respondToOrganizationInvitation(ctx, requireUser(request), request.body);
      return {
        message: result.accepted ? 'Invitation accepted' : 'Invitation declined',
        organization_id: result.orgId,
        role: result.role,
      };
    },
  );

  app.delete(
    '/api/v1/organizations/:orgId/members/:userId',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Remove a moderator (owner), or leave (`-`)',
        params: orgParams.extend({
          userId: z.string().regex(/^(-|[0-9a-f-]{36})$/, 'must be a user id, or -'),
        }),
      },
    },
    async (request) => {
      await removeOrganizationMember(
        db,
        requireUser(request).id,
        request.params.orgId,
        request.params.userId,
      );
      return { message: 'Removed from the organisation' };
    },
  );

  app.get(
    '/api/v1/organizations/:orgId/subscribers',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'People who follow the organisation’s calendars',
        params: orgParams,
        querystring: peopleQuery.pick({ page: true, per_page: true, search: true }),
      },
    },
    async (request) => {
      const { org } = await requireOrganization(
        db,
        requireUser(request).id,
        request.params.orgId,
        'organization.read',
      );
      const { page, per_page, search } = request.query;
      const { rows, total } = await findSubscribers(db, org.id, {
        search: search || undefined,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return {
        data: rows.map((r) => ({
          user_id: r.userId,
          email: r.email,
          full_name: r.fullName,
          calendar_ids: r.calendarIds,
        })),
        page,
        per_page,
        total,
      };
    },
  );

  app.post(
    '/calendar/publish',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Publish an organisation calendar, or make it private again',
        description:
          '`{ calendar_id, is_public, regenerate }`. Publishing gives a public token and link ' +
          '(`/public/calendar/{token}`); unpublishing or `regenerate: true` ends the old link at once.',
        querystring: langQuery,
        body: publishBody,
      },
    },
    async (request) => {
      const row = await publish(db, requireUser(request).id, request.body);
      return {
        message: row.isPublic ? 'Calendar published' : 'Calendar is private again',
        calendar: toWireCalendar(row, request.query.lang),
        public_token: row.publicToken,
        public_url: row.publicToken ? publicLink(row.publicToken) : null,
      };
    },
  );

  app.get(
    '/api/v1/public/calendar/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'A published calendar, by its public token (anyone)',
        description:
          'The calendar, its organisation and one month of events (`calendar_type` BS|AD, `year`, `month`; default ' +
          'this month in Kathmandu) keyed year → month → day, plus an iCalendar `ical_url` for any calendar app.',
        params: tokenParams,
        querystring: monthQuery,
      },
    },
    async (request, reply) => {
      const { calendar, org } = await publicCalendar(db, request.params.token);
      const q = request.query;
      const month = resolveMonth(q, ctx.now());
      const { byDay } = await eventsOfCalendar(
        db,
        calendar,
        month.first,
        month.last,
        q.calendar_type,
        q.lang,
      );
      return reply.header('cache-control', 'public, max-age=60').send({
        data: {
          calendar: { id: calendar.id, name: calendarName(calendar), colour: calendar.colour },
          organization: toWireOrganization(ctx, org),
          ical_url: `${ctx.publicUrl}/api/v1/public/calendar/${calendar.publicToken}/calendar.ics`,
          public_url: publicLink(calendar.publicToken!),
          month: { calendar_type: q.calendar_type, year: month.year, month: month.month },
          events: byDay,
        },
      });
    },
  );

  app.get(
    '/api/v1/public/calendar/:token/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'iCalendar (RFC 5545) feed of a published calendar (anyone)',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const { calendar } = await publicCalendar(db, request.params.token);
      // Anyone may read it: its fetches and builds are heavy reads of the client's address (ADR 230).
      const reader = addressReader(request.ip);
      ctx.heavyReads.ensure(reader, FEED_FETCH_COST);
      const nowMs = ctx.now();
      const etag = await feedVersion(db, calendar.id, todayInKathmandu(nowMs).jdn);
      return ctx.feeds.send(
        request,
        reply,
        etag,
        { cacheControl: 'public, max-age=300', filename: 'calendar.ics' },
        {
          kept: () => ctx.heavyReads.charge(reader, FEED_FETCH_COST),
          build: () => {
            const signal = abandonedSignal(reply.raw);
            return ctx.heavyReads.run(reader, signal, FEED_FETCH_COST + FEED_BUILD_COST, () =>
              buildFeed(db, calendar, nowMs, signal),
            );
          },
        },
      );
    },
  );

  app.post(
    '/api/v1/calendars/:id/subscribe',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Subscribe to a published calendar',
        description:
          'Its events join your month and your feed; leave with `DELETE …/users/-/delete`. ' +
          '`public_token` is the token of the calendar’s current public link.',
        params: idParams,
        querystring: langQuery,
        body: subscribeBody,
      },
    },
    async (request) => {
      const calendar = await subscribe(
        ctx,
        requireUser(request),
        request.params.id,
        request.body.public_token,
      );
      return { message: 'Subscribed', calendar: toWireCalendar(calendar, request.query.lang) };
    },
  );

  app.post(
    '/api/v1/calendars/:id/generate-qr',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'QR code (PNG and SVG) of a published calendar’s public link',
        description:
          '`url` must be the calendar’s public link. `{ url, svg, png }` (png as a data URL), with the ' +
          'organisation’s and calendar’s names under the code.',
        params: idParams,
        querystring: z.object({ url: z.string().max(2000) }),
      },
    },
    async (request) => {
      const { calendar } = await requireCalendar(
        db,
        requireUser(request).id,
        request.params.id,
        'calendar.administer',
      );
      if (!calendar.isPublic || !calendar.publicToken || !calendar.orgId) {
        throw conflict('calendar_not_public');
      }
      const url = publicLink(calendar.publicToken);
      if (request.query.url !== url)
        throw badField('querystring', 'url', `must be this calendar’s public link (${url})`);
      const org = (await findOrganization(db, calendar.orgId))!;
      const card = qrCard(url, org.name, calendarName(calendar));
      return { url, svg: card.svg, png: `data:image/png;base64,${card.png.toString('base64')}` };
    },
  );

  app.get(
    '/api/v1/calendars/:id/events',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary:
          'Events of a calendar you can read on a day (`bs=` or `ad=` YYYY-MM-DD), or its month (`range=month`)',
        params: idParams,
        querystring: langQuery
          .extend({
            bs: z.string().optional(),
            ad: z.string().optional(),
            range: z.enum(['day', 'month']).default('day'),
          })
          .refine((q) => (q.bs === undefined) !== (q.ad === undefined), {
            message: 'give one of bs or ad',
            path: ['bs'],
          }),
      },
    },
    async (request) => {
      const { calendar, from, list } = await calendarEventsOn(
        db,
        requireUser(request).id,
        request.params.id,
        request.query,
      );
      return { calendar: toWireCalendar(calendar, request.query.lang), from, data: list };
    },
  );
};
