/**
 * Talk with us (spec §2 `/talk-with-us`; issue 29; ADR 195): a signed-in reader's conversations
 * with the support team, and the staff inbox. Every call asks the policy (ADR 152): a reader holds
 * `support-thread.author` on their own threads only (another's answers 404 conversation_not_found);
 * the `support` role and the admins see and answer all. Changes are announced through PostgreSQL
 * NOTIFY and streamed to browsers as Server-Sent Events, whichever API process they are connected to.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ApiError, notFound } from '../../http/errors.js';
import { assertMay, may } from '../../policy/decide.js';
import type { StaffCaller, StaffRoles } from '../../policy/staff.js';
import type { Relation } from '../../policy/table.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import type { Mailer } from '../mail/service.js';
import type { PushSender } from '../push/sender.js';
import { tellReader } from '../reminders/tell-reader.js';
import { readImage } from './image.js';
import type { SupportLive } from './live.js';
import * as repo from './repository.js';

const TAGS = ['support'];
const bearer = [{ bearerAuth: [] }];
/** A base64 picture of at most 1 MiB and the JSON around it. */
const BODY_LIMIT = 1_500_000;

export interface SupportChannels {
  email: string | null;
  phone: string | null;
  /** Messaging apps, each an external link (Viber, WhatsApp, Messenger …), as configured. */
  messaging: { name: string; url: string }[];
}

export interface SupportOptions {
  db: Db;
  roles: StaffRoles;
  live: SupportLive;
  mailer: Mailer;
  push: PushSender;
  now: () => number;
  webOrigin: string;
  channels: SupportChannels;
}

const uuid = z.uuid('must be a conversation id');
const threadParams = z.object({ id: uuid });
const text = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);
const messageBody = z.object({
  body: text(4000),
  image: z.string().max(1_400_000, 'must be a picture of at most 1 MB').optional(),
});
const newThreadBody = messageBody.extend({
  subject: text(120),
  lang: z.enum(['np', 'en'], { message: 'must be np or en' }).default('np'),
});

function wireThread(row: repo.ThreadRow, extra: object = {}) {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    assignee_id: row.assigneeId,
    created_at: row.createdAt.toISOString(),
    last_message_at: row.lastMessageAt.toISOString(),
    ...extra,
  };
}

/** A message as its reader sees it: staff replies are signed by the team; staff also see who wrote them. */
function wireMessage(row: repo.MessageRow, staffView: boolean) {
  return {
    id: row.id,
    from_staff: row.fromStaff,
    author: row.fromStaff && !staffView ? null : row.authorName,
    body: row.body,
    image: row.imageType ? `/support/messages/${row.id}/image` : null,
    created_at: row.createdAt.toISOString(),
  };
}

