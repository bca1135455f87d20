/**
 * The one home for "send this notification to these devices" on the job engine (ADR 147).
 *
 * A push is first claimed: one `push_deliveries` row per (device, kind, key), inserted with
 * ON CONFLICT DO NOTHING, so however many runs or processes claim, a device gets a morning push,
 * a festival alert or an event push once. The send job then pages through the unsent rows of
 * (kind, key) in batches: each batch is leased (UPDATE … FOR UPDATE SKIP LOCKED, so two runs never
 * take the same row), sent with bounded concurrency, and marked sent; 404/410 deletes the device;
 * other failures are released for the next attempt, and the job fails so pg-boss retries it with
 * back-off. A row is tried at most {@link MAX_ATTEMPTS} times.
 */
import { inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushDeliveries, pushDevices } from '../../db/schema.js';
import { type PushNotification, type PushOutcome, type PushTransport, pushToMany } from './sender.js';

export const MAX_ATTEMPTS = 4;
/** A crashed run's batch is free again after this long (longer than a batch can take). */
const LEASE_SECONDS = 300;

/** What a send needs of a device. */
export interface FanOutDevice {
  deliveryId: number;
  deviceId: number;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'np' | 'en';
  tz: string;
}

export interface FanOutCounts {
  sent: number;
  removed: number;
  failed: number;
}

/** Devices subscribed to `topic` (a condition on `push_devices`). */
export function subscribedTo(topic: string): SQL {
  return sql`${pushDevices.topics} @> ${JSON.stringify([topic])}::jsonb`;
}

/**
 * Claims (kind, key) for every device `where` selects; true once per device across all runs.
 * Returns how many rows this call added.
 */
export async function claimDeliveries(db: Db, kind: string, key: string, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO ${pushDeliveries} (device_id, kind, key)
    SELECT ${pushDevices.id}, ${kind}, ${key} FROM ${pushDevices} WHERE ${where}
    ON CONFLICT (device_id, kind, key) DO NOTHING`);
  // node-postgres reports `rowCount`, PGlite `affectedRows`.
  const counted = result as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}

/** Leases the next batch of unsent rows of (kind, key) after `cursor`, with their devices. */
async function leaseBatch(
  db: Db,
  kind: string,
  key: string,
  cursor: number,
  size: number,
): Promise<FanOutDevice[]> {
  const result = await db.execute(sql`
    WITH leased AS (
      UPDATE push_deliveries SET attempts = attempts + 1,
        leased_until = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM push_deliveries
        WHERE kind = ${kind} AND key = ${key} AND sent_at IS NULL AND id > ${cursor}
          AND attempts < ${MAX_ATTEMPTS} AND (leased_until IS NULL OR leased_until < now())
        ORDER BY id LIMIT ${size} FOR UPDATE SKIP LOCKED)
      RETURNING id, device_id)
    SELECT leased.id AS "deliveryId", d.id AS "deviceId", d.user_id AS "userId", d.endpoint,
      d.p256dh, d.auth, d.lang, d.tz
    FROM leased JOIN push_devices d ON d.id = leased.device_id
    ORDER BY leased.id`);
  return (result as unknown as { rows: FanOutDevice[] }).rows.map((row) => ({
    ...row,
    deliveryId: Number(row.deliveryId),
    deviceId: Number(row.deviceId),
  }));
}

export interface SendPendingOptions {
  /** Devices per batch (one lease, one page). */
  batchSize?: number;
  /** Pushes in flight at once. */
  concurrency?: number;
}

/**
 * Sends every unsent, unleased delivery of (kind, key): `notify` gives each device its message
 * (its language), the same object for devices that share it. Resolves with the counts; the
 * caller fails the job when `failed` > 0 so the engine retries the rest later.
 */
export async function sendPending(
  db: Db,
  transport: PushTransport | null,
  kind: string,
  key: string,
  notify: (device: FanOutDevice) => PushNotification,
  { batchSize = 500, concurrency = 64 }: SendPendingOptions = {},
): Promise<FanOutCounts> {
  const totals: FanOutCounts = { sent: 0, removed: 0, failed: 0 };
  if (!transport) return totals;
  let cursor = 0;
  for (;;) {
    const batch = await leaseBatch(db, kind, key, cursor, batchSize);
    if (batch.length === 0) return totals;
    cursor = Math.max(...batch.map((d) => d.deliveryId));
    const outcomes: Record<PushOutcome, number[]> = { sent: [], gone: [], failed: [] };
    // Devices share a message (callers build one per language and zone): serialise it once.
    const groups = new Map<PushNotification, FanOutDevice[]>();
    for (const device of batch) {
      const message = notify(device);
      const group = groups.get(message);
      if (group) group.push(device);
      else groups.set(message, [device]);
    }
    for (const [message, devices] of groups) {
      const targets = devices.map((d) => ({ ...d, keys: { p256dh: d.p256dh, auth: d.auth } }));
      await pushToMany(targets, JSON.stringify(message), transport, concurrency, (target, outcome) => {
        outcomes[outcome].push(outcome === 'gone' ? target.deviceId : target.deliveryId);
      });
    }
    if (outcomes.sent.length > 0)
      await db
        .update(pushDeliveries)
        .set({ sentAt: new Date(), leasedUntil: null })
        .where(inArray(pushDeliveries.id, outcomes.sent));
    // The browser dropped the subscription: forget the device (its deliveries go with it).
    if (outcomes.gone.length > 0) await db.delete(pushDevices).where(inArray(pushDevices.id, outcomes.gone));
    if (outcomes.failed.length > 0)
      await db
        .update(pushDeliveries)
        .set({ leasedUntil: null })
        .where(inArray(pushDeliveries.id, outcomes.failed));
    totals.sent += outcomes.sent.length;
    totals.removed += outcomes.gone.length;
    totals.failed += outcomes.failed.length;
  }
}

/** Claims older than this are deleted: no run can claim their date or event again by then. */
export const KEEP_DELIVERIES_DAYS = 7;

/** Deletes the claims older than {@link KEEP_DELIVERIES_DAYS} (a daily job). */
export async function purgeOldDeliveries(db: Db, now: number): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(lt(pushDeliveries.createdAt, new Date(now - KEEP_DELIVERIES_DAYS * 86_400_000)));
}
