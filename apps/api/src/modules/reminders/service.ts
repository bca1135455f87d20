import {
  formatBsDate,
  gregorianToJdn,
  jdnToGregorian,
  type Lang,
  toDevanagariDigits,
  type YMD,
} from '@patro/calendar';
import { EVENT_TYPE_NAMES } from '@patro/contracts';
import type { Db } from '../../db/client.js';
import type { ScheduledJob } from '../../jobs/engine.js';
import { findCalendarAccess, mayOnCalendar } from '../../policy/calendars.js';
import { iso } from '../calendar/service.js';
import { indexOverrides, occurrencesInRange, type UserOccurrence } from '../events/occurrences.js';
import { findOverrides } from '../events/repository.js';
import { minutesOfDay, zonedTimeToUtcMs } from '../events/zone.js';
import type { Mailer } from '../mail/service.js';
import { inTransaction } from '../personal-calendars/service.js';
import type { PushSender } from '../push/sender.js';
import { claimReminder, findSeriesWithReminders, insertNotification } from './repository.js';

/** A restart looks back at most this far, so a process that was down does not send a flood of stale reminders. */
export const MAX_LOOKBACK_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

const EVENT = { en: 'Event', np: 'कार्यक्रम' } as const;

/** The event's type as the event form names it; "Event" for one of no type or "other". */
function typeLabel(type: string | null, lang: Lang): string {
  const names: Record<string, string> = EVENT_TYPE_NAMES[lang];
  return type && type !== 'other' ? (names[type] ?? EVENT[lang]) : EVENT[lang];
}

/** When the occurrence starts: its time in its zone, or 00:00 of the day for an all-day one. */
export function occurrenceStartMs(o: UserOccurrence): number {
  return zonedTimeToUtcMs(o.ad, o.allDay || !o.startTime ? 0 : minutesOfDay(o.startTime), o.series.timeZone);
}

/**
 * The reminder's text. English: "Birthday today", "Meeting today at 10:00", "Birthday on BS
 * 2082-06-12 (AD 2025-09-28)". Nepali: "बैठक आज १०:०० बजे", "जन्मदिन २०८२ असोज १२ गते". The
 * in-app notification keeps both (the bell shows the page's language), a push is in its device's
 * language, and the mail carries both.
 */
export function reminderMessage(o: UserOccurrence, offsetMinutes: number, lang: Lang): string {
  const label = typeLabel(o.eventType, lang);
  // All-day offsets below a day, and timed ones the same day, are "today".
  const sameDay = o.allDay ? offsetMinutes === 0 : offsetMinutes < minutesOfDay(o.startTime ?? '00:00');
  if (lang === 'np') {
    const at = o.startTime ? ` ${toDevanagariDigits(o.startTime)} बजे` : '';
    if (sameDay) return `${label} आज${at}`;
    return `${label} ${formatBsDate(o.bs, 'np', 'long')} गते${at}`;
  }
  const at = o.startTime ? ` at ${o.startTime}` : '';
  if (sameDay) return `${label} today${at}`;
  return `${label} on BS ${iso(o.bs)} (AD ${iso(o.ad)})${at}`;
}

export interface ReminderRunOptions {
  /** Deliver reminders due after this instant (default: one hour before `now`, the most a restart looks back). */
  since?: number;
  /** Web origin for the links in the mails. */
  webOrigin?: string;
  /** Web Push to the user's browsers subscribed to the `reminders` topic. */
  push?: PushSender;
}

/** Web path of the day of an occurrence (`/calendar/bs/YYYY-MM-DD`). */
export function dayPath(bs: YMD): string {
  return `/calendar/bs/${iso(bs)}`;
}

/**
 * Delivers every reminder due in (since, now]: claims it (once across all processes), records
 * the in-app notification in the same transaction, then mails the owner and pushes to their
 * browsers subscribed to reminders. Returns how many this
 * call delivered.
 */
