/**
 * The support pages' strings (feedback, contact, /form, FAQ, apps, forward, the radio and keyboard
 * policies and the admin inbox and FAQ editor; ADR 190–193), Nepali first.
 */
import { tableTranslator } from './fill';
import type { Lang, PageDocument } from './types';

const np = {
  'feedback.title': 'प्रतिक्रिया फारम',
  'feedback.desc': 'पात्रोलाई अझ राम्रो बनाउन तपाईंको अमूल्य प्रतिक्रिया दिनुहोस्।',
  'contact.title': 'सम्पर्क',
  'contact.desc': 'सहयोग, बिक्री, विज्ञापन वा सञ्चार माध्यमका लागि हामीलाई लेख्नुहोस्। जवाफ इमेलमा आउँछ।',
  'field.name': 'पूरा नाम',
  'field.email': 'इमेल',
  'field.mobile': 'मोबाइल नम्बर (ऐच्छिक)',
  'field.mobileHint': '९८, ९७ वा ९६ बाट सुरु हुने १० अङ्क, जस्तै ९८४१२३४५६७',
  'field.title': 'शीर्षक',
  'field.message': 'सन्देश',
  'field.feedback': 'प्रतिक्रिया',
  'field.topic': 'विषय',
  'field.honeypot': 'यो खाली छोड्नुहोस्',
  'topic.support': 'सहयोग',
  'topic.sales': 'बिक्री',
  'topic.advertising': 'विज्ञापन',
  'topic.press': 'सञ्चार माध्यम',
  'form.send': 'पठाउनुहोस्',
  'form.required': 'आवश्यक',
  'form.fix': 'फारममा सच्याउनुपर्ने कुरा:',
  'form.sent': 'सन्देश सफलतापूर्वक पठाइयो। पुष्टि इमेल {email} मा पठाइएको छ; जवाफ पनि त्यहीँ आउँछ।',
  'form.feedbackSent': 'प्रतिक्रिया सफलतापूर्वक पठाइयो। पुष्टि इमेल {email} मा पठाइएको छ।',
  'form.failed': 'पठाउन सकिएन: {message}',
  'form.privacy': 'तपाईंले लेखेको विवरण यो सन्देशको जवाफ दिन मात्र प्रयोग हुन्छ।',
  'form.another': 'अर्को सन्देश लेख्नुहोस्',
  'contact.details': 'सिधै सम्पर्क',
  'contact.supportEmail': 'सहयोग इमेल',
  'contact.supportPhone': 'सहयोग फोन',
  'contact.salesEmail': 'बिक्री र विज्ञापन इमेल',
  'contact.salesPhone': 'बिक्री र विज्ञापन फोन',
  'contact.notSet': 'अहिले तोकिएको छैन — यो फारमबाट लेख्नुहोस्',
  'contact.faq': 'लेख्नुअघि बारम्बार सोधिने प्रश्नहरू हेर्नुहोस्',
  'footer.contact': 'सम्पर्क',
  'footer.noContact': 'सहयोग र बिक्रीको इमेल र फोन अहिले तोकिएको छैन।',
  'footer.writeUs': 'सम्पर्क फारमबाट लेख्नुहोस्',
  'faq.title': 'बारम्बार सोधिने प्रश्नहरू',
  'faq.desc': 'पात्रो, खाता, सूचना, विजेट, मूल्य र रेडियोबारे प्रश्न र उत्तर।',
  'faq.marketTitle': 'भुक्तानी: बारम्बार सोधिने प्रश्नहरू',
  'faq.marketDesc': 'पात्रोमा भुक्तानी, eSewa, Khalti र रिचार्जबारे प्रश्न र उत्तर।',
  'faq.search': 'प्रश्न खोज्नुहोस्',
  'faq.searchButton': 'खोज्नुहोस्',
  'faq.results': '“{q}” का लागि {count} नतिजा',
  'faq.noResult': 'कुनै नतिजा भेटिएन',
  'faq.all': 'सबै प्रश्न हेर्नुहोस्',
  'faq.ask': 'उत्तर भेट्नुभएन? हामीलाई लेख्नुहोस्',
  'faq.other': 'अन्य प्रश्नहरू',
  'apps.title': 'हाम्रा एपहरू',
  'apps.desc': 'पात्रो फोन र कम्प्युटरमा कहाँ र कसरी पाउने।',
  'apps.android': 'एन्ड्रोइड एप',
  'apps.androidDesc': 'गुगल प्ले स्टोरबाट।',
  'apps.ios': 'आईफोन र आईप्याड एप',
  'apps.iosDesc': 'एप स्टोरबाट।',
  'apps.notSet': 'यसको स्टोर लिङ्क अहिले तोकिएको छैन, त्यसैले यहाँ देखाइएको छैन।',
  'apps.web': 'वेबसाइटलाई एपजस्तै',
  'apps.webDesc':
    'यो वेबसाइट फोन वा कम्प्युटरमा एपजस्तै राख्न सकिन्छ: ब्राउजरको मेनुबाट "होम स्क्रिनमा थप्नुहोस्" वा "इन्स्टल" छान्नुहोस्। इन्टरनेट नहुँदा पनि पछिल्लो पटक हेरेका पृष्ठ खुल्छन्।',
  'apps.widgets': 'आफ्नो वेबसाइटका लागि विजेट',
  'apps.widgetsDesc': 'आजको मिति, महिनाको पात्रो, मिति परिवर्तक, विदेशी मुद्रा र सुनचाँदी आफ्नो पृष्ठमा राख्नुहोस्।',
  'apps.widgetsLink': 'विजेट हेर्नुहोस्',
  'apps.policies': 'एपसम्बन्धी गोपनीयता नीति',
  'forward.title': 'पात्रोमा खोल्नुहोस्',
  'forward.desc': 'तपाईंलाई पठाइएको लिङ्क पात्रोको यो पृष्ठमा जान्छ:',
  'forward.continue': 'पृष्ठमा जानुहोस्',
  'forward.apps': 'वा हाम्रो एप लिनुहोस्:',
  'forward.invalid': 'यो लिङ्कले यो साइटभित्रको पृष्ठ देखाउँदैन, त्यसैले हामी त्यसलाई पछ्याउँदैनौं।',
  'forward.home': 'गृहपृष्ठमा जानुहोस्',
  'policies.related': 'सम्बन्धित नीतिहरू',
  'adm.inbox.title': 'प्रतिक्रिया र सम्पर्क',
  'adm.inbox.new': 'नयाँ',
  'adm.inbox.answered': 'जवाफ दिइएका',
  'adm.inbox.all': 'सबै',
  'adm.inbox.empty': 'यहाँ कुनै सन्देश छैन।',
  'adm.inbox.from': 'पठाउने',
  'adm.inbox.received': 'पाएको',
  'adm.inbox.markAnswered': 'जवाफ दिइयो भनी चिनो लगाउनुहोस्',
  'adm.inbox.markNew': 'फेरि नयाँमा राख्नुहोस्',
  'adm.inbox.reply': 'इमेलमा जवाफ',
  'adm.inbox.send': 'जवाफ पठाउनुहोस्',
  'adm.inbox.sent': 'जवाफ पठाइयो',
  'adm.inbox.lastReply': 'पठाइएको जवाफ',
  'adm.inbox.lang': 'भाषा',
  'adm.inbox.kindFeedback': 'प्रतिक्रिया',
  'adm.inbox.kindContact': 'सम्पर्क',
  'adm.faq.title': 'प्रश्नोत्तर सम्पादन',
  'adm.faq.add': 'नयाँ प्रश्न थप्नुहोस्',
  'adm.faq.save': 'सुरक्षित गर्नुहोस्',
  'adm.faq.delete': 'हटाउनुहोस्',
  'adm.faq.saved': 'सुरक्षित भयो',
  'adm.faq.section': 'खण्ड',
  'adm.faq.sectionApp': '/faq',
  'adm.faq.sectionMarket': '/marketplace/faq',
  'adm.faq.groupNp': 'समूह (नेपाली)',
  'adm.faq.groupEn': 'समूह (अङ्ग्रेजी)',
  'adm.faq.questionNp': 'प्रश्न (नेपाली)',
  'adm.faq.questionEn': 'प्रश्न (अङ्ग्रेजी)',
  'adm.faq.answerNp': 'उत्तर (नेपाली)',
  'adm.faq.answerEn': 'उत्तर (अङ्ग्रेजी)',
  'adm.faq.position': 'क्रम',
} as const;

