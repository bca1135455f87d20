import type { Db } from '../../db/client.js';
import { badField, conflict } from '../../http/errors.js';
import { requireCalendar } from '../../policy/calendars.js';
import { newIcalToken } from '../../security/tokens.js';
import type { CalendarRow } from '../calendar/repository.js';
import { findDynamicConfig } from '../dynamic-config/repository.js';
import { MAX_CALENDARS_PER_ACCOUNT } from '../events/limits.js';
import { rotateFeedLink } from '../ical/links.js';
import { findMemberCalendars, findShareOfUser, updateShare } from '../sharing/repository.js';
import {
  countEvents,
  countOwnCalendars,
  deleteCalendarRow,
  findAllDefaultCalendars,
  findDefaultCalendar,
  findDisplayPrefs,
  findOwnCalendar,
  findOwnCalendars,
  insertCalendar,
  nextPriority,
  saveDisplayPref,
  updateCalendarRow,
} from './repository.js';

/** The message of every "not yours or not there" answer: the two must look the same. */

/** Runs `work` in a transaction, or inside the caller's one when `tx` is given. */
export async function inTransaction<T>(db: Db, tx: Db | undefined, work: (tx: Db) => Promise<T>): Promise<T> {
  if (tx) return work(tx);
  return db.transaction(async (t) => work(t as unknown as Db));
}

/**
 * The personal calendar every account gets (spec: `default_calendar`). Called by sign-up in the
 * sign-up transaction, so an account never exists without it.
 */
export async function createDefaultPersonalCalendar(db: Db, userId: string, tx?: Db): Promise<CalendarRow> {
  const target = tx ?? db;
  return insertCalendar(target, {
    nameNp: 'मेरो पात्रो',
    nameEn: 'My calendar',
    colour: '#1976d2',
    isDefault: false,
    display: true,
    priority: await nextPriority(target, userId),
    ownerUserId: userId,
    isModifiable: true,
    isUserDefault: true,
    icalToken: newIcalToken(),
  });
}

export async function assertPaletteColour(db: Db, colour: string): Promise<string> {
  const palette = (await findDynamicConfig(db, 'calendar-palette'))?.value;
  const colours = Array.isArray(palette) ? palette.map((c) => String(c).toLowerCase()) : [];
  const wanted = colour.toLowerCase();
  if (!colours.includes(wanted)) {
    throw badField(
      'body',
      'colour',
      `must be one of the ${colours.length} palette colours (${colours.join(', ')})`,
    );
  }
  return wanted;
}

export interface CalendarInput {
  name?: string;
  colour?: string;
  display?: boolean;
}

export async function createCalendar(
  db: Db,
  userId: string,
  input: Required<Pick<CalendarInput, 'name' | 'colour'>> & CalendarInput,
): Promise<CalendarRow> {
  const colour = await assertPaletteColour(db, input.colour);
  if ((await countOwnCalendars(db, userId)) >= MAX_CALENDARS_PER_ACCOUNT) {
    throw conflict('calendars_limit_reached', { limit: MAX_CALENDARS_PER_ACCOUNT });
  }
  return insertCalendar(db, {
    nameNp: input.name,
    nameEn: input.name,
    colour,
    display: input.display ?? true,
    priority: await nextPriority(db, userId),
    ownerUserId: userId,
    isModifiable: true,
    icalToken: newIcalToken(),
  });
}

/**
 * A calendar the user administers (their own, or their organisation's), else 404 or 403
 * (default calendars are read-only for everyone: 404 too).
 */
export async function ownCalendarOr404(db: Db, userId: string, id: number): Promise<CalendarRow> {
  return (await requireCalendar(db, userId, id, 'calendar.administer')).calendar;
}

export async function updateCalendar(
  db: Db,
  userId: string,
  id: number,
  input: CalendarInput,
): Promise<CalendarRow> {
  await ownCalendarOr404(db, userId, id);
  const colour = input.colour === undefined ? undefined : await assertPaletteColour(db, input.colour);
  return updateCalendarRow(db, id, {
    ...(input.name !== undefined ? { nameNp: input.name, nameEn: input.name } : {}),
    ...(colour !== undefined ? { colour } : {}),
    ...(input.display !== undefined ? { display: input.display } : {}),
  });
}

