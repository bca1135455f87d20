/**
 * The push jobs on the engine (ADR 146, 147): the morning push and the festival alert (each a
 * tick every minute that claims the devices now due and sends), and the new-event push a request
 * queues. All three send through {@link sendPending}.
 */
import {
  civilJdnAt,
  gregorianToJdn,
  jdnToGregorian,
  type Lang,
  parseIsoDate,
  type RecurrenceBase,
} from '@patro/calendar';
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarShares, calendars, eventSeries, organizationMembers, pushDevices } from '../../db/schema.js';
import type { JobSender, ScheduledJob } from '../../jobs/engine.js';
import type { DefaultCalendarSet } from '../calendar/repository.js';
import { loadDefaultCalendars } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import { baseDateToJdn, parseBase } from '../events/occurrences.js';
import { minutesOfDay, zonedTimeToUtcMs, zoneOffsetMinutes } from '../events/zone.js';
import { festivalNotification, hasFestival, morningNotification, newEventNotification } from './digest.js';
import {
  claimDeliveries,
  type FanOutCounts,
  purgeOldDeliveries,
  type SendPendingOptions,
  sendPending,
  subscribedTo,
} from './fanout.js';
import type { PushTransport } from './sender.js';

/** A device whose time passed more than this long ago (a restart, a late registration) waits for tomorrow. */
export const DAILY_WINDOW_MINUTES = 60;
/** The festival alert comes at this time the evening before, in the device's zone. */
export const FESTIVAL_ALERT_TIME = '18:00';
const UNIX_EPOCH_JD = 2_440_587.5;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The local date (JDN) and minutes after midnight at `now` in `tz`. */
export function localClock(now: number, tz: string): { jdn: number; minutes: number } {
  const local = now + zoneOffsetMinutes(now, tz) * 60_000;
  return {
    jdn: civilJdnAt(now / 86_400_000 + UNIX_EPOCH_JD, tz),
    minutes: Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000),
  };
}

/** The zones of the devices subscribed to `topic`. */
async function zonesOf(db: Db, topic: string): Promise<string[]> {
  const rows = await db.selectDistinct({ tz: pushDevices.tz }).from(pushDevices).where(subscribedTo(topic));
  return rows.map((row) => row.tz);
}

interface DailyPush {
  /** Device topic, also the delivery kind. */
  topic: 'morning' | 'festivals';
  /** Local time of the push: a column per device, or one time for all. */
  at: SQL | string;
  /** The day the push is about, relative to the local date it is sent on. */
  dayOffset: number;
  /** Whether day `jdn` gets a push at all. */
  wanted(jdn: number, set: DefaultCalendarSet): boolean;
  notify(
    jdn: number,
    lang: Lang,
    tz: string,
    set: DefaultCalendarSet,
  ): ReturnType<typeof morningNotification>;
}

const MORNING: DailyPush = {
  topic: 'morning',
  at: sql`${pushDevices.morningTime}`,
  dayOffset: 0,
  wanted: () => true,
  notify: morningNotification,
};

const FESTIVALS: DailyPush = {
  topic: 'festivals',
  at: FESTIVAL_ALERT_TIME,
  dayOffset: 1,
  wanted: hasFestival,
  notify: festivalNotification,
};

export interface DailyRunOptions extends SendPendingOptions {
  db: Db;
  transport: PushTransport | null;
  defaults: () => Promise<DefaultCalendarSet>;
}

/**
 * One tick of a daily push at `now`: in every zone whose devices' time fell in the last
 * {@link DAILY_WINDOW_MINUTES}, claims those devices for the day (once per device and day across
 * every run), then sends what is claimed and unsent. Throws when some pushes failed, so the
 * engine retries; a retry sends only those.
 */
async function runDaily(push: DailyPush, now: number, options: DailyRunOptions): Promise<FanOutCounts> {
  const { db } = options;
  const set = await options.defaults();
  const keys = new Set<string>();
  for (const tz of await zonesOf(db, push.topic)) {
    const clock = localClock(now, tz);
    const from = hhmm(Math.max(0, clock.minutes - DAILY_WINDOW_MINUTES + 1));
    const to = hhmm(clock.minutes);
    const at = typeof push.at === 'string' ? sql`${push.at}` : push.at;
    const jdn = clock.jdn + push.dayOffset;
    if (typeof push.at === 'string' && (push.at < from || push.at > to)) continue;
    if (!push.wanted(jdn, set)) continue;
    const key = iso(jdnToGregorian(jdn));
    await claimDeliveries(
      db,
      push.topic,
      key,
      and(eq(pushDevices.tz, tz), subscribedTo(push.topic), sql`${at} BETWEEN ${from} AND ${to}`)!,
    );
    keys.add(key);
  }
  const totals: FanOutCounts = { sent: 0, removed: 0, failed: 0 };
  for (const key of keys) {
    const jdn = gregorianToJdn(parseIsoDate(key)!);
    // One message per language and zone, not one day computation per device.
    const messages = new Map<string, ReturnType<DailyPush['notify']>>();
    const notify = (lang: Lang, tz: string) => {
      const id = `${lang}|${tz}`;
      const known = messages.get(id);
      if (known) return known;
      const message = push.notify(jdn, lang, tz, set);
      messages.set(id, message);
      return message;
    };
    const counts = await sendPending(
      db,
      options.transport,
      push.topic,
      key,
      (device) => notify(device.lang, device.tz),
      options,
    );
    totals.sent += counts.sent;
    totals.removed += counts.removed;
    totals.failed += counts.failed;
  }
  if (totals.failed > 0) throw new PushFailures(push.topic, totals);
  return totals;
}