export type SupportMessageKey = keyof typeof np;

const en: Record<SupportMessageKey, string> = {
  'feedback.title': 'Feedback Form',
  'feedback.desc': 'Please give us your feedback to make Patro better.',
  'contact.title': 'Contact us',
  'contact.desc': 'Write to us about support, sales, advertising or press. The answer comes by e-mail.',
  'field.name': 'Full name',
  'field.email': 'Email',
  'field.mobile': 'Mobile number (optional)',
  'field.mobileHint': '10 digits starting with 98, 97 or 96, e.g. 9841234567',
  'field.title': 'Title',
  'field.message': 'Message',
  'field.feedback': 'Feedback',
  'field.topic': 'Topic',
  'field.honeypot': 'Leave this empty',
  'topic.support': 'Support',
  'topic.sales': 'Sales',
  'topic.advertising': 'Advertising',
  'topic.press': 'Press',
  'form.send': 'Send',
  'form.required': 'required',
  'form.fix': 'Please correct the form:',
  'form.sent':
    'Message sent successfully. A confirmation was mailed to {email}; the answer will come there too.',
  'form.feedbackSent': 'Feedback sent successfully. A confirmation was mailed to {email}.',
  'form.failed': 'It could not be sent: {message}',
  'form.privacy': 'What you write is used only to answer this message.',
  'form.another': 'Write another message',
  'contact.details': 'Reach us directly',
  'contact.supportEmail': 'Support e-mail',
  'contact.supportPhone': 'Support phone',
  'contact.salesEmail': 'Sales and advertising e-mail',
  'contact.salesPhone': 'Sales and advertising phone',
  'contact.notSet': 'not set up yet — please use this form',
  'contact.faq': 'Before writing, see the frequently asked questions',
  'footer.contact': 'Contact',
  'footer.noContact': 'No support or sales e-mail or phone is set up yet.',
  'footer.writeUs': 'Write to us through the contact form',
  'faq.title': 'Frequently asked questions',
  'faq.desc': 'Questions and answers about the calendar, accounts, notifications, widgets, prices and radio.',
  'faq.marketTitle': 'Payments: frequently asked questions',
  'faq.marketDesc': 'Questions and answers about paying in Patro, eSewa, Khalti and top-ups.',
  'faq.search': 'Search the questions',
  'faq.searchButton': 'Search',
  'faq.results': '{count} results for “{q}”',
  'faq.noResult': 'No result found',
  'faq.all': 'Show all questions',
  'faq.ask': 'No answer here? Write to us',
  'faq.other': 'Other questions',
  'apps.title': 'Our Apps',
  'apps.desc': 'Where and how to get Patro on your phone and computer.',
  'apps.android': 'Android app',
  'apps.androidDesc': 'From the Google Play Store.',
  'apps.ios': 'iPhone and iPad app',
  'apps.iosDesc': 'From the App Store.',
  'apps.notSet': 'Its store link is not set up yet, so none is shown here.',
  'apps.web': 'The website as an app',
  'apps.webDesc':
    'You can keep this website on your phone or computer like an app: choose "Add to Home screen" or "Install" in your browser\'s menu. Pages you viewed last open even without internet.',
  'apps.widgets': 'Widgets for your website',
  'apps.widgetsDesc':
    "Put today's date, the month calendar, the date converter, exchange rates or gold prices on your page.",
  'apps.widgetsLink': 'See the widgets',
  'apps.policies': 'Privacy policies of the apps',
  'forward.title': 'Open in Patro',
  'forward.desc': 'The link you were sent leads to this page of Patro:',
  'forward.continue': 'Continue to the page',
  'forward.apps': 'Or get our app:',
  'forward.invalid': 'This link does not lead to a page on this site, so we do not follow it.',
  'forward.home': 'Go to the home page',
  'policies.related': 'Related policies',
  'adm.inbox.title': 'Feedback and contact',
  'adm.inbox.new': 'New',
  'adm.inbox.answered': 'Answered',
  'adm.inbox.all': 'All',
  'adm.inbox.empty': 'No messages here.',
  'adm.inbox.from': 'From',
  'adm.inbox.received': 'Received',
  'adm.inbox.markAnswered': 'Mark answered',
  'adm.inbox.markNew': 'Mark new again',
  'adm.inbox.reply': 'Reply by e-mail',
  'adm.inbox.send': 'Send reply',
  'adm.inbox.sent': 'Reply sent',
  'adm.inbox.lastReply': 'Reply sent',
  'adm.inbox.lang': 'Language',
  'adm.inbox.kindFeedback': 'Feedback',
  'adm.inbox.kindContact': 'Contact',
  'adm.faq.title': 'FAQ editor',
  'adm.faq.add': 'Add a question',
  'adm.faq.save': 'Save',
  'adm.faq.delete': 'Remove',
  'adm.faq.saved': 'Saved',
  'adm.faq.section': 'Section',
  'adm.faq.sectionApp': '/faq',
  'adm.faq.sectionMarket': '/marketplace/faq',
  'adm.faq.groupNp': 'Group (Nepali)',
  'adm.faq.groupEn': 'Group (English)',
  'adm.faq.questionNp': 'Question (Nepali)',
  'adm.faq.questionEn': 'Question (English)',
  'adm.faq.answerNp': 'Answer (Nepali)',
  'adm.faq.answerEn': 'Answer (English)',
  'adm.faq.position': 'Order',
};

