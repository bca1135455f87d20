import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushDevices } from '../../db/schema.js';

export type PushDeviceRow = typeof pushDevices.$inferSelect;
export type PushDeviceValues = Omit<
  typeof pushDevices.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'topics'
>;

/** Registers (or refreshes) the user's device `uuid`; its topics survive a refresh. */
export async function upsertDevice(db: Db, values: PushDeviceValues): Promise<PushDeviceRow> {
  const { userId: _user, uuid: _uuid, ...changes } = values;
  const [row] = await db
    .insert(pushDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [pushDevices.userId, pushDevices.uuid],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The device could not be stored');
  return row;
}

export async function findDevice(db: Db, userId: string, uuid: string): Promise<PushDeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.uuid, uuid)));
  return row;
}

export async function setDeviceTopics(
  db: Db,
  userId: string,
  uuid: string,
  topics: string[],
  settings: Pick<Partial<PushDeviceValues>, 'morningTime' | 'lang'> = {},
): Promise<PushDeviceRow | undefined> {
  const [row] = await db
    .update(pushDevices)
    .set({ topics, ...settings, updatedAt: new Date() })
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.uuid, uuid)))
    .returning();
  return row;
}

/** Removes the user's device `uuid`; only ever the caller's own. */
export async function deleteDevice(db: Db, userId: string, uuid: string): Promise<number> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), eq(pushDevices.uuid, uuid)))
    .returning({ id: pushDevices.id });
  return rows.length;
}

export async function deleteDeviceById(db: Db, id: number): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

/** Ends every push device of the user (a password reset or change, a first proof of the address). */
export async function deleteUserDevices(db: Db, userId: string): Promise<void> {
  await db.delete(pushDevices).where(eq(pushDevices.userId, userId));
}

/** The user's devices, or only those subscribed to `topic`. */
export async function findUserDevices(db: Db, userId: string, topic?: string): Promise<PushDeviceRow[]> {
  const mine = eq(pushDevices.userId, userId);
  return db
    .select()
    .from(pushDevices)
    .where(topic ? and(mine, sql`${pushDevices.topics} @> ${JSON.stringify([topic])}::jsonb`) : mine);
}
