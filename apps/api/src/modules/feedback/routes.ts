/**
 * Feedback, contact and the FAQ (spec §2, §7 POST /feedback; ADR 190, 191): the forms' one call,
 * the admin inbox that reads and answers them, and the FAQ with its admin editor.
 */
import {
  coercedRowIdSchema,
  FAQ_SECTIONS,
  type FeedbackInput,
  feedbackProblems,
  nepaliMobile,
  SUPPORT_KINDS,
  type WireFaqPage,
} from '@patro/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { faqEntries, feedbackMessages } from '../../db/schema.js';
import { ApiError, notFound } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import type { Mailer } from '../mail/service.js';
import { acknowledgementMail, replyMail } from './mail.js';
import { wireFaqEntry, wireSupportMessage } from './wire.js';

const TEN_MINUTES = 10 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The form's limits (ADR 190): five messages an hour from one e-mail address, and sixty in ten
 * minutes from one caller — through the web form the caller is the web server, so that one is a
 * ceiling on the whole site's form traffic, not a per-reader limit.
 */
export const feedbackLimits = {
  perAddress: (email: string) => ({ key: `feedback-address:${email.toLowerCase()}`, max: 5, windowMs: HOUR }),
  perCaller: (ip: string) => ({ key: `feedback-ip:${ip}`, max: 60, windowMs: TEN_MINUTES }),
};

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

const feedbackBody = z.object({
  kind: z.enum(SUPPORT_KINDS, { message: 'must be feedback or contact' }).default('feedback'),
  name: text(200).default(''),
  email: text(400).default(''),
  mobile: text(40).default(''),
  title: text(400).default(''),
  message: text(8000).default(''),
  topic: text(40).optional(),
  /** The honeypot: hidden from people, filled by form-filling robots. */
  website: text(400).optional(),
  lang: z.enum(['np', 'en'], { message: 'must be np or en' }).default('np'),
});

const replyBody = z.object({
  reply: z.string().trim().min(1, 'is required').max(8000, 'must be at most 8000 characters'),
});

const faqBody = z.object({
  section: z.enum(FAQ_SECTIONS, { message: 'must be app or marketplace' }),
  group_np: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  group_en: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  question_np: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
  question_en: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
  answer_np: z.string().trim().min(1, 'is required').max(4000, 'must be at most 4000 characters'),
  answer_en: z.string().trim().min(1, 'is required').max(4000, 'must be at most 4000 characters'),
  position: z.number().int('must be a whole number').min(0).max(10000).default(0),
});

const idParam = z.object({ id: coercedRowIdSchema('must be a message id') });
const faqIdParam = z.object({ id: coercedRowIdSchema('must be a question id') });

