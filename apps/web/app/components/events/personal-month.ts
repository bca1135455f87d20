/** Lazily loaded by usePersonalMonth: the month with the user's token, as their events by date. */
import type { Lang } from '../../i18n';
import { fetchMonthAsUser, listCalendarEvents } from './api';
import { personalEventsByIso } from './personal-layer';
import type { PersonalEvent, RepeatRule } from './types';

export async function loadPersonalMonth(
  base: 'bs' | 'ad',
  year: number,
  month: number,
  lang: Lang,
  signal: AbortSignal,
): Promise<Record<string, PersonalEvent[]> | null> {
  const result = await fetchMonthAsUser(base, year, month, lang, signal);
  if (!result.ok) return null;
  const byIso = personalEventsByIso(result.body);
  // The month read names each occurrence's series; how it repeats comes with the series
  // (one read per calendar that has events this month, for the event detail).
  const events = Object.values(byIso).flat();
  const calendarIds = [...new Set(events.map((e) => e.calendarId))];
  const repeats = new Map<number, RepeatRule>();
  await Promise.all(
    calendarIds.map(async (id) => {
      const list = await listCalendarEvents(id, signal);
      if (list.ok) for (const s of list.body) repeats.set(s.id, s.repeat);
    }),
  );
  for (const e of events) if (e.seriesId !== null) e.repeat = repeats.get(e.seriesId) ?? e.repeat;
  return byIso;
}
