import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError, loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';
import { createMailer, type MailLog } from '../src/modules/mail/service.js';
import { testDatabases } from './databases.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function collectingLog(): MailLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (_object, message) => warnings.push(message) };
}

describe.each(testDatabases())('mail on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: 'http://localhost:3000', production: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps every mail in the outbox and lists it newest first at /dev/outbox', async () => {
    await app.mailer.send({ to: 'a@example.com', subject: 'First', text: 'one', links: ['http://x/1'] });
    await app.mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const mails = response.json() as { to: string; subject: string; links: string[]; created_at: string }[];
    expect(mails.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mails[1]).toMatchObject({ to: 'a@example.com', text: 'one', links: ['http://x/1'] });
    expect(Number.isNaN(Date.parse(mails[1]!.created_at))).toBe(false);
  });

  it('filters the outbox by recipient', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/outbox?to=A@example.com' });
    expect(response.json().map((m: { to: string }) => m.to)).toEqual(['a@example.com']);
  });

  it('answers only requests from this machine', async () => {
    const remote = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('example.com');
    const local = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '::1' });
    expect(local.statusCode).toBe(200);
  });

  it('does not exist unless asked for (the server passes DEV_OUTBOX)', async () => {
    const quiet = await buildApp({ database, webOrigin: 'http://localhost:3000', devOutbox: false });
    try {
      expect((await quiet.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await quiet.close();
    }
  });

  it('does not serve the outbox in production', async () => {
    const production = await buildApp({ database, webOrigin: 'http://localhost:3000', production: true });
    try {
      const response = await production.inject({ method: 'GET', url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('delivers through SMTP when configured and records the delivery', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({
        db: database.db,
        smtpUrl: smtp.url,
        from: 'Patro <no-reply@patro.test>',
        log: collectingLog(),
      });
      await mailer.send({
        to: 'reader@example.com',
        subject: 'Verify your email',
        text: 'Open http://localhost:3000/user-verify?token=abc',
        links: ['http://localhost:3000/user-verify?token=abc'],
      });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({ from: 'no-reply@patro.test', to: ['reader@example.com'] });
      expect(smtp.received[0]!.raw).toContain('Subject: Verify your email');
      expect(smtp.received[0]!.raw).toContain('user-verify?token=abc');
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'reader@example.com'));
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.error).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail with its error when the SMTP server cannot be reached, without failing the sender', async () => {
    const smtp = await startSmtpServer();
    const closedUrl = smtp.url;
    await smtp.close();
    const log = collectingLog();
    const mailer = createMailer({ db: database.db, smtpUrl: closedUrl, log });
    await expect(
      mailer.send({ to: 'nobody@example.com', subject: 'Lost', text: 'x' }),
    ).resolves.toBeUndefined();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBeTruthy();
    expect(log.warnings).toContain('mail delivery failed');
  });
});

describe('mail settings', () => {
  it('sends from the documented default and only to the outbox without SMTP_URL', () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Patro <no-reply@localhost>' });
  });

  it('accepts smtp:// and smtps:// URLs', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Patro <hi@x.np>',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      mailFrom: 'Patro <hi@x.np>',
    });
  });

  it.each([['http://smtp.example.com'], ['smtp.example.com']])('stops on SMTP_URL=%s naming it', (value) => {
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(/SMTP_URL=/);
  });
});