export const feedbackRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  roles: StaffRoles;
  now: () => number;
  webOrigin: string;
}> = async (app, { db, mailer, roles, now, webOrigin }) => {
  const inbox = roles.only('support.inbox.read');
  const faqWriter = roles.only('support.faq.write');

  app.post(
    '/feedback',
    {
      schema: {
        tags: ['support'],
        summary: 'Send feedback or a contact message (spec §7)',
        description:
          'Answers 201 `{ data: { received: true } }`. A field at fault answers 400 with its own code ' +
          '(`feedback_name`, `feedback_email`, `feedback_mobile`, `feedback_topic`, `feedback_title`, ' +
          '`feedback_message`) and `field`. An acknowledgement is mailed in `lang`.',
        body: feedbackBody,
      },
    },
    async (request, reply) => {
      const body = request.body;
      // A filled honeypot looks like success to the robot and stores nothing (ADR 190).
      if (body.website?.trim()) {
        reply.status(201);
        return { data: { received: true } };
      }
      const input: FeedbackInput = { ...body };
      const [problem] = feedbackProblems(input);
      if (problem) throw new ApiError(400, problem.code, {}, problem.field);
      const email = body.email.trim();
      await enforceRateLimits(
        db,
        [feedbackLimits.perCaller(request.ip), feedbackLimits.perAddress(email)],
        now(),
      );
      const [row] = await db
        .insert(feedbackMessages)
        .values({
          kind: body.kind,
          topic: body.kind === 'contact' ? (body.topic as 'support') : null,
          name: body.name.trim(),
          email,
          mobile: body.mobile.trim() ? nepaliMobile(body.mobile) : null,
          title: body.title.trim(),
          message: body.message.trim(),
          lang: body.lang,
          createdAt: new Date(now()),
        })
        .returning();
      if (row) await mailer.send(acknowledgementMail(row, webOrigin));
      reply.status(201);
      return { data: { received: true } };
    },
  );

  app.get(
    '/admin/feedback/messages',
    {
      preValidation: inbox,
      schema: {
        tags: ['support'],
        summary: 'The feedback and contact inbox, newest first (support staff, admins)',
        security: [{ bearerAuth: [] }],
        querystring: z.object({
          status: z
            .enum(['new', 'answered', 'all'], { message: 'must be new, answered or all' })
            .default('new'),
        }),
      },
    },
    async (request, reply) => {
      const { status } = request.query;
      const rows = await db
        .select()
        .from(feedbackMessages)
        .where(status === 'all' ? undefined : eq(feedbackMessages.status, status))
        .orderBy(desc(feedbackMessages.createdAt), desc(feedbackMessages.id))
        .limit(500);
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map(wireSupportMessage) };
    },
  );

  app.get(
    '/admin/feedback/messages/:id',
    {
      preValidation: inbox,
      schema: {
        tags: ['support'],
        summary: 'One message of the inbox',
        security: [{ bearerAuth: [] }],
        params: idParam,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(feedbackMessages)
        .where(eq(feedbackMessages.id, request.params.id));
      if (!row) throw notFound('support_message_not_found');
      reply.header('cache-control', 'private, no-store');
      return { data: wireSupportMessage(row) };
    },
  );

  app.patch(
    '/admin/feedback/messages/:id',
    {
      preValidation: inbox,
      schema: {
        tags: ['support'],
        summary: 'Mark a message answered (or new again)',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: z.object({ answered: z.boolean({ message: 'must be true or false' }) }),
      },
    },
    async (request) => {
      const staff = await roles.require(request, 'support.inbox.read');
      const answered = request.body.answered;
      const [row] = await db
        .update(feedbackMessages)
        .set(
          answered
            ? { status: 'answered', answeredAt: new Date(now()), answeredBy: staff.id }
            : { status: 'new', answeredAt: null, answeredBy: null },
        )
        .where(eq(feedbackMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound('support_message_not_found');
      return { data: wireSupportMessage(row) };
    },
  );

  app.post(
    '/admin/feedback/messages/:id/reply',
    {
      preValidation: inbox,
      schema: {
        tags: ['support'],
        summary: 'Mail a reply to the sender and mark the message answered',
        security: [{ bearerAuth: [] }],
        params: idParam,
        body: replyBody,
      },
    },
    async (request) => {
      const staff = await roles.require(request, 'support.inbox.read');
      const [row] = await db
        .update(feedbackMessages)
        .set({
          status: 'answered',
          reply: request.body.reply,
          answeredAt: new Date(now()),
          answeredBy: staff.id,
        })
        .where(eq(feedbackMessages.id, request.params.id))
        .returning();
      if (!row) throw notFound('support_message_not_found');
      await mailer.send(replyMail(row, request.body.reply));
      return { data: wireSupportMessage(row) };
    },
  );

  app.get(
    '/faq',
    {
      schema: {
        tags: ['support'],
        summary: 'Questions and answers, grouped, in one language; `q` searches both',
        querystring: z.object({
          section: z.enum(FAQ_SECTIONS, { message: 'must be app or marketplace' }).default('app'),
          q: z.string().trim().max(100, 'must be at most 100 characters').default(''),
          lang: z.enum(['np', 'en'], { message: 'must be np or en' }).default('np'),
        }),
      },
    },
    async (request, reply) => {
      const { section, q, lang } = request.query;
      const rows = await db
        .select()
        .from(faqEntries)
        .where(eq(faqEntries.section, section))
        .orderBy(asc(faqEntries.position), asc(faqEntries.id));
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = (row: typeof faqEntries.$inferSelect) => {
        const hay = [row.questionNp, row.questionEn, row.answerNp, row.answerEn, row.groupNp, row.groupEn]
          .join(' ')
          .toLowerCase();
        return words.every((w) => hay.includes(w));
      };
      const groups: WireFaqPage['groups'] = [];
      for (const row of rows.filter(matches)) {
        const name = lang === 'np' ? row.groupNp : row.groupEn;
        let group = groups.find((g) => g.name === name);
        if (!group) {
          group = { name, items: [] };
          groups.push(group);
        }
        group.items.push({
          id: row.id,
          question: lang === 'np' ? row.questionNp : row.questionEn,
          answer: lang === 'np' ? row.answerNp : row.answerEn,
        });
      }
      reply.header('cache-control', 'public, max-age=60');
      const data: WireFaqPage = { section, q, groups };
      return { data };
    },
  );

  app.get(
    '/admin/faq',
    {
      preValidation: faqWriter,
      schema: {
        tags: ['support'],
        summary: 'Every FAQ entry, both languages (admin)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (_request, reply) => {
      const rows = await db
        .select()
        .from(faqEntries)
        .orderBy(asc(faqEntries.section), asc(faqEntries.position), asc(faqEntries.id));
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map(wireFaqEntry) };
    },
  );

  const faqValues = (body: z.infer<typeof faqBody>) => ({
    section: body.section,
    groupNp: body.group_np,
    groupEn: body.group_en,
    questionNp: body.question_np,
    questionEn: body.question_en,
    answerNp: body.answer_np,
    answerEn: body.answer_en,
    position: body.position,
    updatedAt: new Date(now()),
  });

  app.post(
    '/admin/faq',
    {
      preValidation: faqWriter,
      schema: {
        tags: ['support'],
        summary: 'Add a question (admin)',
        security: [{ bearerAuth: [] }],
        body: faqBody,
      },
    },
    async (request, reply) => {
      const [row] = await db.insert(faqEntries).values(faqValues(request.body)).returning();
      if (!row) throw new Error('The question could not be stored');
      reply.status(201);
      return { data: wireFaqEntry(row) };
    },
  );

  app.put(
    '/admin/faq/:id',
    {
      preValidation: faqWriter,
      schema: {
        tags: ['support'],
        summary: 'Rewrite a question (admin)',
        security: [{ bearerAuth: [] }],
        params: faqIdParam,
        body: faqBody,
      },
    },
    async (request) => {
      const [row] = await db
        .update(faqEntries)
        .set(faqValues(request.body))
        .where(eq(faqEntries.id, request.params.id))
        .returning();
      if (!row) throw notFound('faq_not_found');
      return { data: wireFaqEntry(row) };
    },
  );

  app.delete(
    '/admin/faq/:id',
    {
      preValidation: faqWriter,
      schema: {
        tags: ['support'],
        summary: 'Remove a question (admin)',
        security: [{ bearerAuth: [] }],
        params: faqIdParam,
      },
    },
    async (request, reply) => {
      const gone = await db
        .delete(faqEntries)
        .where(and(eq(faqEntries.id, request.params.id)))
        .returning({ id: faqEntries.id });
      if (gone.length === 0) throw notFound('faq_not_found');
      reply.status(204);
    },
  );
};
