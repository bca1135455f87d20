/**
 * What the personal-calendar tests (personal calendars, events, iCalendar feed, reminders) share:
 * one fixed clock in Kathmandu, an app on it, a user with their default calendar, and the AD dates
 * the published calendar gives BS days (never the engine's own answer).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { createDefaultPersonalCalendar } from '../src/modules/personal-calendars/service.js';
import { insertTestUser, type TestUser } from './users.js';

/** An instant in Kathmandu (UTC+05:45) as epoch ms. */
export const kathmandu = (local: string) => Date.parse(`${local}+05:45`);

/** Thursday 31 October 2024 (BS 2081-07-15), 08:00 in Kathmandu. */
export const TEST_NOW = kathmandu('2024-10-31T08:00:00');

/** The API on `database` with its clock stopped at {@link TEST_NOW}. */
export function buildPersonalApp(
  database: Database,
  options: Partial<AppOptions> = {},
): Promise<FastifyInstance> {
  return buildApp({ database, webOrigin: 'http://localhost:3000', now: () => TEST_NOW, ...options });
}

/** A user and the default personal calendar every account gets. */
export async function userWithCalendar(
  app: FastifyInstance,
  database: Database,
  options: Parameters<typeof insertTestUser>[2] = {},
): Promise<{ user: TestUser; calendarId: number }> {
  const user = await insertTestUser(app, database.db, options);
  const calendarId = (await createDefaultPersonalCalendar(database.db, user.id)).id;
  return { user, calendarId };
}

// Published BS days, committed with the engine's golden tests (packages/calendar/test/fixtures/published).
export const referenceDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/calendar/test/fixtures/published/official',
);

/** A published day: its dates, tithi and events (fields as in the fixtures' README). */
export interface PublishedDay {
  bs: string;
  ad: string;
  weekday: number;
  tithi: number | null;
  tithi_np: string;
  paksha: 'shukla' | 'krishna';
  events: { np: string; en: string }[] | null;
  holiday: boolean | null;
  /** The Nepal Sambat year, month and half the calendar prints (its day is the tithi's within the half). */
  ns: { year: number; month_np: string; paksha: 'thwa' | 'ga' } | null;
}

/** BS date → AD date as the published calendar gives them, for BS 2081 and 2082. */
export const publishedAd = new Map<string, string>();
/** AD date → the published day, for BS 2081 and 2082. */
export const publishedByAd = new Map<string, PublishedDay>();
for (const year of [2081, 2082]) {
  const file = JSON.parse(readFileSync(path.join(referenceDir, `bs-${year}.json`), 'utf8'));
  for (const day of file.days as PublishedDay[]) {
    publishedAd.set(day.bs, day.ad);
    publishedByAd.set(day.ad, day);
  }
}
