import { pluralTranslator } from './plural';
import type { Lang } from './types';

/**
 * The suva sait page's strings. Kept out of the main tables, which every page's islands load
 * (the home page's JavaScript budget; ADR 086).
 */
const np = {
  'sait.meta.title': 'शुभ साइत वि.सं. {year} — विवाह, व्रतबन्ध, पास्नी — पात्रो',
  'sait.meta.description': 'वि.सं. {year} का शुभ साइत र मुहूर्त: विवाह, व्रतबन्ध, पास्नी, न्वारन, गृहप्रवेश, यात्रा र अरू।',
  'sait.heading': 'शुभ साइत र मुहूर्त',
  'sait.year': 'साल',
  'sait.month': 'महिना',
  'sait.allMonths': 'सबै महिना',
  'sait.category': 'कार्य',
  'sait.allCategories': 'सबै कार्य',
  'sait.show': 'हेर्नुहोस्',
  'sait.empty': 'कुनै शुभ साइत वा मुहूर्त भेटिएन',
  'sait.days': '{count} दिन',
  'sait.published': 'प्रकाशित',
  'sait.note':
    'तिथि, नक्षत्र र बारका शास्त्रीय मुहूर्त नियमबाट गणना गरिएको। संस्कारका लागि आफ्नो पुरोहितसँग पक्का गर्नुहोस्।',
  'sait.resultsFor': '{what} को शुभ साइत',
} as const satisfies Record<string, string>;

export type SaitKey = keyof typeof np;

/** English, with plural forms (`key#one`) where the noun changes with the number. */
const en: Record<SaitKey, string> & Partial<Record<`${SaitKey}#one`, string>> = {
  'sait.meta.title': 'Suva Sait BS {year} — marriage, bratabandha, pasni — Patro',
  'sait.meta.description':
    'Auspicious days (suva sait and muhurta) of BS {year}: marriage, bratabandha, pasni, naming, housewarming, travel and more.',
  'sait.heading': 'Suva Sait and Muhurta',
  'sait.year': 'Year',
  'sait.month': 'Month',
  'sait.allMonths': 'All months',
  'sait.category': 'Occasion',
  'sait.allCategories': 'All occasions',
  'sait.show': 'Show',
  'sait.empty': 'No Suva Sait or Muharat found',
  'sait.days': '{count} days',
  'sait.days#one': '{count} day',
  'sait.published': 'Published',
  'sait.note':
    'Computed from the classical muhurta rules of tithi, nakshatra and weekday. Confirm with your priest for ceremonies.',
  'sait.resultsFor': 'Suva sait for {what}',
};

/** A translator of the suva sait page's strings for one language. */
export function saitTranslator(lang: Lang) {
  return pluralTranslator<SaitKey>(lang === 'np' ? np : en, lang);
}
