import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { insertOutboxMail, markOutboxMailFailed, markOutboxMailSent } from './repository.js';

/** A mail the product sends. `links` are the URLs in it, listed in the outbox for developers. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links?: string[];
}

/** Sends mail. Every mail lands in `mail_outbox`; with SMTP configured it is also delivered. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The part of a pino/Fastify logger the mailer writes to. */
export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export const DEFAULT_MAIL_FROM = 'Patro <no-reply@localhost>';

/**
 * Records every mail in the outbox, then (when `smtpUrl` is set) delivers it with nodemailer and
 * records `sent_at` or the error. A delivery failure is logged and never fails the caller: the
 * user's sign-up or reset has happened, and the mail can be re-sent from its link page.
 */
export function createMailer({
  db,
  smtpUrl,
  from = DEFAULT_MAIL_FROM,
  log,
}: {
  db: Db;
  smtpUrl?: string;
  from?: string;
  log: MailLog;
}): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const links = mail.links ?? [];
      const id = await insertOutboxMail(db, { ...mail, links });
      if (!transport) {
        // The links hold one-time tokens (verification, reset, invitations): never logged.
        log.info(
          { mailId: id, to: mail.to, subject: mail.subject, links: links.length },
          'mail kept in the outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await markOutboxMailSent(db, id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: id, to: mail.to, err: error }, 'mail delivery failed');
        await markOutboxMailFailed(db, id, message.slice(0, 1000)).catch(() => {});
      }
    },
  };
}
