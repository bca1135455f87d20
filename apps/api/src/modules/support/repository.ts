import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportCannedAnswers, supportMessages, supportThreads, users } from '../../db/schema.js';

export type ThreadRow = typeof supportThreads.$inferSelect;
export type MessageRow = Omit<typeof supportMessages.$inferSelect, 'image'> & { authorName: string | null };

const messageColumns = {
  id: supportMessages.id,
  threadId: supportMessages.threadId,
  authorId: supportMessages.authorId,
  fromStaff: supportMessages.fromStaff,
  body: supportMessages.body,
  imageType: supportMessages.imageType,
  createdAt: supportMessages.createdAt,
  authorName: users.fullName,
};

export async function findThread(db: Db, id: string): Promise<ThreadRow | null> {
  const [row] = await db.select().from(supportThreads).where(eq(supportThreads.id, id));
  return row ?? null;
}

export async function createThread(
  db: Db,
  values: { userId: string; subject: string; lang: 'np' | 'en' },
): Promise<ThreadRow> {
  const [row] = await db
    .insert(supportThreads)
    .values({ id: randomUUID(), ...values })
    .returning();
  return row!;
}

export async function addMessage(
  db: Db,
  values: {
    threadId: string;
    authorId: string;
    fromStaff: boolean;
    body: string;
    image?: { bytes: Buffer; type: string } | null;
  },
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      threadId: values.threadId,
      authorId: values.authorId,
      fromStaff: values.fromStaff,
      body: values.body,
      image: values.image?.bytes ?? null,
      imageType: values.image?.type ?? null,
      createdAt: at,
    })
    .returning({ id: supportMessages.id });
  await db.update(supportThreads).set({ lastMessageAt: at }).where(eq(supportThreads.id, values.threadId));
  return row!.id;
}

export function messagesOf(db: Db, threadId: string, after = 0): Promise<MessageRow[]> {
  return db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(and(eq(supportMessages.threadId, threadId), gt(supportMessages.id, after)))
    .orderBy(asc(supportMessages.id));
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .select(messageColumns)
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.id, id));
  return row ?? null;
}

export async function findImage(
  db: Db,
  id: number,
): Promise<{ threadId: string; image: Buffer | null; imageType: string | null } | null> {
  const [row] = await db
    .select({
      threadId: supportMessages.threadId,
      image: supportMessages.image,
      imageType: supportMessages.imageType,
    })
    .from(supportMessages)
    .where(eq(supportMessages.id, id));
  return row ?? null;
}

export function threadsOf(db: Db, userId: string): Promise<ThreadRow[]> {
  return db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.userId, userId))
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(100);
}

export type InboxRow = ThreadRow & { readerName: string; readerEmail: string };

export function inbox(
  db: Db,
  { status, assignee }: { status: 'open' | 'closed' | 'all'; assignee: string | null | undefined },
): Promise<InboxRow[]> {
  const where: SQL[] = [];
  if (status !== 'all') where.push(eq(supportThreads.status, status));
  if (assignee === null) where.push(isNull(supportThreads.assigneeId));
  else if (assignee) where.push(eq(supportThreads.assigneeId, assignee));
  return db
    .select({
      id: supportThreads.id,
      userId: supportThreads.userId,
      subject: supportThreads.subject,
      status: supportThreads.status,
      assigneeId: supportThreads.assigneeId,
      lang: supportThreads.lang,
      lastMessageAt: supportThreads.lastMessageAt,
      createdAt: supportThreads.createdAt,
      readerName: users.fullName,
      readerEmail: users.email,
    })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(supportThreads.lastMessageAt))
    .limit(200);
}

export async function updateThread(
  db: Db,
  id: string,
  set: Partial<Pick<ThreadRow, 'status' | 'assigneeId'>>,
): Promise<void> {
  await db.update(supportThreads).set(set).where(eq(supportThreads.id, id));
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export function cannedAnswers(db: Db) {
  return db.select().from(supportCannedAnswers).orderBy(asc(supportCannedAnswers.title));
}

export async function addCannedAnswer(db: Db, values: { title: string; body: string; createdBy: string }) {
  const [row] = await db.insert(supportCannedAnswers).values(values).returning();
  return row!;
}

export async function deleteCannedAnswer(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(supportCannedAnswers)
    .where(eq(supportCannedAnswers.id, id))
    .returning({ id: supportCannedAnswers.id });
  return rows.length > 0;
}
