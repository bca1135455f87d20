/**
 * Talk with us (issue 29; ADR 195): a reader's conversations with support and the staff inbox —
 * rights (a reader sees only their own threads, staff see all), validation of text and pictures,
 * the reader told of a reply, and live delivery through LISTEN/NOTIFY to a reader connected to
 * another API instance on the same database.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { mailOutbox, userNotifications } from '../src/db/schema.js';
import { testDatabases } from './databases.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

/** The app's clock, stopped when the file loads (test access tokens are signed by the real clock and live 15 minutes). */
const NOW = Date.now();
const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function build(database: Database): Promise<FastifyInstance> {
  return buildApp({
    database,
    webOrigin: 'http://localhost:3000',
    now: () => NOW,
    jwtSecret: JWT_SECRET,
    support: {
      channels: {
        email: 'support@patro.example',
        phone: '+977-1-4000000',
        messaging: [{ name: 'Viber', url: 'https://invite.viber.com/?g2=patro' }],
      },
    },
  });
}

/** Reads a Server-Sent Events stream until `until` holds for the events so far (or the test's timeout). */
async function readEvents(
  base: string,
  path: string,
  user: TestUser,
  until: (events: { event: string; data: unknown }[]) => boolean,
  onOpen: () => Promise<void>,
): Promise<{ event: string; data: unknown }[]> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, { headers: user.headers, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let opened = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        end = buffer.indexOf('\n\n');
      }
      if (!opened) {
        opened = true;
        await onOpen();
      }
      if (until(events)) return events;
    }
  } finally {
    controller.abort();
  }
  return events;
}

