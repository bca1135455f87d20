import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export interface OutboxInsert {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

/** Records a mail before any delivery attempt, so nothing is lost when SMTP fails. */
export async function insertOutboxMail(db: Db, mail: OutboxInsert): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      links: mail.links,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The mail could not be recorded');
  return row.id;
}

export async function markOutboxMailSent(db: Db, id: number): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
}

export async function markOutboxMailFailed(db: Db, id: number, error: string): Promise<void> {
  await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
}

/** Newest first; `to` narrows to one recipient. */
export async function listOutboxMail(db: Db, { to, limit }: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(to === undefined ? undefined : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
