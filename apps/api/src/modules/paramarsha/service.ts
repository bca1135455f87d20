/**
 * Paramarsha (issue 26; ADR 200–202): a reader's request is written as awaiting payment, an order
 * is made through the payments core, and only the completed order's handler (run once per order
 * inside the completing transaction) marks it paid and assigns an astrologer, round-robin among
 * the service's active astrologers: the one whose last assignment is oldest.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guruProfiles, paramarshaRequests, paramarshaServices } from '../../db/schema.js';
import type { OrderRow } from '../payments/service.js';
import { kundali } from './kundali.js';

export type RequestRow = typeof paramarshaRequests.$inferSelect;
export type ServiceRow = typeof paramarshaServices.$inferSelect;
export type GuruRow = typeof guruProfiles.$inferSelect;

export const PARAMARSHA = 'paramarsha';

/**
 * Minutes east of UTC in `timeZone` at the local wall time `date` `time` (IANA rules through Intl,
 * so Asia/Kathmandu gives +330 before 1986-01-01 and +345 after). Null for an unknown zone.
 */
export function zoneOffsetMinutes(timeZone: string, date: string, time: string | null): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  } catch {
    return null;
  }
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time ?? '12:00').split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
    const local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return Math.round((local - instant) / 60_000);
  };
  // Two passes: the offset at the guessed instant, then at the instant that offset gives.
  const first = offsetAt(wall);
  return offsetAt(wall - first * 60_000);
}

/** The astrologer for a newly paid request of `serviceId`: least recently assigned first, then the oldest profile. */
export async function nextAstrologer(tx: Db, serviceId: number): Promise<string | null> {
  const candidates = (await tx.select().from(guruProfiles).where(eq(guruProfiles.active, true))).filter((g) =>
    g.serviceIds.includes(serviceId),
  );
  if (candidates.length === 0) return null;
  let best: { userId: string; last: number; id: number } | null = null;
  for (const guru of candidates) {
    const [row] = await tx
      .select({ last: sql<Date | string | null>`max(${paramarshaRequests.paidAt})` })
      .from(paramarshaRequests)
      .where(eq(paramarshaRequests.assigneeId, guru.userId));
    const last = row?.last ? new Date(row.last).getTime() : Number.NEGATIVE_INFINITY;
    if (!best || last < best.last || (last === best.last && guru.id < best.id)) {
      best = { userId: guru.userId, last, id: guru.id };
    }
  }
  return best?.userId ?? null;
}

/** The payments core's handler for `paramarsha` orders: paid, then assigned (idempotent by status). */
export async function markPaid(order: OrderRow, tx: Db, now: number): Promise<void> {
  const [request] = await tx
    .select()
    .from(paramarshaRequests)
    .where(and(eq(paramarshaRequests.orderId, order.id), eq(paramarshaRequests.status, 'awaiting_payment')))
    .for('update');
  if (!request) return;
  const [service] = await tx
    .select()
    .from(paramarshaServices)
    .where(eq(paramarshaServices.id, request.serviceId));
  const assignee = await nextAstrologer(tx, request.serviceId);
  await tx
    .update(paramarshaRequests)
    .set({
      status: assignee ? 'assigned' : 'paid',
      assigneeId: assignee,
      paidAt: new Date(now),
      dueAt: new Date(now + (service?.turnaroundHours ?? 72) * 3_600_000),
    })
    .where(eq(paramarshaRequests.id, request.id));
}

/** A request as its reader, its astrologer and admins see it. */
export function wireRequest(row: RequestRow, service?: ServiceRow | null) {
  return {
    id: row.id,
    service_id: row.serviceId,
    service_name_np: service?.nameNp ?? null,
    service_name_en: service?.nameEn ?? null,
    order_id: row.orderId,
    name: row.name,
    gender: row.gender,
    birth_date: row.birthDate,
    birth_date_bs: row.birthDateBs,
    birth_time: row.birthTime,
    place_name: row.placeName,
    latitude: row.latitude,
    longitude: row.longitude,
    tz_offset_minutes: row.tzOffsetMinutes,
    subject: row.subject,
    message: row.message,
    lang: row.lang,
    status: row.status,
    assigned: row.assigneeId !== null,
    reply: row.reply,
    follow_up: row.followUp,
    follow_up_reply: row.followUpReply,
    kundali: kundali(row),
    paid_at: row.paidAt?.toISOString() ?? null,
    due_at: row.dueAt?.toISOString() ?? null,
    answered_at: row.answeredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function wireService(row: ServiceRow) {
  return {
    id: row.id,
    name_np: row.nameNp,
    name_en: row.nameEn,
    description_np: row.descriptionNp,
    description_en: row.descriptionEn,
    price_paisa: row.pricePaisa,
    turnaround_hours: row.turnaroundHours,
    active: row.active,
  };
}

export function wireGuru(row: GuruRow) {
  return {
    id: row.id,
    name_np: row.nameNp,
    name_en: row.nameEn,
    languages: row.languages,
    specialities: row.specialities,
    bio_np: row.bioNp,
    bio_en: row.bioEn,
    service_ids: row.serviceIds,
  };
}

/** Services that are active and have at least one active astrologer: what a reader can book. */
export async function bookableServices(db: Db): Promise<ServiceRow[]> {
  const services = await db
    .select()
    .from(paramarshaServices)
    .where(eq(paramarshaServices.active, true))
    .orderBy(paramarshaServices.id);
  const gurus = await db.select().from(guruProfiles).where(eq(guruProfiles.active, true));
  return services.filter((s) => gurus.some((g) => g.serviceIds.includes(s.id)));
}

export const newestFirst = [desc(paramarshaRequests.createdAt), desc(paramarshaRequests.id)];
