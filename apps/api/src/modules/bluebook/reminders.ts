/**
 * Bluebook reminders (ADR 213): 30, 7 and 1 days before a vehicle's tax due date and before its
 * insurance expires, by push and/or mail as the reader chose for that vehicle, on the existing job
 * engine, mailer and push sender. Each (vehicle, kind, date, days before) is claimed once across
 * every API process. A reader who saves a vehicle 20 days before its due date gets the 30-day
 * reminder then (its text says 20 days), not three at once: only the nearest offset not yet passed
 * is sent.
 */
import { bsToJdn, formatBsDate, toDevanagariDigits } from '@patro/calendar';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bluebookReminderDeliveries, bluebookVehicles, users } from '../../db/schema.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import type { Mailer } from '../mail/service.js';
import type { PushSender } from '../push/sender.js';
import { insertNotification } from '../reminders/repository.js';
import type { FineReading } from './estimate.js';
import { renewalsByVehicle } from './repository.js';
import { lastRenewalOf, parseIso, todayJdnOf, vehicleEstimate } from './service.js';

export const REMINDER_DAYS = [30, 7, 1] as const;

/** The offset to send when `daysLeft` days remain: the smallest offset not below it; none when past or too early. */
export function reminderOffset(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const fitting = REMINDER_DAYS.filter((d) => d >= daysLeft);
  return fitting.length === 0 ? null : Math.min(...fitting);
}

export function bluebookReminderText(
  kind: 'tax' | 'insurance',
  plate: string,
  dueBs: string,
  daysLeft: number,
): { en: string; np: string; titleEn: string; titleNp: string } {
  const date = parseIso(dueBs);
  const np = formatBsDate(date, 'np', 'long');
  const days = {
    en: daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`,
    np: daysLeft === 0 ? 'आज' : `${toDevanagariDigits(String(daysLeft))} दिनमा`,
  };
  if (kind === 'tax') {
    return {
      titleEn: `Bluebook renewal: ${plate}`,
      titleNp: `ब्लुबुक नवीकरण: ${plate}`,
      en: `Vehicle tax for ${plate} is due ${days.en}, on BS ${dueBs}. The amount shown in Patro is an estimate.`,
      np: `${plate} को सवारी कर ${days.np} (${np}) सम्म तिर्नुपर्छ। पात्रोमा देखाइएको रकम अनुमान मात्र हो।`,
    };
  }
  return {
    titleEn: `Vehicle insurance: ${plate}`,
    titleNp: `सवारी बीमा: ${plate}`,
    en: `Third-party insurance for ${plate} expires ${days.en}, on BS ${dueBs}. Renewal needs valid insurance.`,
    np: `${plate} को तेस्रो पक्ष बीमा ${days.np} (${np}) सकिन्छ। नवीकरणका लागि बहाल बीमा चाहिन्छ।`,
  };
}

async function claim(
  db: Db,
  row: { vehicleId: number; kind: string; targetBs: string; daysBefore: number },
): Promise<boolean> {
  const rows = await db
    .insert(bluebookReminderDeliveries)
    .values(row)
    .onConflictDoNothing({
      target: [
        bluebookReminderDeliveries.vehicleId,
        bluebookReminderDeliveries.kind,
        bluebookReminderDeliveries.targetBs,
        bluebookReminderDeliveries.daysBefore,
      ],
    })
    .returning({ id: bluebookReminderDeliveries.id });
  return rows.length === 1;
}

export interface BluebookReminderOptions {
  db: Db;
  mailer: Mailer;
  push?: PushSender;
  webOrigin: string;
  fineReading: FineReading;
}

/** Sends what is due on the Kathmandu day of `nowMs`; returns how many reminders went out. */
export async function runBluebookReminders(
  { db, mailer, push, webOrigin, fineReading }: BluebookReminderOptions,
  nowMs: number,
): Promise<number> {
  const todayJdn = todayJdnOf(nowMs);
  const rows = await db
    .select({ vehicle: bluebookVehicles, email: users.email })
    .from(bluebookVehicles)
    .innerJoin(users, eq(users.id, bluebookVehicles.userId))
    .where(or(eq(bluebookVehicles.remindPush, true), eq(bluebookVehicles.remindMail, true)));
  if (rows.length === 0) return 0;
  const renewals = await renewalsByVehicle(
    db,
    rows.map((r) => r.vehicle.id),
  );
  const path = '/services/bluebook';
  let sent = 0;
  for (const { vehicle, email } of rows) {
    const estimate = vehicleEstimate(
      vehicle,
      lastRenewalOf(vehicle, renewals.get(vehicle.id) ?? []),
      todayJdn,
      fineReading,
    );
    const targets: { kind: 'tax' | 'insurance'; bs: string; daysLeft: number }[] = [
      { kind: 'tax', bs: estimate.due.bs, daysLeft: estimate.daysLeft },
    ];
    if (vehicle.insuranceExpiryBs) {
      targets.push({
        kind: 'insurance',
        bs: vehicle.insuranceExpiryBs,
        daysLeft: bsToJdn(parseIso(vehicle.insuranceExpiryBs)) - todayJdn,
      });
    }
    for (const target of targets) {
      const offset = reminderOffset(target.daysLeft);
      if (offset === null) continue;
      const won = await claim(db, {
        vehicleId: vehicle.id,
        kind: target.kind,
        targetBs: target.bs,
        daysBefore: offset,
      });
      if (!won) continue;
      sent++;
      const text = bluebookReminderText(target.kind, vehicle.registrationNumber, target.bs, target.daysLeft);
      await insertNotification(db, {
        userId: vehicle.userId,
        title: text.titleEn,
        message: text.en,
        messageNp: text.np,
        onTime: new Date(nowMs),
        clickAction: path,
      });
      const link = `${webOrigin}${path}`;
      if (vehicle.remindMail) {
        await mailer.send({
          to: email,
          subject: text.titleEn,
          text: `${text.titleNp}\n${text.np}\n\n${text.titleEn}\n${text.en}\n\n${link}`,
          links: [link],
        });
      }
      if (vehicle.remindPush) {
        await push?.sendToUser(
          vehicle.userId,
          (lang) => ({
            title: lang === 'np' ? text.titleNp : text.titleEn,
            message: text[lang],
            on_time: new Date(nowMs).toISOString(),
            clickAction: path,
          }),
          'reminders',
        );
      }
    }
  }
  return sent;
}

/** The job: hourly, so a reminder goes out in the first hour of its Kathmandu day. */
export function bluebookReminderJob(options: BluebookReminderOptions & { now: () => number }): ScheduledJob {
  return {
    name: 'bluebook-reminders',
    schedule: { cron: '20 * * * *' },
    retryLimit: 1,
    retryDelaySeconds: 30,
    run: async () => {
      await runBluebookReminders(options, options.now());
    },
  };
}
