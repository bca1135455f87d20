import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dynamicConfig } from '../../db/schema.js';

/** A remote-configuration entry as stored. */
export interface DynamicConfigEntry {
  key: string;
  value: unknown;
  description: string;
  updatedAt: Date;
}

/** Reads one configuration entry, or undefined when the key is unknown. */
export async function findDynamicConfig(db: Db, key: string): Promise<DynamicConfigEntry | undefined> {
  const rows = await db.select().from(dynamicConfig).where(eq(dynamicConfig.key, key)).limit(1);
  return rows[0];
}
