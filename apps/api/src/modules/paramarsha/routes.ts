/**
 * Paramarsha (issue 26; spec §7 GET /paramarsha-services, POST /paramarsha, GET /testimonials,
 * GET /guru-profiles; ADR 200–202): the public lists, the reader's request and its payment, the
 * astrologer's queue and answer, and the admin's services, astrologers and testimonials.
 * Nothing is seeded: until an admin adds a service and an astrologer the page says the spec's
 * 'Paramarsha is not available at the moment.'
 */
import { coercedRowIdSchema } from '@patro/contracts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  guruProfiles,
  paramarshaRequests,
  paramarshaServices,
  paramarshaTestimonials,
  users,
} from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { ApiError, badRequest, conflict, notFound, requestLang, unauthenticated } from '../../http/errors.js';
import { assertMay } from '../../policy/decide.js';
import type { StaffRoles } from '../../policy/staff.js';
import type { Relation } from '../../policy/table.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import type { Mailer } from '../mail/service.js';
import { GATEWAY_IDS } from '../payments/gateways/index.js';
import { audit, createOrder, type PaymentsContext } from '../payments/service.js';
import type { PushSender } from '../push/sender.js';
import { tellReader } from '../reminders/tell-reader.js';
import {
  bookableServices,
  markPaid,
  newestFirst,
  PARAMARSHA,
  type RequestRow,
  wireGuru,
  wireRequest,
  wireService,
  zoneOffsetMinutes,
} from './service.js';

const TAGS = ['paramarsha'];
const bearer = [{ bearerAuth: [] }];
const HOUR = 3_600_000;

const required = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'must be a real date');

export const SUBJECTS = [
  'marriage',
  'career',
  'health',
  'education',
  'travel',
  'property',
  'general',
] as const;

const requestBody = z.object({
  service_id: z
    .number({ message: 'must be a service id' })
    .int('must be a service id')
    .positive('must be a service id'),
  name: required(200),
  gender: z.enum(['female', 'male', 'other'], { message: 'must be female, male or other' }),
  birth_date: isoDate,
  birth_date_bs: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .optional(),
  birth_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
    .nullable()
    .default(null),
  place_name: required(200),
  latitude: z
    .number({ message: 'must be a number' })
    .min(-90, 'must be from -90 to 90')
    .max(90, 'must be from -90 to 90'),
  longitude: z
    .number({ message: 'must be a number' })
    .min(-180, 'must be from -180 to 180')
    .max(180, 'must be from -180 to 180'),
  time_zone: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(64, 'must be at most 64 characters')
    .default('Asia/Kathmandu'),
  subject: z.enum(SUBJECTS, { message: `must be one of ${SUBJECTS.join(', ')}` }),
  message: required(4000),
  gateway: z.enum(GATEWAY_IDS, { message: 'must be esewa or khalti' }),
  lang: z.enum(['np', 'en'], { message: 'must be np or en' }).optional(),
});

const serviceBody = z.object({
  name_np: required(200),
  name_en: required(200),
  description_np: required(4000),
  description_en: required(4000),
  price_paisa: z.number().int('must be whole paisa').min(1000, 'must be at least 1000 paisa').max(100_000_00),
  turnaround_hours: z
    .number()
    .int('must be whole hours')
    .min(1, 'must be at least 1')
    .max(24 * 60),
  active: z.boolean().default(true),
});

const guruBody = z.object({
  email: z.string().trim().email('must be an e-mail address').max(400),
  name_np: required(200),
  name_en: required(200),
  languages: z.array(z.string().trim().min(2).max(8)).max(10).default([]),
  specialities: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
  bio_np: z.string().max(4000).default(''),
  bio_en: z.string().max(4000).default(''),
  service_ids: z.array(z.number().int().positive()).max(50).default([]),
  active: z.boolean().default(true),
});

const testimonialBody = z.object({
  text: required(2000),
  name: required(200),
  consent: z.literal(true, { message: 'must be true: the reader agreed to be quoted' }),
});

