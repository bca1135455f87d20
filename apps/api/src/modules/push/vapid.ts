import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { serverSecrets } from '../../db/schema.js';

/** The application server's key pair for VAPID (RFC 8292), base64url as browsers expect. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid-keys';

/**
 * The configured pair; otherwise (development, test) one generated on first start and kept in
 * this data directory's database, so browsers subscribed yesterday still verify today. In
 * production without keys there is no pair: push is off. The private key is never logged.
 */
export async function loadVapidKeys(
  db: Db,
  configured: VapidKeys | undefined,
  production: boolean,
): Promise<VapidKeys | null> {
  if (configured) return configured;
  if (production) return null;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The VAPID keys could not be stored');
  const stored = JSON.parse(row.value) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