describe.each(testDatabases())('talk with us on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let reader: TestUser;
  let otherReader: TestUser;
  let staff: TestUser;
  let admin: TestUser;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await build(database);
    reader = await insertTestUser(app, database.db, { fullName: 'Sita Reader' });
    otherReader = await insertTestUser(app, database.db, { fullName: 'Ram Other' });
    staff = await insertTestUser(app, database.db, { fullName: 'Gita Staff', roles: ['support'] });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const openThread = async (who: TestUser, subject = 'Reminder did not ring', image?: Buffer) => {
    const response = await call('POST', '/support/threads', who, {
      subject,
      body: 'My reminder for Tihar was silent.',
      lang: 'en',
      ...(image ? { image: image.toString('base64') } : {}),
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; messages: { id: number; image: string | null }[] };
  };

  it('shows the ways to reach support outside the site from configuration', async () => {
    const response = await call('GET', '/support/channels');
    expect(response.json().data).toEqual({
      email: 'support@patro.example',
      phone: '+977-1-4000000',
      messaging: [{ name: 'Viber', url: 'https://invite.viber.com/?g2=patro' }],
    });
  });

  it('a reader sees only their own conversations; another reader gets 404 conversation_not_found; staff see all', async () => {
    const mine = await openThread(reader, 'Mine only');
    const theirs = await openThread(otherReader, 'Theirs only');

    const list = await call('GET', '/support/threads', reader);
    expect(list.json().data.map((t: { subject: string }) => t.subject)).toEqual(['Mine only']);

    for (const [method, url, body] of [
      ['GET', `/support/threads/${theirs.id}`, undefined],
      ['POST', `/support/threads/${theirs.id}/messages`, { body: 'Let me in' }],
      ['GET', `/support/threads/${theirs.id}/live`, undefined],
      ['GET', `/support/messages/${theirs.messages[0]!.id}/image`, undefined],
    ] as const) {
      const response = await call(method, url, reader, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('conversation_not_found');
    }
    // An id nobody has answers the same as another reader's.
    const unknown = await call('GET', '/support/threads/00000000-0000-4000-8000-000000000000', reader);
    expect(unknown.json().code).toBe('conversation_not_found');
    expect((await call('GET', `/support/threads/${mine.id}`)).statusCode).toBe(401);

    // Staff (the support role) and admins read every conversation and the inbox.
    for (const who of [staff, admin]) {
      const thread = await call('GET', `/support/threads/${theirs.id}`, who);
      expect(thread.statusCode).toBe(200);
      expect(thread.json().data.reader.name).toBe('Ram Other');
      const inbox = await call('GET', '/admin/support/threads', who);
      const subjects = inbox.json().data.map((t: { subject: string }) => t.subject);
      expect(subjects).toEqual(expect.arrayContaining(['Mine only', 'Theirs only']));
    }
    // Readers have no inbox.
    const refused = await call('GET', '/admin/support/threads', reader);
    expect(refused.statusCode).toBe(403);
  });

  it('checks what is written and attached: empty text, a file that is not a picture, a picture too large', async () => {
    const empty = await call('POST', '/support/threads', reader, { subject: 'Hi', body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('body');
    // Text pretending to be a PNG by its name or type is refused by its bytes.
    const notImage = await call('POST', '/support/threads', reader, {
      subject: 'Screenshot',
      body: 'See attached',
      image: `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'attachment_not_image', field: 'image' });
    const tooLarge = await call('POST', '/support/threads', reader, {
      subject: 'Big',
      body: 'Big picture',
      image: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]).toString('base64'),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('attachment_too_large');
  });

  it('keeps a real picture and serves it only to who may read the conversation', async () => {
    const thread = await openThread(reader, 'With a screenshot', PNG);
    const path = thread.messages[0]!.image!;
    expect(path).toMatch(/^\/support\/messages\/\d+\/image$/);
    const own = await app.inject({ method: 'GET', url: path, headers: reader.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect((await app.inject({ method: 'GET', url: path, headers: staff.headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: path, headers: otherReader.headers })).statusCode).toBe(
      404,
    );
  });

  it('a staff reply reaches the reader in the app and by mail; staff assign, close and reopen; canned answers', async () => {
    const thread = await openThread(reader, 'Panchanga question');
    const reply = await call('POST', `/support/threads/${thread.id}/messages`, staff, {
      body: 'Tithi changes at sunrise in Kathmandu.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ from_staff: true, author: 'Gita Staff' });
    // The reader sees the team, not the staff member's name.
    const seen = await call('GET', `/support/threads/${thread.id}`, reader);
    expect(seen.json().data.messages.at(-1)).toMatchObject({ from_staff: true, author: null });

    const notes = await database.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, reader.id));
    expect(notes.map((n) => n.clickAction)).toContain(`/talk-with-us?thread=${thread.id}`);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, reader.email));
    expect(mails.some((m) => m.subject.includes('Panchanga question') && m.text.includes('sunrise'))).toBe(
      true,
    );

    const notStaff = await call('POST', `/admin/support/threads/${thread.id}/assign`, staff, {
      assignee_id: otherReader.id,
    });
    expect(notStaff.statusCode).toBe(400);
    expect(notStaff.json().code).toBe('assignee_not_staff');
    const assigned = await call('POST', `/admin/support/threads/${thread.id}/assign`, staff, {
      assignee_id: staff.id,
    });
    expect(assigned.json().data.assignee_id).toBe(staff.id);
    const mineOnly = await call('GET', '/admin/support/threads?assignee=me', staff);
    expect(mineOnly.json().data.map((t: { id: string }) => t.id)).toEqual([thread.id]);

    const closed = await call('POST', `/admin/support/threads/${thread.id}/status`, staff, {
      status: 'closed',
    });
    expect(closed.json().data.status).toBe('closed');
    const closedList = await call('GET', '/admin/support/threads?status=closed', staff);
    expect(closedList.json().data.map((t: { id: string }) => t.id)).toContain(thread.id);
    // The reader writing again opens it.
    await call('POST', `/support/threads/${thread.id}/messages`, reader, { body: 'One more thing' });
    expect((await call('GET', `/support/threads/${thread.id}`, reader)).json().data.status).toBe('open');
    // A reader cannot close or assign.
    expect(
      (await call('POST', `/admin/support/threads/${thread.id}/status`, reader, { status: 'closed' }))
        .statusCode,
    ).toBe(403);

    const canned = await call('POST', '/admin/support/canned', staff, {
      title: 'Sunrise rule',
      body: 'Tithi is the one at sunrise.',
    });
    expect(canned.statusCode).toBe(201);
    const list = await call('GET', '/admin/support/canned', staff);
    expect(list.json().data).toContainEqual({
      id: canned.json().data.id,
      title: 'Sunrise rule',
      body: 'Tithi is the one at sunrise.',
    });
    expect((await call('DELETE', `/admin/support/canned/${canned.json().data.id}`, staff)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/admin/support/canned/${canned.json().data.id}`, staff)).statusCode).toBe(
      404,
    );
  });

  it('streams a new reply to the reader connected to the conversation (Server-Sent Events)', async () => {
    const thread = await openThread(reader, 'Live one');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const events = await readEvents(
      base,
      `/support/threads/${thread.id}/live?after=${thread.messages[0]!.id}`,
      reader,
      (seen) => seen.some((e) => e.event === 'message'),
      async () => {
        const reply = await call('POST', `/support/threads/${thread.id}/messages`, staff, {
          body: 'Live answer',
        });
        expect(reply.statusCode).toBe(201);
      },
    );
    expect(events.find((e) => e.event === 'message')?.data).toMatchObject({
      body: 'Live answer',
      from_staff: true,
    });
  }, 30_000);
});

/**
 * Two API instances on one database: a reply written through one reaches a reader connected to
 * the other. On PostgreSQL (TEST_DATABASE_URL) these are two connection pools and two listening
 * connections, as two API processes have; on PGlite two apps share the one embedded database.
 */
const shared: { name: string; prepare(): Promise<{ a: Database; b: Database; close(): Promise<void> }> }[] = [
  {
    name: 'PGlite (two apps, one database)',
    async prepare() {
      const database = await openDatabase({ memory: true });
      return { a: database, b: database, close: () => database.close() };
    },
  },
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  shared.push({
    name: 'PostgreSQL (two API processes)',
    async prepare() {
      const name = `patro_talk_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const a = await openDatabase({ url: url.toString() });
      const b = await openDatabase({ url: url.toString() });
      return {
        a,
        b,
        async close() {
          await a.close();
          await b.close();
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  });
}

describe.each(shared)('a reply across API instances on $name', (target) => {
  let world: Awaited<ReturnType<(typeof shared)[number]['prepare']>>;
  let writer: FastifyInstance;
  let listener: FastifyInstance;
  beforeAll(async () => {
    world = await target.prepare();
    writer = await build(world.a);
    listener = await build(world.b);
  });
  afterAll(async () => {
    await writer?.close();
    await listener?.close();
    await world?.close();
  });

  it('reaches the reader connected to the other instance', async () => {
    const reader = await insertTestUser(listener, world.b.db, { fullName: 'Sita Reader' });
    const staff = await insertTestUser(writer, world.a.db, { roles: ['support'] });
    const opened = await listener.inject({
      method: 'POST',
      url: '/support/threads',
      headers: reader.headers,
      payload: { subject: 'Across processes', body: 'Hello?' },
    });
    const thread = opened.json().data as { id: string; messages: { id: number }[] };
    await listener.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
    const events = await readEvents(
      base,
      `/support/threads/${thread.id}/live?after=${thread.messages[0]!.id}`,
      reader,
      (seen) => seen.some((e) => e.event === 'thread') && seen.some((e) => e.event === 'message'),
      async () => {
        const reply = await writer.inject({
          method: 'POST',
          url: `/support/threads/${thread.id}/messages`,
          headers: staff.headers,
          payload: { body: 'Written through the other process' },
        });
        expect(reply.statusCode).toBe(201);
        const closed = await writer.inject({
          method: 'POST',
          url: `/admin/support/threads/${thread.id}/status`,
          headers: staff.headers,
          payload: { status: 'closed' },
        });
        expect(closed.statusCode).toBe(200);
      },
    );
    expect(events.find((e) => e.event === 'message')?.data).toMatchObject({
      body: 'Written through the other process',
      from_staff: true,
      author: null,
    });
    expect(events.find((e) => e.event === 'thread')?.data).toMatchObject({ status: 'closed' });
  }, 30_000);
});
