import { desc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';

/**
 * The newest invitation mailed to `to`, as its reader would open it: the link, and the token and
 * calendar the link carries in its fragment (never in the query, so no server log sees them).
 */
export async function lastInvitationLink(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = mail.links[0];
  if (!link) throw new Error(`the mail to ${to} has no link`);
  const url = new URL(link);
  const hash = new URLSearchParams(url.hash.slice(1));
  return { mail, link, url, token: hash.get('token') ?? '', calendar: Number(hash.get('calendar')) };
}
