/**
 * The first questions of /faq and /marketplace/faq (ADR 191), written from what this product does
 * (the ADRs named beside each answer), loaded into an empty table; admins edit them afterwards.
 */
import type { Db } from '../../db/client.js';
import { faqEntries } from '../../db/schema.js';

type Seed = Omit<typeof faqEntries.$inferInsert, 'id' | 'updatedAt'>;

const CALENDAR = { section: 'app', groupNp: 'पात्रो र मितिहरू', groupEn: 'Calendar and dates' } as const;
const ACCOUNT = { section: 'app', groupNp: 'खाता', groupEn: 'Accounts' } as const;
const NOTIFY = { section: 'app', groupNp: 'सूचना र विजेट', groupEn: 'Notifications and widgets' } as const;
const DATA = { section: 'app', groupNp: 'मूल्य, समाचार र रेडियो', groupEn: 'Prices, news and radio' } as const;
const PAY = { section: 'marketplace', groupNp: 'भुक्तानी', groupEn: 'Payments' } as const;

export const FAQ_SEED: readonly Seed[] = [
  {
    ...CALENDAR,
    position: 10,
    questionNp: 'पात्रोका महिना र मितिहरू कहाँबाट आउँछन्?',
    questionEn: "Where do the calendar's months and dates come from?",
    answerNp:
      'वि.सं. १९७० देखि २०८३ सम्मका महिनाका दिन नेपाल पञ्चाङ्ग निर्णायक (विकास) समितिले प्रकाशित गरेको पात्रोसँग मिल्ने तालिकाबाट लिइएका हुन्। २०८४–२०९९ का महिना प्रक्षेपित हुन् र त्यसभन्दा पर सूर्य सिद्धान्तबाट गणना गरिएका हुन्। प्रकाशित नभएका वर्षमा पात्रोले "प्रक्षेपित" वा "गणना गरिएको" भनेर देखाउँछ।',
    answerEn:
      'Month lengths for BS 1970–2083 follow the calendar published by the Nepal Panchanga Nirnayak (Bikas) Samiti. BS 2084–2099 are projected, and years beyond are computed with the Surya Siddhanta. Where a year is not published yet, the calendar says "projected" or "computed" above the month.',
  },
  {
    ...CALENDAR,
    position: 20,
    questionNp: 'तिथि, पर्व र बिदाहरू कसरी तय हुन्छन्?',
    questionEn: 'How are tithis, festivals and holidays decided?',
    answerNp:
      'वि.सं. २०७६–२०८२ का तिथि, नक्षत्र, पर्व र बिदा प्रकाशित पात्रोबाट लिइएका हुन्। अन्य वर्षका तिथि सूर्य सिद्धान्तबाट गणना हुन्छन् र पर्वहरू नियमबाट निकालिन्छन्; दिनको विवरणमा स्रोत लेखिएको हुन्छ। सरकारी बिदा सरकारले घोषणा गरेपछि मात्र पक्का हुन्छ।',
    answerEn:
      'For BS 2076–2082, tithi, nakshatra, festivals and holidays are taken from the published calendar. For other years tithis are computed with the Surya Siddhanta and festivals follow their rules; each day shows its source. A government holiday is certain only once the government announces it.',
  },
  {
    ...CALENDAR,
    position: 30,
    questionNp: 'वि.सं. र ई.सं. मिति कसरी बदल्ने?',
    questionEn: 'How do I convert a date between BS and AD?',
    answerNp:
      '"मिति परिवर्तक" पृष्ठ (/nepali-to-english-date-converter) मा वि.सं. वा ई.सं. मिति छानेर बदल्नुहोस्। यो जाभास्क्रिप्ट बिना पनि चल्छ।',
    answerEn:
      'Use the date converter page (/nepali-to-english-date-converter): choose a BS or AD date and convert. It works without JavaScript too.',
  },
  {
    ...ACCOUNT,
    position: 40,
    questionNp: 'खाता किन चाहिन्छ?',
    questionEn: 'Do I need an account?',
    answerNp:
      'पात्रो, राशिफल, मूल्य, समाचार र रेडियो पढ्न खाता चाहिँदैन। आफ्नै पात्रो र घटना (जन्मदिन, सम्झना) राख्न, अरूसँग बाँड्न र सूचना पाउन खाता चाहिन्छ।',
    answerEn:
      'Not to read the calendar, horoscope, prices, news or radio. An account lets you keep your own calendars and events (birthdays, reminders), share them and get notifications.',
  },
  {
    ...ACCOUNT,
    position: 50,
    questionNp: 'कसरी खाता खोल्ने र लग इन गर्ने?',
    questionEn: 'How do I sign up and log in?',
    answerNp:
      'इमेल र पासवर्डले खाता खोल्न सकिन्छ (इमेलमा आएको लिङ्कले खाता पुष्टि हुन्छ), वा Google वा Facebook बाट लग इन गर्न सकिन्छ। पासवर्ड बिर्सनुभयो भने /forgot-password मा नयाँ राख्नुहोस्।',
    answerEn:
      'Sign up with e-mail and password (a link in the mail confirms the account), or log in with Google or Facebook. If you forget your password, set a new one at /forgot-password.',
  },
  {
    ...ACCOUNT,
    position: 60,
    questionNp: 'खाता र मेरो डेटा कसरी मेटाउने?',
    questionEn: 'How do I delete my account and my data?',
    answerNp:
      'लग इन गरेर /delete-account मा जानुहोस् र पुष्टि गर्नुहोस्। तपाईंको नाम, इमेल, पात्रो, घटना, सेटिङ र सबै सत्र तुरुन्तै मेटिन्छन्; मेटिएको खाता फर्काउन सकिँदैन। लग इन गर्न सक्नुहुन्न भने सम्पर्क पृष्ठबाट त्यही इमेलबाट लेख्नुहोस्, हामी ३० दिनभित्र मेटाउँछौं।',
    answerEn:
      'Log in, go to /delete-account and confirm. Your name, e-mail, calendars, events, settings and every session are deleted at once; a deleted account cannot be restored. If you cannot log in, write to us through the contact page from the same e-mail address and we delete it within 30 days.',
  },
  {
    ...NOTIFY,
    position: 70,
    questionNp: 'ब्राउजरमा सूचना (पुस) कसरी पाउने?',
    questionEn: 'How do I get notifications (push) in my browser?',
    answerNp:
      'लग इन गरेर सूचना अनुमति दिनुहोस्। बिहानको सारांश (तपाईंले छानेको समयमा, नत्र बिहान ६ बजे), चाडपर्वको अघिल्लो दिन, तपाईंका सम्झना र तपाईंले पछ्याएका संस्थाका नयाँ घटना — जुन चाहिन्छ त्यही छान्न सकिन्छ। ब्राउजरको सेटिङबाट जुनसुकै बेला बन्द गर्न सकिन्छ।',
    answerEn:
      'Log in and allow notifications. You choose what you get: the morning summary (at the time you pick, 06:00 unless you change it), festival eves, your reminders, and new events of organisations you follow. You can turn them off in your browser settings at any time.',
  },
  {
    ...NOTIFY,
    position: 80,
    questionNp: 'आफ्नो वेबसाइटमा पात्रो राख्न मिल्छ?',
    questionEn: 'Can I put the calendar on my own website?',
    answerNp:
      'मिल्छ। /web-widgets पृष्ठमा आजको मिति, महिनाको पात्रो, मिति परिवर्तक, विदेशी मुद्रा र सुनचाँदीको विजेट छन्; आकार, रङ र भाषा छानेर दिइएको कोड आफ्नो पृष्ठमा राख्नुहोस्।',
    answerEn:
      "Yes. The /web-widgets page offers today's date, the month calendar, the date converter, foreign exchange and gold widgets; pick the size, theme and language and paste the code it gives into your page.",
  },
  {
    ...DATA,
    position: 90,
    questionNp: 'विदेशी मुद्राको दर र सुनचाँदीको मूल्य कहाँबाट आउँछ?',
    questionEn: 'Where do the exchange rates and gold prices come from?',
    answerNp:
      'विदेशी मुद्राको दर नेपाल राष्ट्र बैंकले प्रकाशित गरेको हो, सुनचाँदी र अन्य मूल्य सार्वजनिक स्रोतबाट लिइन्छन्; हरेक मूल्यसँग मिति र स्रोत देखाइन्छ। स्रोत नचलेको बेला अन्तिम पाएको मूल्य मितिसहित देखाइन्छ — हामी अङ्क बनाउँदैनौं।',
    answerEn:
      'Exchange rates are those published by Nepal Rastra Bank; gold, silver and other prices come from public sources, and each price shows its date and source. When a source is down, the last price received is shown with its date — we never invent figures.',
  },
  {
    ...DATA,
    position: 100,
    questionNp: 'कुनै रेडियो स्टेसन सूचीमा किन छैन?',
    questionEn: 'Why is a radio station missing from the list?',
    answerNp:
      'हामी हरेक ३० मिनेटमा स्टेसनको स्ट्रिम जाँच्छौं; नबोलेको स्टेसन फेरि नबोलेसम्म लुकाइन्छ। सुरक्षित (https) स्ट्रिम नभएका स्टेसन सूचीमा देखिन्छन् तर यहाँबाट बजाउन सकिँदैन।',
    answerEn:
      "We check every station's stream every 30 minutes; a station whose stream does not answer is hidden until it answers again. Stations without a secure (https) stream are listed but cannot be played here.",
  },
  {
    ...DATA,
    position: 110,
    questionNp: 'गल्ती भेटें वा सुझाव छ, कहाँ लेख्ने?',
    questionEn: 'I found a mistake or have a suggestion. Where do I write?',
    answerNp:
      'प्रतिक्रिया (/feedback) वा सम्पर्क (/contact) पृष्ठबाट लेख्नुहोस्। हामीले पाएको पुष्टि तुरुन्तै तपाईंको इमेलमा जान्छ र जवाफ पनि इमेलमै आउँछ।',
    answerEn:
      'Write through the feedback (/feedback) or contact (/contact) page. A confirmation reaches your e-mail at once, and our answer comes by e-mail too.',
  },
  {
    ...PAY,
    position: 10,
    questionNp: 'पात्रोबाट मोबाइल रिचार्ज वा बिल भुक्तानी गर्न मिल्छ?',
    questionEn: 'Can I top up my phone or pay bills through Patro?',
    answerNp:
      'मिल्दैन। पात्रोमा अहिले मोबाइल रिचार्ज, बिजुली वा इन्टरनेट बिल भुक्तानी छैन। त्यसका लागि आफ्नो बैंक वा वालेट एप प्रयोग गर्नुहोस्।',
    answerEn:
      'No. Patro does not offer phone top-up or electricity or internet bill payment today. Use your bank or wallet app for those.',
  },
  {
    ...PAY,
    position: 20,
    questionNp: 'पात्रोमा कसरी भुक्तानी गर्ने?',
    questionEn: 'How do I pay in Patro?',
    answerNp:
      'पात्रोका सशुल्क सेवाको भुक्तानी eSewa वा Khalti मार्फत हुन्छ: तपाईं तिनकै पृष्ठमा गएर भुक्तानी गर्नुहुन्छ र हामी भुक्तानी पक्का भएको तिनैसँग जाँचेपछि मात्र सेवा सुरु गर्छौं।',
    answerEn:
      "Patro's paid services are paid through eSewa or Khalti: you pay on their own page, and we start the service only after checking with them that the payment went through.",
  },
  {
    ...PAY,
    position: 30,
    questionNp: 'मेरो वालेटको पिन वा पासवर्ड पात्रोले राख्छ?',
    questionEn: 'Does Patro keep my wallet PIN or password?',
    answerNp:
      'राख्दैन। पिन र पासवर्ड eSewa वा Khalti को आफ्नै पृष्ठमा मात्र लेखिन्छ। हामी भुक्तानी प्रदायकको कारोबार सङ्केत र रकम मात्र राख्छौं।',
    answerEn:
      "No. Your PIN and password are typed only on eSewa's or Khalti's own page. We keep only the provider's transaction reference and the amount.",
  },
  {
    ...PAY,
    position: 40,
    questionNp: 'पैसा कटियो तर सेवा सुरु भएन भने के गर्ने?',
    questionEn: 'Money was taken but the service did not start. What now?',
    answerNp:
      'कहिलेकाहीँ प्रदायकले भुक्तानी केही समय "पेन्डिङ" राख्छ। सेवा सुरु भएन भने सम्पर्क पृष्ठबाट "सहयोग" विषय छानेर eSewa वा Khalti को कारोबार सङ्केतसहित लेख्नुहोस्।',
    answerEn:
      'A provider sometimes keeps a payment "pending" for a while. If the service does not start, write through the contact page with the topic "Support" and the eSewa or Khalti transaction reference.',
  },
];

/** Loads the questions into an empty table; an admin's edits are never overwritten. */
export async function seedFaq(db: Db): Promise<void> {
  const [any] = await db.select({ id: faqEntries.id }).from(faqEntries).limit(1);
  if (any) return;
  await db.insert(faqEntries).values([...FAQ_SEED]);
}