/** Some pushes failed (the push service was down, say): the engine retries the run. */
export class PushFailures extends Error {
  constructor(
    what: string,
    readonly counts: FanOutCounts,
  ) {
    super(`${counts.failed} ${what} pushes failed (${counts.sent} sent); retrying those`);
  }
}

/** The morning push tick at `now` (every device whose `morning_time` has come today in its `tz`). */
export function runMorningPushes(now: number, options: DailyRunOptions): Promise<FanOutCounts> {
  return runDaily(MORNING, now, options);
}

/** The festival alert tick at `now` ({@link FESTIVAL_ALERT_TIME} the evening before a festival or holiday). */
export function runFestivalAlerts(now: number, options: DailyRunOptions): Promise<FanOutCounts> {
  return runDaily(FESTIVALS, now, options);
}

/**
 * Everyone who follows calendar `calendarId` besides `author`: accepted members, subscribers
 * (while it is published), its owner, and its organisation's owners and moderators.
 */
function followers(calendar: typeof calendars.$inferSelect, author: string): SQL {
  const shares = sql`SELECT ${calendarShares.userId} FROM ${calendarShares}
    WHERE ${calendarShares.calendarId} = ${calendar.id} AND ${calendarShares.state} = 'accepted'
      AND ${calendarShares.userId} IS NOT NULL
      AND (${calendarShares.level} <> 'subscriber' OR ${calendar.isPublic})`;
  const members = sql`SELECT ${organizationMembers.userId} FROM ${organizationMembers}
    WHERE ${organizationMembers.orgId} = ${calendar.orgId ?? ''}`;
  const people = or(
    sql`${pushDevices.userId} IN (${shares})`,
    sql`${pushDevices.userId} IN (${members})`,
    calendar.ownerUserId ? eq(pushDevices.userId, calendar.ownerUserId) : undefined,
  );
  return and(people, ne(pushDevices.userId, author), subscribedTo('organizations'))!;
}

/**
 * The push of a new event (series `seriesId`, created by `author`) to the devices of its
 * calendar's followers that chose `organizations`; never the author's. Idempotent: run again
 * (a retry) it sends only what is still unsent.
 */
export async function runNewEventPush(
  seriesId: number,
  author: string,
  { db, transport, ...options }: Omit<DailyRunOptions, 'defaults'>,
): Promise<FanOutCounts> {
  const [row] = await db
    .select({ series: eventSeries, calendar: calendars })
    .from(eventSeries)
    .innerJoin(calendars, eq(calendars.id, eventSeries.calendarId))
    .where(eq(eventSeries.id, seriesId));
  // Deleted before the job ran, or a default calendar: nothing to tell.
  if (!row || row.calendar.isDefault || !row.series.startsOn) return { sent: 0, removed: 0, failed: 0 };
  const { series, calendar } = row;
  const key = String(series.id);
  await claimDeliveries(db, 'organizations', key, followers(calendar, author));
  const base = series.base as RecurrenceBase;
  const jdn = baseDateToJdn(parseBase(series.startsOn!, base), base);
  const startMs = zonedTimeToUtcMs(
    jdnToGregorian(jdn),
    series.startTime ? minutesOfDay(series.startTime) : 0,
    series.timeZone,
  );
  const names = { np: calendar.nameNp, en: calendar.nameEn };
  const byLang = {
    np: newEventNotification(names, series.titleNp, jdn, startMs, 'np'),
    en: newEventNotification(names, series.titleEn, jdn, startMs, 'en'),
  };
  const counts = await sendPending(
    db,
    transport,
    'organizations',
    key,
    (device) => byLang[device.lang],
    options,
  );
  if (counts.failed > 0) throw new PushFailures('new-event', counts);
  return counts;
}

export const NEW_EVENT_JOB = 'push-new-event';

/** Queues the new-event push of series `seriesId` (called by the request that created it). */
export function queueNewEventPush(send: JobSender, seriesId: number, author: string): Promise<unknown> {
  return send(NEW_EVENT_JOB, { seriesId, author });
}

/**
 * The push jobs for the engine: the morning and festival ticks every `everySeconds` (one run per
 * slot across processes; ADR 146 says why a minute), and the new-event push on demand.
 * `now` is the clock the ticks read (the test clock under CLOCK_AT, ADR 072).
 */
export function pushJobs({
  db,
  transport,
  now = Date.now,
  everySeconds = 60,
  ...sending
}: {
  db: Db;
  transport: PushTransport | null;
  now?: () => number;
  everySeconds?: number;
} & SendPendingOptions): ScheduledJob[] {
  let defaults: Promise<DefaultCalendarSet> | undefined;
  // The default calendars change only with a seed (a release): read once per process.
  const options: DailyRunOptions = {
    db,
    transport,
    defaults: () => (defaults ??= loadDefaultCalendars(db)),
    ...sending,
  };
  const fanOut = { retryLimit: 3, retryDelaySeconds: 30, timeoutSeconds: 1800 };
  return [
    {
      name: 'push-morning',
      schedule: { everySeconds },
      ...fanOut,
      run: () => runMorningPushes(now(), options).then(() => {}),
    },
    {
      name: 'push-festivals',
      schedule: { everySeconds },
      ...fanOut,
      run: () => runFestivalAlerts(now(), options).then(() => {}),
    },
    {
      // The claims of a week ago can no longer be claimed again (ADR 147): daily, at night.
      name: 'push-deliveries-purge',
      schedule: { cron: '50 3 * * *' },
      run: () => purgeOldDeliveries(db, Date.now()),
    },
    {
      name: NEW_EVENT_JOB,
      ...fanOut,
      run: async ({ data }) => {
        await runNewEventPush(Number(data.seriesId), String(data.author), { db, transport, ...sending });
      },
    },
  ];
}
