import type { Agent } from 'node:https';
import type { Lang } from '@patro/calendar';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { deleteDeviceById, findUserDevices } from './repository.js';
import type { VapidKeys } from './vapid.js';

/** What a device shows (spec §3 Notification), sent as the push message's JSON body. */
export interface PushNotification {
  title: string;
  message: string;
  /** ISO instant the notification is about. */
  on_time: string;
  /** Web path opened when the notification is clicked. */
  clickAction: string | null;
}

/** A browser's PushSubscription as the push service knows it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** How pushes go out (null: push is off); the fan-out jobs send with it. */
  transport: PushTransport | null;
  /**
   * Sends to every device of the user (only those subscribed to `topic` when given); a function
   * gives the notification in each device's language.
   */
  sendToUser(
    userId: string,
    notification: PushNotification | ((lang: Lang) => PushNotification),
    topic?: string,
  ): Promise<{ sent: number; removed: number; failed: number }>;
}

export interface PushTransport {
  vapid: VapidKeys;
  subject: string;
  /** HTTPS agent (keep-alive, socket limit; tests trust their local push service's certificate with it). */
  agent?: Agent;
  /** How long the push service may keep an undelivered message (seconds). */
  ttlSeconds?: number;
}

/**
 * One encrypted push (RFC 8291 aes128gcm, RFC 8292 VAPID) through `web-push`. 404/410 mean the
 * browser dropped the subscription: `gone`, so the caller forgets it.
 */
export async function pushTo(
  target: PushTarget,
  payload: string,
  transport: PushTransport,
): Promise<PushOutcome> {
  try {
    await webpush.sendNotification(target, payload, {
      vapidDetails: { subject: transport.subject, ...transport.vapid },
      TTL: transport.ttlSeconds ?? 24 * 3600,
      contentEncoding: 'aes128gcm',
      timeout: 10_000,
      ...(transport.agent ? { agent: transport.agent } : {}),
    });
    return 'sent';
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    return status === 404 || status === 410 ? 'gone' : 'failed';
  }
}

/** Sends one payload to many targets, at most `concurrency` in flight (the fan-out's bound). */
export async function pushToMany<T extends PushTarget>(
  targets: readonly T[],
  payload: string,
  transport: PushTransport,
  concurrency = 64,
  onOutcome?: (target: T, outcome: PushOutcome) => Promise<void> | void,
): Promise<Record<PushOutcome, number>> {
  const counts: Record<PushOutcome, number> = { sent: 0, gone: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++] as T;
      const outcome = await pushTo(target, payload, transport);
      counts[outcome]++;
      await onOutcome?.(target, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
  return counts;
}

/** The sender the reminder job and other modules use; without VAPID keys it sends nothing. */
export function createPushSender(db: Db, transport: PushTransport | null): PushSender {
  return {
    transport,
    async sendToUser(userId, notification, topic) {
      if (!transport) return { sent: 0, removed: 0, failed: 0 };
      const devices = await findUserDevices(db, userId, topic);
      const totals = { sent: 0, gone: 0, failed: 0 };
      for (const lang of ['np', 'en'] as const) {
        const targets = devices
          .filter((d) => d.lang === lang)
          .map((d) => ({ id: d.id, endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }));
        if (targets.length === 0) continue;
        const body = typeof notification === 'function' ? notification(lang) : notification;
        const counts = await pushToMany(
          targets,
          JSON.stringify(body),
          transport,
          8,
          async (target, outcome) => {
            if (outcome === 'gone') await deleteDeviceById(db, target.id);
          },
        );
        totals.sent += counts.sent;
        totals.gone += counts.gone;
        totals.failed += counts.failed;
      }
      return { sent: totals.sent, removed: totals.gone, failed: totals.failed };
    },
  };
}
