/**
 * Strings of the rashifal editor (/admin/rashifal, ADR 122), both languages: kept out of the main
 * catalogue, which every page's islands load, because only astrologers and admins open the editor.
 */
import { tableTranslator } from './fill';
import type { Lang } from './types';

const np = {
  'admin.rashifal.intro':
    'राशि, अवधि र भाषा छानेर फल लेख्नुहोस्। प्रकाशन समयदेखि सार्वजनिक पृष्ठमा गणना गरिएको फलको सट्टा तपाईंको लेख देखिन्छ।',
  'admin.rashifal.forbidden': 'यो पृष्ठ ज्योतिषी र प्रशासकका लागि मात्र हो।',
  'admin.rashifal.type': 'अवधि',
  'admin.rashifal.lang': 'भाषा',
  'admin.rashifal.date': 'अवधिको कुनै दिन',
  'admin.rashifal.sign': 'राशि',
  'admin.rashifal.status.none': 'गणना गरिएको',
  'admin.rashifal.status.published': 'प्रकाशित',
  'admin.rashifal.status.scheduled': 'तालिकामा',
  'admin.rashifal.edit': 'लेख्नुहोस्',
  'admin.rashifal.text': 'फल',
  'admin.rashifal.publishAt': 'प्रकाशन समय (तपाईंको घडीअनुसार)',
  'admin.rashifal.preview': 'पूर्वावलोकन',
  'admin.rashifal.hidePreview': 'पूर्वावलोकन लुकाउनुहोस्',
  'admin.rashifal.save': 'सुरक्षित गर्नुहोस्',
  'admin.rashifal.remove': 'हटाउनुहोस्',
  'admin.rashifal.saved': 'राशिफल सुरक्षित भयो।',
  'admin.rashifal.removed': 'हटाइयो; अब गणना गरिएको फल देखिन्छ।',
  'admin.rashifal.computed': 'अहिले देखिने गणना गरिएको फल',
  'admin.rashifal.viewPublic': 'सार्वजनिक पृष्ठ हेर्नुहोस्',
  'admin.rashifal.loading': 'लोड हुँदैछ…',
  'admin.rashifal.failed': 'केही गडबड भयो। फेरि प्रयास गर्नुहोस्।',
  'admin.rashifal.signs': 'बाह्र राशि',
  'admin.rashifal.np': 'नेपाली',
  'admin.rashifal.en': 'अंग्रेजी',
} as const;

const en: Record<keyof typeof np, string> = {
  'admin.rashifal.intro':
    'Choose a sign, a period and a language and write the reading. From its publish time the public page shows your text instead of the computed one.',
  'admin.rashifal.forbidden': 'This page is for astrologers and admins only.',
  'admin.rashifal.type': 'Period',
  'admin.rashifal.lang': 'Language',
  'admin.rashifal.date': 'Any day of the period',
  'admin.rashifal.sign': 'Sign',
  'admin.rashifal.status.none': 'Computed',
  'admin.rashifal.status.published': 'Published',
  'admin.rashifal.status.scheduled': 'Scheduled',
  'admin.rashifal.edit': 'Write',
  'admin.rashifal.text': 'Reading',
  'admin.rashifal.publishAt': 'Publish time (your clock)',
  'admin.rashifal.preview': 'Preview',
  'admin.rashifal.hidePreview': 'Hide preview',
  'admin.rashifal.save': 'Save',
  'admin.rashifal.remove': 'Remove',
  'admin.rashifal.saved': 'Rashifal saved.',
  'admin.rashifal.removed': 'Removed; the computed reading shows again.',
  'admin.rashifal.computed': 'Computed reading shown now',
  'admin.rashifal.viewPublic': 'View the public page',
  'admin.rashifal.loading': 'Loading…',
  'admin.rashifal.failed': 'Something went wrong. Please try again.',
  'admin.rashifal.signs': 'The twelve signs',
  'admin.rashifal.np': 'Nepali',
  'admin.rashifal.en': 'English',
};

export type AdminRashifalKey = keyof typeof np;
export type AdminRashifalTranslate = (
  key: AdminRashifalKey,
  vars?: Record<string, string | number>,
) => string;

export function adminRashifalTranslator(lang: Lang): AdminRashifalTranslate {
  return tableTranslator(lang === 'np' ? np : en);
}
