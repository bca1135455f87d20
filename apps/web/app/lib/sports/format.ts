/** Sports pages (ADR 174): names, numbers and times in the reader's language and digits. */
import { localizeDigits } from '@patro/calendar';
import type { WireSportsTeam } from '@patro/contracts';
import type { Lang } from '../../i18n/types';
import { apiGet, orNoData } from '../api-client';

export const num = (value: string | number, lang: Lang) => localizeDigits(value, lang);

export const teamName = (t: WireSportsTeam, lang: Lang) => (lang === 'np' ? t.np : t.en);

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NP_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

/** "12 Jun 2026" / "१२ जुन २०२६" from YYYY-MM-DD (no time zone involved). */
export function dayText(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = (lang === 'np' ? NP_MONTHS : EN_MONTHS)[m - 1] ?? '';
  return `${num(d, lang)} ${month} ${num(y, lang)}`;
}

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