export async function runDueReminders(
  db: Db,
  mailer: Mailer,
  now: number,
  { since = now - MAX_LOOKBACK_MS, webOrigin = 'http://localhost:3000', push }: ReminderRunOptions = {},
): Promise<number> {
  const from = Math.max(since, now - MAX_LOOKBACK_MS);
  if (from >= now) return 0;
  const owned = await findSeriesWithReminders(db);
  if (owned.length === 0) return 0;
  const overrides = indexOverrides(
    await findOverrides(
      db,
      owned.map((o) => o.series.id),
    ),
  );
  let delivered = 0;
  const mayRead = new Map<string, boolean>();
  for (const { series, userId, email } of owned) {
    // Someone removed from a shared calendar is no longer reminded of its events.
    const key = `${userId}|${series.calendarId}`;
    if (!mayRead.has(key)) {
      const access = await findCalendarAccess(db, userId, series.calendarId);
      mayRead.set(key, mayOnCalendar(userId, access, 'calendar.read'));
    }
    if (!mayRead.get(key)) continue;
    const offsets = series.reminders;
    const longest = Math.max(...offsets);
    // Days whose occurrences can start in (from, now + longest offset], with a day either side for zones.
    const firstJdn = gregorianToJdn(utcDay(from)) - 1;
    const lastJdn = gregorianToJdn(utcDay(now + longest * 60_000)) + 1;
    for (const o of occurrencesInRange([series], overrides, firstJdn, lastJdn)) {
      const startMs = occurrenceStartMs(o);
      for (const offset of offsets) {
        const dueMs = startMs - offset * 60_000;
        if (dueMs <= from || dueMs > now) continue;
        const messages = { en: reminderMessage(o, offset, 'en'), np: reminderMessage(o, offset, 'np') };
        const path = dayPath(o.bs);
        const claimed = await inTransaction(db, undefined, async (tx) => {
          const won = await claimReminder(tx, {
            seriesId: series.id,
            occurrenceDate: o.occurrenceDate,
            offsetMinutes: offset,
            dueAt: new Date(dueMs),
          });
          if (won) {
            await insertNotification(tx, {
              userId,
              title: o.title,
              message: messages.en,
              messageNp: messages.np,
              onTime: new Date(startMs),
              clickAction: path,
            });
          }
          return won;
        });
        if (!claimed) continue;
        delivered++;
        const link = `${webOrigin}${path}`;
        await mailer.send({
          to: email,
          subject: `Reminder: ${o.title}`,
          // Accounts keep no reader language yet: the mail says it in both, Nepali first.
          text: `${o.title}\n${messages.np}\n${messages.en}${o.location ? `\n${o.location}` : ''}\n\n${link}`,
          links: [link],
        });
        // Each device in its own language.
        await push?.sendToUser(
          userId,
          (lang) => ({
            title: o.title,
            message: messages[lang],
            on_time: new Date(startMs).toISOString(),
            clickAction: path,
          }),
          'reminders',
        );
      }
    }
  }
  return delivered;
}

function utcDay(ms: number): YMD {
  return jdnToGregorian(Math.floor(ms / DAY_MS) + 2440588);
}

/**
 * The reminder job for the engine: every `everySeconds` (60 by default), deliver what fell due.
 * Each run looks back an hour; a reminder already claimed by an earlier run (in any process) is
 * skipped, so overlapping windows never send twice.
 */
export function reminderJob({
  db,
  mailer,
  webOrigin,
  push,
  everySeconds = 60,
}: {
  db: Db;
  mailer: Mailer;
  webOrigin: string;
  push?: PushSender;
  everySeconds?: number;
}): ScheduledJob {
  return {
    name: 'reminders',
    schedule: { everySeconds },
    retryLimit: 1,
    retryDelaySeconds: 5,
    run: async () => {
      await runDueReminders(db, mailer, Date.now(), { webOrigin, push });
    },
  };
}
