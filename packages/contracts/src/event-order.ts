/**
 * Spec §5's order of a day's events, defined once for the API (its payload order) and the web
 * (its lists and the day dialog, where the user's own events join the public ones).
 */

/** The calendar an event recurs in (spec `jbo`). */
export type EventBaseName = 'NS' | 'BS' | 'AD';

/** NS first, then BS, then AD. */
export const EVENT_BASE_RANK: Readonly<Record<EventBaseName, number>> = { NS: 0, BS: 1, AD: 2 };

/** What spec §5 orders a day's events by. */
export interface EventOrderKey {
  base: EventBaseName;
  /** The calendar's priority "0" (highest) … "2", or null (last). */
  priority: '0' | '1' | '2' | null;
  /** Flagged jie = 1. */
  featured: boolean;
  /** A holiday (gh = 1). */
  holiday: boolean;
}

/**
 * Spec §5: by base (NS, BS, AD), then priority "0", "1", "2" (none last), then featured first,
 * then holidays first. 0 when spec §5 does not order the two: callers sort stably or break the
 * tie themselves.
 */
export function compareEventOrder(a: EventOrderKey, b: EventOrderKey): number {
  const priority = (k: EventOrderKey) => (k.priority === null ? 9 : Number(k.priority));
  return (
    EVENT_BASE_RANK[a.base] - EVENT_BASE_RANK[b.base] ||
    priority(a) - priority(b) ||
    Number(!a.featured) - Number(!b.featured) ||
    Number(!a.holiday) - Number(!b.holiday)
  );
}
