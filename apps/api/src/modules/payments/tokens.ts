import { SignJWT } from 'jose';
import type { Db } from '../../db/client.js';
import { activeSubscriptions } from './service.js';

/**
 * Spec §3 `services_jwt`: one signed token per active entitlement, its claims the `subscribed_to`
 * entry and its `exp` the entitlement's expiry, so the web can render the ad-free view without a
 * second call (commerce §1.2). A token cannot be revoked after a refund, so the server never
 * trusts one: every decision reads the entitlements table (ADR 184).
 */
export async function servicesTokens(
  db: Db,
  key: Uint8Array,
  userId: string,
  now: number,
): Promise<string[]> {
  const subscriptions = await activeSubscriptions(db, userId, now);
  return Promise.all(
    subscriptions.map((entry) =>
      new SignJWT({ ...entry })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer('patro')
        .setAudience('patro-services')
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(Date.parse(entry.expiry_date) / 1000))
        .sign(key),
    ),
  );
}