export type SupportTranslate = (key: SupportMessageKey, vars?: Record<string, string | number>) => string;

const tables: Record<Lang, Record<SupportMessageKey, string>> = { np, en };

export function supportTranslator(lang: Lang): SupportTranslate {
  return tableTranslator(tables[lang]);
}

export type SupportPageId = 'keyboardPolicy' | 'radioPolicy';

/**
 * The two app policies (ADR 192). The radio one states what apps/api/src/modules/radio and the
 * radio player do; the keyboard one states that no keyboard of ours exists.
 */
const PAGES: Record<Lang, Record<SupportPageId, PageDocument>> = {
  np: {
    keyboardPolicy: {
      title: 'किबोर्ड गोपनीयता नीति',
      description: 'पात्रोको नेपाली किबोर्डले के सङ्कलन गर्छ र के गर्दैन।',
      body: `पात्रोले अहिले कुनै किबोर्ड एप प्रकाशित गरेको छैन। तपाईंको फोनमा पात्रोको किबोर्ड चल्दैन, त्यसैले तपाईंले टाइप गरेको कुनै पनि कुरा किबोर्डमार्फत हामीकहाँ आउँदैन।

## यो वेबसाइटमा टाइप गर्दा

- यो वेबसाइटमा नेपाली लेख्दा तपाईंको आफ्नै यन्त्रको किबोर्ड प्रयोग हुन्छ; त्यो किबोर्ड बनाउने कम्पनीको नीति लागू हुन्छ।
- तपाईंले फारम (प्रतिक्रिया, सम्पर्क, खाता, घटना) "पठाउनुहोस्" थिचेपछि मात्र त्यसमा लेखिएको कुरा हामीकहाँ आउँछ, त्यति मात्र।
- हामी थिचिएका अक्षर (कीस्ट्रोक), शब्द सुझाव वा टाइप गर्ने बानी सङ्कलन गर्दैनौं।

## भविष्यमा

पात्रोले किबोर्ड एप प्रकाशित गरे, त्यसले के सङ्कलन गर्छ र के गर्दैन भन्ने कुरा एप उपलब्ध हुनुअघि नै यही पृष्ठमा लेखिनेछ।`,
    },
    radioPolicy: {
      title: 'रेडियो गोपनीयता नीति',
      description: 'पात्रो रेडियो बजाउँदा कुन ठेगानामा जडान हुन्छ र हामी के राख्छौं।',
      body: `पात्रो रेडियो (/nepali-radio) सुन्न खाता चाहिँदैन। यहाँ लेखिएको बाहेक रेडियोले केही सङ्कलन गर्दैन।

## बजाउँदा कुन ठेगानामा जडान हुन्छ

- तपाईंले बजाउनुहोस् थिचेपछि तपाईंको ब्राउजर सिधै त्यस स्टेसनको स्ट्रिम ठेगाना (स्टेसनको पृष्ठमा देखाइएको) मा जडान हुन्छ। आवाज हाम्रो सर्भरबाट हुँदै आउँदैन।
- त्यो स्ट्रिम सर्भरले अरू कुनै वेबसाइटले जस्तै तपाईंको आईपी ठेगाना र ब्राउजरको नाम देख्छ; त्यहाँ स्टेसन वा स्ट्रिम सेवाको आफ्नै नीति लागू हुन्छ।
- सुरक्षित (https) स्ट्रिम भएका स्टेसन मात्र यहाँबाट बज्छन्। https नभएका स्टेसन सूचीमा देखिन्छन् तर तपाईंको ब्राउजरले तिनमा जडान गर्दैन।
- कुनै स्टेसनको लोगो भए, त्यो लोगोको https ठेगानाबाट तपाईंको ब्राउजरले सिधै ल्याउँछ।

## बजाएको गणना

- बजाउन सुरु हुँदा ब्राउजरले हाम्रो सर्भरलाई त्यो स्टेसन एक पटक बज्यो भनी जनाउँछ, र हामी त्यस स्टेसनको गणनामा एक थप्छौं। "लोकप्रिय स्टेसन" यही गणनाबाट देखाइन्छ।
- गणना प्रत्येक स्टेसनको एउटा अङ्क मात्र हो: त्यसमा तपाईंको खाता, आईपी ठेगाना, यन्त्र वा समय राखिँदैन।
- हाम्रो सर्भरमा आउने हरेक अनुरोधजस्तै यो अनुरोध पनि सर्भरको पहुँच लगमा समय र आईपी ठेगानासहित लेखिन्छ।

## हाम्रो सर्भरले गर्ने जाँच

हामी हरेक ३० मिनेटमा हरेक स्टेसनको स्ट्रिम ठेगानामा आफ्नै सर्भरबाट जडान गरी सुरुका केही किलोबाइट पढ्छौं, स्ट्रिम चलिरहेको छ कि छैन हेर्न। यो जाँच तपाईंको यन्त्रबाट हुँदैन।

## तपाईंको ब्राउजरमा

रेडियोले तपाईंको ब्राउजरमा कुनै कुकी वा भण्डारण राख्दैन; भोल्युम र पछिल्लो स्टेसन पृष्ठ बन्द गरेपछि बिर्सिन्छ।`,
    },
  },
  en: {
    keyboardPolicy: {
      title: 'Keyboard privacy policy',
      description: "What Patro's Nepali keyboard collects and does not collect.",
      body: `Patro publishes no keyboard app today. No Patro keyboard runs on your phone, so nothing you type reaches us through a keyboard.

## Typing on this website

- When you type Nepali on this website you use your own device's keyboard; the policy of the company that made that keyboard applies.
- What you write in a form (feedback, contact, account, events) reaches us only when you press its send button, and only that form's contents.
- We do not collect keystrokes, word suggestions or typing habits.

## In the future

If Patro publishes a keyboard app, this page will state what it collects and does not collect before the app is offered.`,
    },
    radioPolicy: {
      title: 'Radio privacy policy',
      description: 'Which addresses Patro radio connects to when you play a station, and what we keep.',
      body: `You need no account to listen to Patro radio (/nepali-radio). Beyond what is written here, the radio collects nothing.

## What your browser connects to when you play

- When you press play, your browser connects directly to that station's stream address (shown on the station's page). The sound does not pass through our server.
- That stream server sees your IP address and browser name, as any website does; the station's or streaming service's own policy applies there.
- Only stations with a secure (https) stream play here. Stations without one are listed, but your browser does not connect to them.
- If a station has a logo, your browser loads it directly from the logo's https address.

## The play count

- When playback starts, your browser tells our server that the station was played once, and we add one to that station's count. The "trending" stations come from this count.
- The count is one number per station: it holds no account, IP address, device or time.
- Like every request to our server, this one is written to the server's access log with its time and IP address.

## Our server's check

Every 30 minutes our own server connects to each station's stream address and reads its first few kilobytes, to see whether the stream is on air. This check never runs from your device.

## In your browser

The radio keeps no cookie or storage in your browser; the volume and the last station are forgotten when you close the page.`,
    },
  },
};

export function supportPageDocument(lang: Lang, id: SupportPageId): PageDocument {
  return PAGES[lang][id];
}
