/** Sports pages (ADR 174): names, numbers and times in the reader's language and digits. */
import { localizeDigits } from '@patro/calendar';
import type { WireSportsTeam } from '@patro/contracts';
import type { Lang } from '../../i18n/types';
import { apiGet, orNoData } from '../api-client';

export const num = (value: string | number, lang: Lang) => localizeDigits(value, lang);

export const teamName = (t: WireSportsTeam, lang: Lang) => (lang === 'np' ? t.np : t.en);

export const pair = (p: [number, number], lang: Lang) => `${num(p[0], lang)}–${num(p[1], lang)}`;

/** The API's answer, null on a 4xx (not found); a 5xx or no answer is the no-data page (spec §8). */
export async function sportsGet<T>(apiUrl: string, path: string): Promise<T | null> {
  const answer = await orNoData(() => apiGet<{ data: T }>(apiUrl, path));
  return answer.ok ? answer.body.data : null;
}

/** For the hub: one part that cannot be loaded says so, the rest of the page still shows. */
export async function sportsGetOrNull<T>(apiUrl: string, path: string): Promise<T | null> {
  try {
    const answer = await apiGet<{ data: T }>(apiUrl, path);
    return answer.ok ? answer.body.data : null;
  } catch {
    return null;
  }
}