/** Deletes a calendar with its events (cascade). The calendar made with the account stays: 409. */
export async function deleteCalendar(db: Db, userId: string, id: number): Promise<void> {
  const row = await ownCalendarOr404(db, userId, id);
  if (row.isUserDefault) {
    throw conflict('default_calendar_kept');
  }
  await deleteCalendarRow(db, id);
}

/** Sets the order of the user's calendars: `ids` must be exactly the user's own calendars. */
export async function reorderCalendars(db: Db, userId: string, ids: number[]): Promise<CalendarRow[]> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const own = await findOwnCalendars(tx, userId);
    const ownIds = new Set(own.map((c) => c.id));
    if (ids.length !== ownIds.size || !ids.every((id) => ownIds.has(id))) {
      throw badField('body', 'calendar_ids', `must list each of your ${ownIds.size} calendars exactly once`);
    }
    for (const [priority, id] of ids.entries()) await updateCalendarRow(tx, id, { priority });
    return findOwnCalendars(tx, userId);
  });
}

/**
 * `GET /hidecalendars/{id}`: flips whether the calendar shows in the user's calendar. An own
 * calendar changes itself; a default calendar changes only this user's preference (ADR 064).
 */
export async function toggleDisplay(db: Db, userId: string, id: number): Promise<CalendarRow> {
  const own = await findOwnCalendar(db, userId, id);
  if (own) return updateCalendarRow(db, id, { display: !own.display });
  // A calendar shared with the user: only their membership's display changes.
  const member = await findShareOfUser(db, id, userId);
  if (member?.state === 'accepted') {
    const { calendar } = await requireCalendar(db, userId, id, 'calendar.read');
    const share = await updateShare(db, member.id, { display: !member.display });
    return { ...calendar, display: share.display, colour: share.colour ?? calendar.colour };
  }
  const shared = await findDefaultCalendar(db, id);
  if (!shared) {
    // An organisation calendar its moderators show or hide (for them; subscribers keep their own choice).
    const { calendar } = await requireCalendar(db, userId, id, 'calendar.administer');
    return updateCalendarRow(db, id, { display: !calendar.display });
  }
  const prefs = await findDisplayPrefs(db, userId);
  const display = !(prefs.get(id) ?? shared.display);
  await saveDisplayPref(db, userId, id, display);
  return { ...shared, display };
}

/** A new private feed URL: the calendar's own for its owner, the member's own for a member. */
export async function regenerateIcalToken(db: Db, userId: string, id: number): Promise<CalendarRow> {
  const { calendar, role } = await requireCalendar(db, userId, id, 'calendar.read');
  const member = await findShareOfUser(db, id, userId);
  if (member?.state === 'accepted' && role !== 'owner') {
    const share = await updateShare(db, member.id, { icalToken: newIcalToken() });
    return { ...calendar, icalToken: share.icalToken, colour: share.colour ?? calendar.colour };
  }
  await ownCalendarOr404(db, userId, id);
  // An organisation calendar's moderator renews their own link, not the others' (ADR 164).
  if (calendar.orgId) return { ...calendar, icalToken: await rotateFeedLink(db, userId, id) };
  return updateCalendarRow(db, id, { icalToken: newIcalToken() });
}

/** Default calendars as this user sees them (their own display choice applied). */
export async function defaultCalendarsForUser(db: Db, userId: string): Promise<CalendarRow[]> {
  const defaults = await findAllDefaultCalendars(db);
  const prefs = await findDisplayPrefs(db, userId);
  return defaults.map((c) => ({ ...c, display: prefs.get(c.id) ?? c.display }));
}

/** `GET /users/calendars`: own calendars with their event counts, and the default ones. */
export async function listUserCalendars(db: Db, userId: string) {
  // One query after another: a request holds one pooled connection, never several.
  const own = await findOwnCalendars(db, userId);
  const counts = await countEvents(
    db,
    own.map((c) => c.id),
  );
  const defaults = await defaultCalendarsForUser(db, userId);
  const shared = await findMemberCalendars(db, userId);
  const sharedCounts = await countEvents(
    db,
    shared.map((m) => m.calendar.id),
  );
  return { own, counts: new Map([...counts, ...sharedCounts]), defaults, shared };
}