const textBody = (field: string) =>
  z.object({ [field]: required(8000) }) as z.ZodObject<Record<string, z.ZodString>>;

const idParam = z.object({ id: coercedRowIdSchema('must be a request id') });
const serviceIdParam = z.object({ serviceId: coercedRowIdSchema('must be a service id') });

export const paramarshaRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsContext;
  roles: StaffRoles;
  mailer: Mailer;
  push: PushSender;
  webOrigin: string;
}> = async (app, { payments, roles, mailer, push, webOrigin }) => {
  const db: Db = payments.db;
  const now = payments.now;
  // The payments core calls this once per order, inside the completing transaction (ADR 182).
  payments.paidHandlers.set(PARAMARSHA, (order, tx) => markPaid(order, tx, now()));

  const manage = roles.only('paramarsha.services.manage');

  /** The request when the caller may do `action` to it: 404 `request_not_found` for anyone unrelated. */
  async function requestFor(
    request: Parameters<typeof requireUser>[0],
    id: number,
    action: 'paramarsha.request.read' | 'paramarsha.request.answer',
  ): Promise<RequestRow> {
    const caller = await roles.caller(request);
    if (!caller) throw unauthenticated();
    const [row] = await db.select().from(paramarshaRequests).where(eq(paramarshaRequests.id, id));
    const relations: Relation[] = [];
    if (row?.userId === caller.id) relations.push('paramarsha-request.requester');
    if (row && row.assigneeId === caller.id) relations.push('paramarsha-request.assignee');
    // An unknown id reads exactly like someone else's request.
    assertMay(row ? caller : { id: caller.id, roles: [] }, action, relations);
    if (!row) throw notFound('request_not_found');
    return row;
  }

  const serviceOf = async (id: number) =>
    (await db.select().from(paramarshaServices).where(eq(paramarshaServices.id, id)))[0] ?? null;

  // ── Public ──────────────────────────────────────────────────────────────────────────────

  app.get(
    '/paramarsha-services',
    {
      schema: {
        tags: TAGS,
        summary: 'The consultations a reader can book (spec §7)',
        description:
          'Active services with at least one astrologer; an empty list means the page shows ' +
          "'Paramarsha is not available at the moment.' Prices in paisa.",
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: (await bookableServices(db)).map(wireService) };
    },
  );

  app.get(
    '/guru-profiles',
    { schema: { tags: TAGS, summary: 'The astrologers’ public profiles (spec §7)' } },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(guruProfiles)
        .where(eq(guruProfiles.active, true))
        .orderBy(guruProfiles.id);
      reply.header('cache-control', 'public, max-age=60');
      return { data: rows.map(wireGuru) };
    },
  );

  app.get(
    '/testimonials',
    { schema: { tags: TAGS, summary: 'Readers’ words, each quoted with their consent (spec §7)' } },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(paramarshaTestimonials)
        .orderBy(desc(paramarshaTestimonials.id))
        .limit(50);
      reply.header('cache-control', 'public, max-age=60');
      return { data: rows.map((r) => ({ id: r.id, text: r.text, name: r.name })) };
    },
  );

  // ── The reader ──────────────────────────────────────────────────────────────────────────

  app.post(
    '/paramarsha',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a paramarsha request and start paying for it (spec §7)',
        description:
          'The request is written as `awaiting_payment` and an order made through the payments core; answers 201 ' +
          '`{ data: { request_id, order_id, redirect_url, form } }`. Nobody reads it until the gateway confirms the ' +
          'payment; then it is assigned to one of the service’s astrologers. A field at fault answers 400 ' +
          '`invalid_field` naming it. `time_zone` is an IANA name; the offset is the one in force at the birth date.',
        security: bearer,
        body: requestBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body = request.body;
      await enforceRateLimits(db, [{ key: `paramarsha:${user.id}`, max: 20, windowMs: HOUR }], now());
      const service = await serviceOf(body.service_id);
      if (!service || !(await bookableServices(db)).some((s) => s.id === service.id)) {
        throw new ApiError(400, 'paramarsha_unavailable', {}, 'service_id');
      }
      if (Date.parse(`${body.birth_date}T00:00:00Z`) > now()) {
        throw new ApiError(
          400,
          'invalid_field',
          { field: 'birth_date', detail: 'birth_date: must not be in the future' },
          'birth_date',
        );
      }
      const offset = zoneOffsetMinutes(body.time_zone, body.birth_date, body.birth_time);
      if (offset === null) throw new ApiError(400, 'paramarsha_time_zone', {}, 'time_zone');
      const lang = body.lang ?? requestLang(request);
      const [row] = await db
        .insert(paramarshaRequests)
        .values({
          userId: user.id,
          serviceId: service.id,
          name: body.name,
          gender: body.gender,
          birthDate: body.birth_date,
          birthDateBs: body.birth_date_bs ?? null,
          birthTime: body.birth_time,
          placeName: body.place_name,
          latitude: body.latitude,
          longitude: body.longitude,
          tzOffsetMinutes: offset,
          subject: body.subject,
          message: body.message,
          lang,
          createdAt: new Date(now()),
        })
        .returning();
      if (!row) throw new Error('the request could not be written');
      let started: Awaited<ReturnType<typeof createOrder>>;
      try {
        started = await createOrder(payments, {
          userId: user.id,
          productKind: PARAMARSHA,
          productRef: String(row.id),
          productName: lang === 'np' ? `परामर्श: ${service.nameNp}` : `Paramarsha: ${service.nameEn}`,
          amountPaisa: service.pricePaisa,
          gateway: body.gateway,
          lang,
        });
      } catch (error) {
        await db.delete(paramarshaRequests).where(eq(paramarshaRequests.id, row.id));
        throw error;
      }
      await db
        .update(paramarshaRequests)
        .set({ orderId: started.order_id })
        .where(eq(paramarshaRequests.id, row.id));
      reply.status(201);
      return {
        data: {
          request_id: row.id,
          order_id: started.order_id,
          amount_paisa: started.amount_paisa,
          gateway: started.gateway,
          redirect_url: started.redirect_url,
          form: started.form,
        },
      };
    },
  );

  app.get(
    '/paramarsha/requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Your paramarsha requests, newest first, with status and reply',
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return {
        data: await listRequests(eq(paramarshaRequests.userId, user.id), newestFirst, 200, () => ({})),
      };
    },
  );

  /** Requests on the wire with their services, and what this list adds to each (`extra`). */
  async function listRequests(
    where: SQL | undefined,
    order: SQL[] | PgColumn[],
    limit: number,
    extra: (row: RequestRow) => Record<string, unknown>,
  ) {
    const rows = await db
      .select()
      .from(paramarshaRequests)
      .where(where)
      .orderBy(...order)
      .limit(limit);
    const ids = [...new Set(rows.map((r) => r.serviceId))];
    const found = ids.length
      ? await db.select().from(paramarshaServices).where(inArray(paramarshaServices.id, ids))
      : [];
    const services = new Map(found.map((s) => [s.id, s]));
    return rows.map((r) => ({ ...wireRequest(r, services.get(r.serviceId)), ...extra(r) }));
  }

  app.get(
    '/paramarsha/requests/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One request: its reader, its astrologer or an admin (others: 404 request_not_found)',
        security: bearer,
        params: idParam,
      },
    },
    async (request, reply) => {
      const row = await requestFor(request, request.params.id, 'paramarsha.request.read');
      reply.header('cache-control', 'private, no-store');
      return { data: wireRequest(row, await serviceOf(row.serviceId)) };
    },
  );

  app.post(
    '/paramarsha/requests/:id/follow-up',
    {
      schema: {
        tags: TAGS,
        summary: 'The reader’s one follow-up question, after the answer',
        security: bearer,
        params: idParam,
        body: textBody('question'),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await requestFor(request, request.params.id, 'paramarsha.request.read');
      if (row.userId !== user.id) throw notFound('request_not_found');
      if (row.status !== 'answered' || row.reply === null) throw badRequest('paramarsha_not_answered');
      if (row.followUp !== null) throw conflict('paramarsha_follow_up_used');
      const [updated] = await db
        .update(paramarshaRequests)
        .set({ followUp: (request.body as { question: string }).question, status: 'in_progress' })
        .where(and(eq(paramarshaRequests.id, row.id), eq(paramarshaRequests.status, 'answered')))
        .returning();
      if (!updated) throw conflict('paramarsha_follow_up_used');
      return { data: wireRequest(updated, await serviceOf(updated.serviceId)) };
    },
  );

  // ── The astrologer ──────────────────────────────────────────────────────────────────────

  app.get(
    '/astrologer/paramarsha/requests',
    {
      schema: {
        tags: TAGS,
        summary: 'The requests assigned to you (astrologers), due first',
        security: bearer,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return {
        data: await listRequests(
          eq(paramarshaRequests.assigneeId, user.id),
          [paramarshaRequests.dueAt, paramarshaRequests.id],
          500,
          (r) => ({ reply_draft: r.replyDraft }),
        ),
      };
    },
  );

  app.put(
    '/paramarsha/requests/:id/draft',
    {
      schema: {
        tags: TAGS,
        summary: 'Keep the assigned astrologer’s reply draft (the request becomes in progress)',
        security: bearer,
        params: idParam,
        body: textBody('text'),
      },
    },
    async (request) => {
      const row = await requestFor(request, request.params.id, 'paramarsha.request.answer');
      const [updated] = await db
        .update(paramarshaRequests)
        .set({
          replyDraft: (request.body as { text: string }).text,
          ...(row.status === 'assigned' ? { status: 'in_progress' as const } : {}),
        })
        .where(eq(paramarshaRequests.id, row.id))
        .returning();
      return { data: { ...wireRequest(updated!), reply_draft: updated!.replyDraft } };
    },
  );

  app.post(
    '/paramarsha/requests/:id/answer',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the answer (or the follow-up’s answer) to the reader, by mail too',
        security: bearer,
        params: idParam,
        body: textBody('text'),
      },
    },
    async (request) => {
      const row = await requestFor(request, request.params.id, 'paramarsha.request.answer');
      const text = (request.body as { text: string }).text;
      const followUp = row.reply !== null && row.followUp !== null && row.followUpReply === null;
      if (!followUp && row.reply !== null) throw conflict('paramarsha_follow_up_used');
      const [updated] = await db
        .update(paramarshaRequests)
        .set(
          followUp
            ? { followUpReply: text, status: 'answered' }
            : { reply: text, replyDraft: null, status: 'answered', answeredAt: new Date(now()) },
        )
        .where(eq(paramarshaRequests.id, row.id))
        .returning();
      const [reader] = await db.select().from(users).where(eq(users.id, row.userId));
      if (reader) {
        // The reader hears of it in the bell, by push and by mail (issue 26).
        const path = '/paramarsha/requests';
        const link = `${webOrigin}${path}`;
        await tellReader(
          { db, push, mailer, log: app.log },
          {
            userId: reader.id,
            title: { np: 'परामर्शको जवाफ आयो', en: 'Your paramarsha has been answered' },
            message: {
              np: 'ज्योतिषीले तपाईंको प्रश्नको जवाफ दिनुभएको छ।',
              en: 'The astrologer has answered your question.',
            },
            lang: row.lang === 'np' ? 'np' : 'en',
            path,
            at: new Date(now()),
            mail:
              row.lang === 'np'
                ? {
                    to: reader.email,
                    subject: 'पात्रो: तपाईंको परामर्शको जवाफ आयो',
                    text: `नमस्ते ${reader.fullName},\n\nज्योतिषीले तपाईंको प्रश्नको जवाफ दिनुभएको छ:\n\n${text}\n\nआफ्नो खातामा हेर्नुहोस्: ${link}\n\n— पात्रो`,
                    links: [link],
                  }
                : {
                    to: reader.email,
                    subject: 'Patro: your paramarsha has been answered',
                    text: `Hello ${reader.fullName},\n\nThe astrologer has answered your question:\n\n${text}\n\nSee it in your account: ${link}\n\n— Patro`,
                    links: [link],
                  },
          },
        );
      }
      return { data: wireRequest(updated!, await serviceOf(row.serviceId)) };
    },
  );

  // ── Admin ───────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/paramarsha/services',
    {
      preValidation: manage,
      schema: { tags: TAGS, summary: 'Every service, active or not (admins)', security: bearer },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await db.select().from(paramarshaServices).orderBy(paramarshaServices.id);
      return { data: rows.map(wireService) };
    },
  );

  app.post(
    '/admin/paramarsha/services',
    {
      preValidation: manage,
      schema: { tags: TAGS, summary: 'Add a service (admins)', security: bearer, body: serviceBody },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'paramarsha.services.manage');
      const b = request.body;
      const [row] = await db
        .insert(paramarshaServices)
        .values({
          nameNp: b.name_np,
          nameEn: b.name_en,
          descriptionNp: b.description_np,
          descriptionEn: b.description_en,
          pricePaisa: b.price_paisa,
          turnaroundHours: b.turnaround_hours,
          active: b.active,
          createdAt: new Date(now()),
        })
        .returning();
      await audit(
        db,
        caller,
        now(),
        'paramarsha.service.create',
        'paramarsha_service',
        String(row!.id),
        null,
        row,
      );
      reply.status(201);
      return { data: wireService(row!) };
    },
  );

  app.put(
    '/admin/paramarsha/services/:serviceId',
    {
      preValidation: manage,
      schema: {
        tags: TAGS,
        summary: 'Change a service (admins)',
        security: bearer,
        params: serviceIdParam,
        body: serviceBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'paramarsha.services.manage');
      const b = request.body;
      const [before] = await db
        .select()
        .from(paramarshaServices)
        .where(eq(paramarshaServices.id, request.params.serviceId));
      const [row] = await db
        .update(paramarshaServices)
        .set({
          nameNp: b.name_np,
          nameEn: b.name_en,
          descriptionNp: b.description_np,
          descriptionEn: b.description_en,
          pricePaisa: b.price_paisa,
          turnaroundHours: b.turnaround_hours,
          active: b.active,
        })
        .where(eq(paramarshaServices.id, request.params.serviceId))
        .returning();
      if (!row) throw notFound('paramarsha_service_not_found');
      await audit(
        db,
        caller,
        now(),
        'paramarsha.service.update',
        'paramarsha_service',
        String(row.id),
        before,
        row,
      );
      return { data: wireService(row) };
    },
  );

  app.get(
    '/admin/paramarsha/gurus',
    {
      preValidation: manage,
      schema: { tags: TAGS, summary: 'Every astrologer profile (admins)', security: bearer },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const rows = await db.select().from(guruProfiles).orderBy(guruProfiles.id);
      // The account id too: the admin gives a request to an astrologer by it.
      return { data: rows.map((r) => ({ ...wireGuru(r), user_id: r.userId, active: r.active })) };
    },
  );

  app.put(
    '/admin/paramarsha/gurus',
    {
      preValidation: manage,
      schema: {
        tags: TAGS,
        summary: 'Add or change the profile of the astrologer account with this e-mail (admins)',
        description:
          'The account must hold the astrologer role (PUT /admin/users/roles): 400 `paramarsha_not_astrologer`.',
        security: bearer,
        body: guruBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'paramarsha.services.manage');
      const b = request.body;
      const [account] = await db.select().from(users).where(eq(users.email, b.email.toLowerCase()));
      if (!account) throw new ApiError(404, 'account_not_found', {}, 'email');
      if (!account.roles.includes('astrologer'))
        throw new ApiError(400, 'paramarsha_not_astrologer', {}, 'email');
      const values = {
        nameNp: b.name_np,
        nameEn: b.name_en,
        languages: b.languages,
        specialities: b.specialities,
        bioNp: b.bio_np,
        bioEn: b.bio_en,
        serviceIds: b.service_ids,
        active: b.active,
      };
      const [row] = await db
        .insert(guruProfiles)
        .values({ userId: account.id, ...values, createdAt: new Date(now()) })
        .onConflictDoUpdate({ target: guruProfiles.userId, set: values })
        .returning();
      await audit(db, caller, now(), 'paramarsha.guru.save', 'guru_profile', String(row!.id), null, row);
      return { data: wireGuru(row!) };
    },
  );

  app.post(
    '/admin/paramarsha/testimonials',
    {
      preValidation: manage,
      schema: {
        tags: TAGS,
        summary: 'Add a reader’s testimonial, with their consent (admins)',
        security: bearer,
        body: testimonialBody,
      },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'paramarsha.services.manage');
      const [row] = await db
        .insert(paramarshaTestimonials)
        .values({ text: request.body.text, name: request.body.name, consentAt: new Date(now()) })
        .returning();
      await audit(
        db,
        caller,
        now(),
        'paramarsha.testimonial.create',
        'testimonial',
        String(row!.id),
        null,
        row,
      );
      reply.status(201);
      return { data: { id: row!.id, text: row!.text, name: row!.name } };
    },
  );

  app.get(
    '/admin/paramarsha/requests',
    {
      preValidation: roles.only('paramarsha.requests.assign'),
      schema: {
        tags: TAGS,
        summary: 'Every request, newest first, with its astrologer and due time (admins)',
        security: bearer,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        data: await listRequests(undefined, newestFirst, 500, (r) => ({ assignee_id: r.assigneeId })),
      };
    },
  );

  app.post(
    '/admin/paramarsha/requests/:id/assign',
    {
      preValidation: roles.only('paramarsha.requests.assign'),
      schema: {
        tags: TAGS,
        summary: 'Give a paid, unanswered request to another astrologer (admins; audited)',
        description:
          '`assignee_id`: the account id of an active astrologer who offers the service (GET /admin/paramarsha/gurus). ' +
          'A draft stays with the request. The astrologer is told in the bell and by push.',
        security: bearer,
        params: idParam,
        body: z.object({ assignee_id: z.string().uuid('must be an astrologer’s account id') }),
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'paramarsha.requests.assign');
      const [row] = await db
        .select()
        .from(paramarshaRequests)
        .where(eq(paramarshaRequests.id, request.params.id));
      if (!row) throw notFound('request_not_found');
      if (!['paid', 'assigned', 'in_progress'].includes(row.status))
        throw conflict('paramarsha_not_assignable');
      const [guru] = await db
        .select()
        .from(guruProfiles)
        .where(and(eq(guruProfiles.userId, request.body.assignee_id), eq(guruProfiles.active, true)));
      if (!guru?.serviceIds.includes(row.serviceId))
        throw new ApiError(400, 'paramarsha_astrologer_not_for_service', {}, 'assignee_id');
      const [updated] = await db
        .update(paramarshaRequests)
        .set({ assigneeId: guru.userId, status: row.status === 'paid' ? 'assigned' : row.status })
        .where(eq(paramarshaRequests.id, row.id))
        .returning();
      await audit(
        db,
        caller,
        now(),
        'paramarsha.request.assign',
        'paramarsha_request',
        String(row.id),
        { assignee_id: row.assigneeId },
        { assignee_id: guru.userId },
      );
      await tellReader(
        { db, push, mailer, log: app.log },
        {
          userId: guru.userId,
          title: { np: 'तपाईंलाई परामर्श अनुरोध दिइयो', en: 'A paramarsha request is yours' },
          message: { np: `अनुरोध #${row.id}`, en: `Request #${row.id}` },
          lang: 'np',
          path: '/admin/paramarsha',
          at: new Date(now()),
          mail: null,
        },
      );
      return { data: { ...wireRequest(updated!, await serviceOf(row.serviceId)), assignee_id: guru.userId } };
    },
  );
};
