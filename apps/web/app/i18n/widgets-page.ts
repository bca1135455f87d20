import { tableTranslator } from './fill';
import type { Lang } from './types';

/**
 * The /web-widgets page's own strings. Kept out of the main tables, which every page's islands
 * load (the home page's JavaScript budget; ADR 086); the widgets' own strings stay there.
 */
const np = {
  'widgets.meta.title': 'वेब विजेट — आफ्नो वेबसाइटमा पात्रो राख्नुहोस् | पात्रो',
  'widgets.meta.description':
    'आजको मिति, महिनाको पात्रो, मिति रूपान्तरण, विदेशी मुद्रा दर र सुनचाँदीको भाउ आफ्नो वेबसाइटमा निःशुल्क राख्नुहोस् — नेपाली वा अङ्ग्रेजीमा, उज्यालो वा अँध्यारो रङमा।',
  'widgets.heading': 'वेब विजेट',
  'widgets.intro': 'आफ्नो वेबसाइटमा पात्रो राख्नुहोस्: विजेट, आकार, रङ र भाषा छानेर तलको कोड आफ्नो पेजमा टाँस्नुहोस्।',
  'widgets.kind': 'विजेट',
  'widgets.size': 'आकार',
  'widgets.size.small': 'सानो',
  'widgets.size.medium': 'मझौला',
  'widgets.size.full': 'पूरा चौडाइ',
  'widgets.theme': 'रङ',
  'widgets.theme.light': 'उज्यालो',
  'widgets.theme.dark': 'अँध्यारो',
  'widgets.lang': 'भाषा',
  'widgets.lang.np': 'नेपाली',
  'widgets.lang.en': 'अङ्ग्रेजी',
  'widgets.base': 'पात्रो',
  'widgets.base.bs': 'विक्रम संवत्',
  'widgets.base.ad': 'ईस्वी संवत्',
  'widgets.show': 'देखाउनुहोस्',
  'widgets.preview': 'पूर्वावलोकन',
  'widgets.script': 'स्क्रिप्ट (सिफारिस गरिएको)',
  'widgets.scriptNote': 'यो एक लाइनले विजेट राख्छ र यसको उचाइ सामग्रीअनुसार आफैँ मिलाउँछ।',
  'widgets.iframe': 'आइफ्रेम मात्र',
  'widgets.iframeNote': 'स्क्रिप्ट राख्न नमिल्ने ठाउँका लागि; उचाइ आफैँ मिलाउनुहोस्।',
  'widgets.privacy': 'विजेटले कुकी राख्दैन र कुनै ट्र्याकर चलाउँदैन।',
} as const satisfies Record<string, string>;

export type WidgetsPageKey = keyof typeof np;

const en: Record<WidgetsPageKey, string> = {
  'widgets.meta.title': 'Web widgets — put Patro on your website | Patro',
  'widgets.meta.description':
    'Put today’s Nepali date, a month calendar, the date converter, exchange rates and gold prices on your website for free — in Nepali or English, light or dark.',
  'widgets.heading': 'Web widgets',
  'widgets.intro':
    'Put Patro on your website: choose a widget, its size, theme and language, then paste the code below into your page.',
  'widgets.kind': 'Widget',
  'widgets.size': 'Size',
  'widgets.size.small': 'Small',
  'widgets.size.medium': 'Medium',
  'widgets.size.full': 'Full width',
  'widgets.theme': 'Theme',
  'widgets.theme.light': 'Light',
  'widgets.theme.dark': 'Dark',
  'widgets.lang': 'Language',
  'widgets.lang.np': 'Nepali',
  'widgets.lang.en': 'English',
  'widgets.base': 'Calendar',
  'widgets.base.bs': 'Bikram Sambat',
  'widgets.base.ad': 'Gregorian',
  'widgets.show': 'Show',
  'widgets.preview': 'Preview',
  'widgets.script': 'Script (recommended)',
  'widgets.scriptNote': 'This one line inserts the widget and fits its height to the content.',
  'widgets.iframe': 'Plain iframe',
  'widgets.iframeNote': 'For places that do not allow scripts; set the height yourself.',
  'widgets.privacy': 'Widgets set no cookies and run no trackers.',
};

/** A translator of the /web-widgets page's strings for one language. */
export function widgetsPageTranslator(lang: Lang) {
  return tableTranslator(lang === 'np' ? np : en);
}