export const supportRoutes: FastifyPluginAsyncZod<SupportOptions> = async (app, options) => {
  const { db, roles, live, now } = options;
  /** Open event streams: ended when the app closes, so a shutdown does not wait for readers to leave. */
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  /** The caller and the thread, when the caller may do `action` to it; else the policy's refusal. */
  async function threadFor(
    request: FastifyRequest,
    id: string,
    action: 'support.thread.read' | 'support.thread.reply',
  ): Promise<{ caller: StaffCaller; thread: repo.ThreadRow; staff: boolean }> {
    const caller = await roles.caller(request);
    const thread = await repo.findThread(db, id);
    const relations: Relation[] =
      thread && caller && thread.userId === caller.id ? ['support-thread.author'] : [];
    if (!thread) {
      // A visitor is told to sign in; anyone else learns only that there is no such conversation.
      if (!caller) assertMay(caller, action);
      throw notFound('conversation_not_found');
    }
    assertMay(caller, action, relations);
    return { caller: caller!, thread: thread!, staff: may(caller, 'support.inbox.read') };
  }

  async function write(
    caller: StaffCaller,
    thread: repo.ThreadRow,
    staff: boolean,
    input: { body: string; image?: string },
  ): Promise<repo.MessageRow> {
    const image = input.image ? await readImage(input.image) : null;
    await enforceRateLimits(db, [{ key: `support-message:${caller.id}`, max: 30, windowMs: 600_000 }], now());
    const fromStaff = staff && thread.userId !== caller.id;
    const id = await repo.addMessage(
      db,
      { threadId: thread.id, authorId: caller.id, fromStaff, body: input.body, image },
      new Date(now()),
    );
    // A reader writing to a closed conversation opens it again.
    if (!fromStaff && thread.status === 'closed') await repo.updateThread(db, thread.id, { status: 'open' });
    await live.announce({ thread: thread.id, kind: 'message', message: id });
    if (fromStaff) await notifyReader(thread, input.body);
    return (await repo.findMessage(db, id))!;
  }

  /** Tells the reader of a reply: in the app, by push and by mail (each failure logged, never the caller's). */
  async function notifyReader(thread: repo.ThreadRow, body: string) {
    const reader = await repo.findUser(db, thread.userId);
    if (!reader) return;
    const path = `/talk-with-us?thread=${thread.id}`;
    const title = { np: 'सहायता टोलीको जवाफ', en: 'A reply from Patro support' };
    const excerpt = body.length > 140 ? `${body.slice(0, 139)}…` : body;
    const link = `${options.webOrigin}${path}`;
    await tellReader(
      { db, push: options.push, mailer: options.mailer, log: app.log },
      {
        userId: reader.id,
        title,
        message: { np: `${thread.subject} — ${excerpt}`, en: `${thread.subject} — ${excerpt}` },
        lang: thread.lang,
        path,
        at: new Date(now()),
        mail: {
          to: reader.email,
          subject: `${title[thread.lang]}: ${thread.subject}`,
          text:
            thread.lang === 'np'
              ? `नमस्ते ${reader.fullName},\n\n"${thread.subject}" मा सहायता टोलीले जवाफ दिएको छ:\n\n${excerpt}\n\nपूरा कुराकानी: ${link}\n`
              : `Hello ${reader.fullName},\n\nPatro support replied to "${thread.subject}":\n\n${excerpt}\n\nThe whole conversation: ${link}\n`,
          links: [link],
        },
      },
    );
  }

  app.get(
    '/support/channels',
    {
      schema: {
        tags: TAGS,
        summary: 'How to reach the support team outside the site',
        description:
          '`{ data: { email, phone, messaging: [{ name, url }] } }` from the server’s configuration (TALK_EMAIL, ' +
          'TALK_PHONE, TALK_MESSAGING); null and [] where none is set. The messaging links are external sites.',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: options.channels };
    },
  );

  app.get(
    '/support/threads',
    {
      schema: {
        tags: TAGS,
        summary: 'Your conversations with support',
        description:
          '`{ data: [{ id, subject, status, assignee_id, created_at, last_message_at }] }`, newest first.',
        security: bearer,
      },
    },
    async (request) => {
      const caller = await roles.caller(request);
      assertMay(caller, 'support.thread.read', ['support-thread.author']);
      return { data: (await repo.threadsOf(db, caller!.id)).map((row) => wireThread(row)) };
    },
  );

  app.post(
    '/support/threads',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Open a conversation with support',
        description:
          '`subject`, the first message `body`, optionally one `image` (base64 PNG, JPEG, WebP or GIF of at most ' +
          '1 MB: its bytes are checked) and `lang` (np|en: the language of the mail that tells you of a reply). ' +
          'Answers 201 with the conversation and its messages. At most 5 new conversations an hour.',
        body: newThreadBody,
        security: bearer,
      },
    },
    async (request, reply) => {
      const caller = await roles.caller(request);
      assertMay(caller, 'support.thread.reply', ['support-thread.author']);
      const { subject, lang, ...message } = request.body;
      if (message.image) await readImage(message.image);
      await enforceRateLimits(
        db,
        [{ key: `support-thread:${caller!.id}`, max: 5, windowMs: 3_600_000 }],
        now(),
      );
      const thread = await repo.createThread(db, { userId: caller!.id, subject, lang });
      const first = await write(caller!, thread, false, message);
      reply.code(201);
      return { data: wireThread(thread, { messages: [wireMessage(first, false)] }) };
    },
  );

  app.get(
    '/support/threads/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One conversation and its messages',
        description:
          'The reader’s own conversation, or any for support staff; another reader’s answers 404 ' +
          '`conversation_not_found`. Messages oldest first; `image` is the path of the attached picture.',
        params: threadParams,
        security: bearer,
      },
    },
    async (request) => {
      const { thread, staff } = await threadFor(request, request.params.id, 'support.thread.read');
      const messages = await repo.messagesOf(db, thread.id);
      const reader = staff ? await repo.findUser(db, thread.userId) : null;
      return {
        data: wireThread(thread, {
          messages: messages.map((m) => wireMessage(m, staff)),
          ...(reader ? { reader: { id: reader.id, name: reader.fullName, email: reader.email } } : {}),
        }),
      };
    },
  );

  app.post(
    '/support/threads/:id/messages',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Write in a conversation',
        description:
          'The reader in their own conversation (a closed one opens again), or support staff in any (the reader ' +
          'is told in the app, by push and by mail). `body`, optionally one `image` as for a new conversation. ' +
          'Answers 201 with the message. At most 30 messages in 10 minutes.',
        params: threadParams,
        body: messageBody,
        security: bearer,
      },
    },
    async (request, reply) => {
      const { caller, thread, staff } = await threadFor(request, request.params.id, 'support.thread.reply');
      const message = await write(caller, thread, staff, request.body);
      reply.code(201);
      return { data: wireMessage(message, staff) };
    },
  );

  app.get(
    '/support/messages/:id/image',
    {
      schema: {
        tags: TAGS,
        summary: 'The picture attached to a message',
        description: 'Its bytes with their checked type, for whoever may read the conversation.',
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 53 - 1),
        }),
        security: bearer,
      },
    },
    async (request, reply) => {
      const row = await repo.findImage(db, request.params.id);
      if (!row) throw notFound('attachment_not_found');
      await threadFor(request, row.threadId, 'support.thread.read');
      if (!row.image || !row.imageType) throw notFound('attachment_not_found');
      reply.header('content-type', row.imageType);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-disposition', 'inline');
      return reply.send(row.image);
    },
  );

  app.get(
    '/support/threads/:id/live',
    {
      schema: {
        tags: TAGS,
        summary: 'A conversation’s changes as they happen (Server-Sent Events)',
        description:
          '`text/event-stream` with the bearer token in the Authorization header: `message` events (a message as ' +
          'in the conversation) and `thread` events (status or assignee changed). `after` (or `Last-Event-ID`): ' +
          'the last message id the client has; later ones are sent first, so a reconnect misses nothing.',
        params: threadParams,
        querystring: z.object({
          after: z.coerce
            .number()
            .int()
            .min(0)
            .max(2 ** 53 - 1)
            .optional(),
        }),
        security: bearer,
      },
    },
    async (request, reply) => {
      const { thread, staff } = await threadFor(request, request.params.id, 'support.thread.read');
      const lastId = Number(request.headers['last-event-id']);
      let after = request.query.after ?? (Number.isSafeInteger(lastId) && lastId > 0 ? lastId : 0);
      await streamThread(request, reply, thread.id, staff, after, (id) => {
        after = Math.max(after, id);
      });
    },
  );

  async function streamThread(
    request: FastifyRequest,
    reply: FastifyReply,
    threadId: string,
    staff: boolean,
    after: number,
    sent: (id: number) => void,
  ) {
    const raw = reply.raw;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = String(value);
    }
    reply.hijack();
    raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let last = after;
    let queue = Promise.resolve();
    const sendMessages = () =>
      (queue = queue
        .then(async () => {
          for (const m of await repo.messagesOf(db, threadId, last)) {
            last = m.id;
            sent(m.id);
            raw.write(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(wireMessage(m, staff))}\n\n`);
          }
        })
        .catch(() => {}));
    const stop = await live.watch(threadId, (event) => {
      if (event.kind === 'message') void sendMessages();
      else
        queue = queue
          .then(async () => {
            const row = await repo.findThread(db, threadId);
            if (row) raw.write(`event: thread\ndata: ${JSON.stringify(wireThread(row))}\n\n`);
          })
          .catch(() => {});
    });
    raw.write(': connected\nretry: 3000\n\n');
    void sendMessages();
    // A comment every 25 s keeps proxies from closing a quiet stream.
    const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), 25_000);
    keepAlive.unref();
    streams.add(raw);
    request.raw.on('close', () => {
      streams.delete(raw);
      clearInterval(keepAlive);
      stop();
    });
  }

  // ---------- The staff inbox ----------

  app.get(
    '/admin/support/threads',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'The support inbox (support staff and admins)',
        description:
          '`status` open (default) | closed | all; `assignee` me | none | any (default). Each conversation with ' +
          'its reader’s name and e-mail, newest activity first.',
        querystring: z.object({
          status: z
            .enum(['open', 'closed', 'all'], { message: 'must be open, closed or all' })
            .default('open'),
          assignee: z.enum(['me', 'none', 'any'], { message: 'must be me, none or any' }).default('any'),
        }),
        security: bearer,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'support.inbox.read');
      const { status, assignee } = request.query;
      const rows = await repo.inbox(db, {
        status,
        assignee: assignee === 'me' ? caller.id : assignee === 'none' ? null : undefined,
      });
      return {
        data: rows.map((row) =>
          wireThread(row, { reader: { id: row.userId, name: row.readerName, email: row.readerEmail } }),
        ),
      };
    },
  );

  app.post(
    '/admin/support/threads/:id/assign',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'Assign a conversation (support staff and admins)',
        description: '`assignee_id`: a staff member’s account id, or null to leave it unassigned.',
        params: threadParams,
        body: z.object({ assignee_id: z.string().max(64).nullable() }),
        security: bearer,
      },
    },
    async (request) => {
      const { thread } = await threadFor(request, request.params.id, 'support.thread.reply');
      const assigneeId = request.body.assignee_id;
      if (assigneeId !== null) {
        const assignee = await repo.findUser(db, assigneeId);
        if (!assignee || !may({ id: assignee.id, roles: assignee.roles }, 'support.inbox.read')) {
          throw new ApiError(400, 'assignee_not_staff', {}, 'assignee_id');
        }
      }
      await repo.updateThread(db, thread.id, { assigneeId });
      await live.announce({ thread: thread.id, kind: 'thread' });
      return { data: wireThread({ ...thread, assigneeId }) };
    },
  );

  app.post(
    '/admin/support/threads/:id/status',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'Close or reopen a conversation (support staff and admins)',
        description: '`status`: closed or open.',
        params: threadParams,
        body: z.object({ status: z.enum(['open', 'closed'], { message: 'must be open or closed' }) }),
        security: bearer,
      },
    },
    async (request) => {
      const { thread } = await threadFor(request, request.params.id, 'support.thread.reply');
      await repo.updateThread(db, thread.id, { status: request.body.status });
      await live.announce({ thread: thread.id, kind: 'thread' });
      return { data: wireThread({ ...thread, status: request.body.status }) };
    },
  );

  app.get(
    '/admin/support/canned',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'Canned answers (support staff and admins)',
        description: '`{ data: [{ id, title, body }] }` by title.',
        security: bearer,
      },
    },
    async (request) => {
      await roles.require(request, 'support.inbox.read');
      return { data: (await repo.cannedAnswers(db)).map(({ id, title, body }) => ({ id, title, body })) };
    },
  );

  app.post(
    '/admin/support/canned',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'Add a canned answer (support staff and admins)',
        description: '`title` (at most 80 characters) and `body` (at most 4000). Answers 201.',
        body: z.object({ title: text(80), body: text(4000) }),
        security: bearer,
      },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'support.inbox.read');
      const row = await repo.addCannedAnswer(db, { ...request.body, createdBy: caller.id });
      reply.code(201);
      return { data: { id: row.id, title: row.title, body: row.body } };
    },
  );

  app.delete(
    '/admin/support/canned/:id',
    {
      preValidation: roles.only('support.inbox.read'),
      schema: {
        tags: TAGS,
        summary: 'Delete a canned answer (support staff and admins)',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        security: bearer,
      },
    },
    async (request, reply) => {
      await roles.require(request, 'support.inbox.read');
      if (!(await repo.deleteCannedAnswer(db, request.params.id))) throw notFound('canned_answer_not_found');
      return reply.code(204).send();
    },
  );
};
