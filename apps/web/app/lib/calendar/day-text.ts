/**
 * A day's tithi and Nepal Sambat date as text: the server's views (views.server.ts) and the
 * converter's offline result in the browser (convert-local.ts) read them the same way.
 */
import { localizeDigits } from '@patro/calendar';
import type { Lang } from '../../i18n';
import type { WireNs } from '../api-client';

export type NsNames = Pick<WireNs, 'year' | 'day' | 'month_np' | 'month_en' | 'paksha_np' | 'paksha_en'>;

// The tithi's text has one home, shared with the API's morning push.
export { tithiText } from '@patro/contracts';

/** "११४४ कौला गा १४" / "1144 Kaula Ga 14" (shown beside a "नेपाल संवत्" / "Nepal Sambat" label). */
export function nsText(ns: NsNames, lang: Lang): string {
  const month = lang === 'np' ? ns.month_np : ns.month_en;
  const paksha = lang === 'np' ? ns.paksha_np : ns.paksha_en;
  return `${localizeDigits(ns.year, lang)} ${month} ${paksha} ${localizeDigits(ns.day, lang)}`;
}
