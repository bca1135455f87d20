/** Words for the API's one holiday answer (kind and scope), shared by the holidays page and the day dialog. */
import type { Lang } from '@patro/calendar';
import type { Translate } from '../../i18n';

/** Nepali names of the restricted-holiday scopes the API gives in English. */
const SCOPES_NP: Record<string, string> = {
  women: 'महिलाका लागि',
  'women observing the festival': 'पर्व मनाउने महिलाका लागि',
  'Kathmandu Valley': 'काठमाडौं उपत्यका',
  'Kathmandu Valley (some years)': 'काठमाडौं उपत्यका (कुनै वर्ष)',
  'Kathmandu Valley / Bagmati Province (Newar community)': 'काठमाडौं उपत्यका / बागमती प्रदेश (नेवार समुदाय)',
  'Kirat community': 'किरात समुदाय',
  'Sikh community': 'सिख समुदाय',
  'Terai districts': 'तराईका जिल्ला',
  'hill districts': 'पहाडी जिल्ला',
  'educational institutions': 'शैक्षिक संस्था',
};

/** A restricted holiday's scope in the page language ('' when none). */
export function holidayScopeText(scope: string | null, lang: Lang): string {
  if (!scope) return '';
  if (lang === 'en') return scope;
  return scope
    .split('; ')
    .map((s) => SCOPES_NP[s] ?? s)
    .join('; ');
}

/**
 * A holiday's flag wherever a day is shown (home, day dialog, grid labels, widgets): "सार्वजनिक
 * बिदा" for everyone's, "सीमित बिदा (सिख समुदाय)" for one kept by some only (`scope` in the page
 * language, from {@link holidayScopeText}).
 */
export function holidayFlag(t: Translate, kind: 'national' | 'restricted' | 'none', scope: string): string {
  return kind === 'restricted'
    ? t('cal.restrictedHoliday', { scope: scope || t('hol.restricted') })
    : t('cal.publicHoliday');
}
