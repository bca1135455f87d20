/** Paramarsha (issue 26): every string in Nepali and English. */

import type { WireKundali } from '../components/paramarsha/Kundali';
import { tableTranslator } from './fill';
import type { Lang } from './types';

const np = {
  'p.title': 'परामर्श',
  'p.intro':
    'ज्योतिषीसँग आफ्नो प्रश्न सोध्नुहोस्: जन्म विवरण र प्रश्न पठाउनुहोस्, भुक्तानी गर्नुहोस्, र लिखित जवाफ आफ्नो खाता र इमेलमा पाउनुहोस्।',
  'p.empty': 'परामर्श अहिले उपलब्ध छैन।',
  'p.services': 'सेवाहरू',
  'p.price': 'शुल्क',
  'p.turnaround': 'जवाफ {n} घण्टाभित्र',
  'p.receive': 'तपाईंले पाउनुहुन्छ: ज्योतिषीको लिखित जवाफ, र जवाफपछि एउटा थप प्रश्न।',
  'p.book': 'अहिले दर्ता गर्नुहोस्',
  'p.gurus': 'ज्योतिषीहरू',
  'p.languages': 'भाषा',
  'p.specialities': 'विशेषता',
  'p.testimonials': 'पाठकहरूको भनाइ',
  'p.myRequests': 'मेरा परामर्श',
  'p.privacy':
    'जन्म विवरण व्यक्तिगत सूचना हो: तपाईं, तोकिएका ज्योतिषी र प्रशासकले मात्र हेर्न सक्छन्; खाता मेटाउँदा यो पनि मेटिन्छ।',
  'f.title': 'परामर्श फारम',
  'f.signIn': 'फारम भर्न लगइन गर्नुहोस्।',
  'f.name': 'नाम',
  'f.gender': 'लिङ्ग',
  'f.gender.female': 'महिला',
  'f.gender.male': 'पुरुष',
  'f.gender.other': 'अन्य',
  'f.dateBase': 'मिति',
  'f.birthDate': 'जन्म मिति',
  'f.birthDateHint': 'वि.सं. वा ई.सं. छान्नुहोस्: जस्तै वि.सं. २०४७-०१-३१ वा ई.सं. १९९०-०५-१४',
  'f.bs': 'वि.सं.',
  'f.ad': 'ई.सं.',
  'f.birthTime': 'जन्म समय',
  'f.timeUnknown': 'जन्म समय थाहा छैन',
  'f.place': 'जन्म स्थान',
  'f.latitude': 'अक्षांश (उत्तर +)',
  'f.longitude': 'देशान्तर (पूर्व +)',
  'f.timeZone': 'समय क्षेत्र',
  'f.placeHint':
    'ठाउँको नाम र अक्षांश/देशान्तर लेख्नुहोस् (जस्तै काठमाडौं २७.७१७२, ८५.३२४)। जन्म मितिमा लागू समय (नेपाल: १९८६ अघि +५:३०, पछि +५:४५) आफैं मिलाइन्छ।',
  'f.subject': 'विषय',
  'subject.marriage': 'विवाह',
  'subject.career': 'करियर',
  'subject.health': 'स्वास्थ्य',
  'subject.education': 'शिक्षा',
  'subject.travel': 'यात्रा',
  'subject.property': 'सम्पत्ति',
  'subject.general': 'सामान्य',
  'f.message': 'तपाईंको प्रश्न',
  'f.pay': 'भुक्तानी गर्नुहोस्',
  'f.esewa': 'इसेवाबाट तिर्नुहोस्',
  'f.khalti': 'खल्तीबाट तिर्नुहोस्',
  'f.notFound': 'यो सेवा भेटिएन।',
  'r.title': 'मेरा परामर्श',
  'r.none': 'तपाईंले अहिलेसम्म परामर्श अनुरोध पठाउनुभएको छैन।',
  'r.submitted': 'तपाईंको फारम पेश भयो',
  'r.status': 'अवस्था',
  'status.awaiting_payment': 'भुक्तानी बाँकी',
  'status.paid': 'भुक्तानी भयो',
  'status.assigned': 'ज्योतिषीलाई दिइयो',
  'status.in_progress': 'जवाफ लेखिँदै',
  'status.answered': 'जवाफ आयो',
  'r.reply': 'ज्योतिषीको जवाफ',
  'r.followUp': 'थप प्रश्न',
  'r.followUpReply': 'थप प्रश्नको जवाफ',
  'r.askFollowUp': 'एउटा थप प्रश्न सोध्नुहोस्',
  'r.send': 'पठाउनुहोस्',
  'r.due': 'जवाफ दिनुपर्ने: {when}',
  'q.title': 'परामर्शका अनुरोधहरू',
  'q.none': 'तपाईंलाई अहिले कुनै अनुरोध तोकिएको छैन।',
  'q.birth': 'जन्म',
  'q.saveDraft': 'मस्यौदा राख्नुहोस्',
  'q.answer': 'जवाफ पठाउनुहोस्',
  'q.draftSaved': 'मस्यौदा राखियो',
  'a.services': 'सेवा थप्नुहोस्',
  'a.gurus': 'ज्योतिषीको प्रोफाइल',
  'a.nameNp': 'नाम (नेपाली)',
  'a.nameEn': 'नाम (अङ्ग्रेजी)',
  'a.descNp': 'विवरण (नेपाली)',
  'a.descEn': 'विवरण (अङ्ग्रेजी)',
  'a.price': 'शुल्क (रुपैयाँ)',
  'a.hours': 'जवाफ दिने समय (घण्टा)',
  'a.email': 'ज्योतिषीको खाताको इमेल',
  'a.save': 'राख्नुहोस्',
  'a.saved': 'राखियो',
  'a.serviceIds': 'सेवाहरू',
  'a.all': 'सबै अनुरोध',
  'a.due': 'जवाफको म्याद',
  'a.assigned': 'ज्योतिषी तोकिएको',
  'a.assign': 'यिनलाई दिनुहोस्',
  'a.assignTo': 'अनुरोध #{id} कुन ज्योतिषीलाई',
  'a.overdue': 'म्याद नाघेको',
  'a.testimonial': 'पाठकको भनाइ थप्नुहोस्',
  'a.testimonialText': 'भनाइ',
  'a.consent': 'पाठकले यो भनाइ नामसहित देखाउन अनुमति दिनुभएको छ',
} as const;

type Key = keyof typeof np;

const en: Record<Key, string> = {
  'p.title': 'Paramarsha',
  'p.intro':
    'Ask an astrologer your question: send your birth details and question, pay, and receive a written answer in your account and by e-mail.',
  'p.empty': 'Paramarsha is not available at the moment.',
  'p.services': 'Services',
  'p.price': 'Price',
  'p.turnaround': 'Answer within {n} hours',
  'p.receive': 'You receive: the astrologer’s written answer, and one follow-up question after it.',
  'p.book': 'Register Now',
  'p.gurus': 'Astrologers',
  'p.languages': 'Languages',
  'p.specialities': 'Specialities',
  'p.testimonials': 'What readers say',
  'p.myRequests': 'My paramarsha',
  'p.privacy':
    'Birth details are personal data: only you, the assigned astrologer and admins can read them; they are deleted with your account.',
  'f.title': 'Paramarsha form',
  'f.signIn': 'Sign in to fill in the form.',
  'f.name': 'Name',
  'f.gender': 'Gender',
  'f.gender.female': 'Female',
  'f.gender.male': 'Male',
  'f.gender.other': 'Other',
  'f.dateBase': 'Calendar',
  'f.birthDate': 'Date of birth',
  'f.birthDateHint': 'Choose BS or AD: e.g. BS 2047-01-31 or AD 1990-05-14',
  'f.bs': 'BS',
  'f.ad': 'AD',
  'f.birthTime': 'Time of birth',
  'f.timeUnknown': 'Time of birth not known',
  'f.place': 'Place of birth',
  'f.latitude': 'Latitude (north +)',
  'f.longitude': 'Longitude (east +)',
  'f.timeZone': 'Time zone',
  'f.placeHint':
    'Type the place and its latitude/longitude (e.g. Kathmandu 27.7172, 85.324). The offset in force on the birth date (Nepal: +5:30 before 1986, +5:45 after) is applied for you.',
  'f.subject': 'Subject',
  'subject.marriage': 'Marriage',
  'subject.career': 'Career',
  'subject.health': 'Health',
  'subject.education': 'Education',
  'subject.travel': 'Travel',
  'subject.property': 'Property',
  'subject.general': 'General',
  'f.message': 'Your question',
  'f.pay': 'Pay',
  'f.esewa': 'Pay with eSewa',
  'f.khalti': 'Pay with Khalti',
  'f.notFound': 'This service was not found.',
  'r.title': 'My paramarsha',
  'r.none': 'You have not sent a paramarsha request yet.',
  'r.submitted': 'Your Form has been submitted',
  'r.status': 'Status',
  'status.awaiting_payment': 'Awaiting payment',
  'status.paid': 'Paid',
  'status.assigned': 'Assigned to an astrologer',
  'status.in_progress': 'In progress',
  'status.answered': 'Answered',
  'r.reply': 'The astrologer’s answer',
  'r.followUp': 'Follow-up question',
  'r.followUpReply': 'Answer to the follow-up',
  'r.askFollowUp': 'Ask one follow-up question',
  'r.send': 'Send',
  'r.due': 'Due: {when}',
  'q.title': 'Paramarsha requests',
  'q.none': 'No request is assigned to you now.',
  'q.birth': 'Birth',
  'q.saveDraft': 'Save draft',
  'q.answer': 'Send answer',
  'q.draftSaved': 'Draft saved',
  'a.services': 'Add a service',
  'a.gurus': 'Astrologer profile',
  'a.nameNp': 'Name (Nepali)',
  'a.nameEn': 'Name (English)',
  'a.descNp': 'Description (Nepali)',
  'a.descEn': 'Description (English)',
  'a.price': 'Price (rupees)',
  'a.hours': 'Turnaround (hours)',
  'a.email': 'The astrologer account’s e-mail',
  'a.save': 'Save',
  'a.saved': 'Saved',
  'a.serviceIds': 'Services',
  'a.all': 'All requests',
  'a.due': 'Due',
  'a.assigned': 'Astrologer assigned',
  'a.assign': 'Give to',
  'a.assignTo': 'Astrologer for request #{id}',
  'a.overdue': 'overdue',
  'a.testimonial': 'Add a reader’s testimonial',
  'a.testimonialText': 'Testimonial',
  'a.consent': 'The reader agreed to be quoted with this name',
};

export type ParamarshaKey = Key;
export type ParamarshaT = ReturnType<typeof paramarshaT>;
export function paramarshaT(lang: Lang) {
  return tableTranslator<Key>(lang === 'np' ? (np as Record<Key, string>) : en);
}

export interface WireService {
  id: number;
  name_np: string;
  name_en: string;
  description_np: string;
  description_en: string;
  price_paisa: number;
  turnaround_hours: number;
}
export interface WireGuru {
  id: number;
  name_np: string;
  name_en: string;
  languages: string[];
  specialities: string[];
  bio_np: string;
  bio_en: string;
}
export interface WireTestimonial {
  id: number;
  text: string;
  name: string;
}
export interface WireParamarshaRequest {
  id: number;
  service_id: number;
  service_name_np: string | null;
  service_name_en: string | null;
  name: string;
  gender: string;
  birth_date: string;
  birth_time: string | null;
  place_name: string;
  latitude: number;
  longitude: number;
  tz_offset_minutes: number;
  subject: string;
  message: string;
  status: 'awaiting_payment' | 'paid' | 'assigned' | 'in_progress' | 'answered';
  reply: string | null;
  reply_draft?: string | null;
  follow_up: string | null;
  follow_up_reply: string | null;
  due_at: string | null;
  created_at: string;
  kundali: WireKundali;
}
export const SUBJECTS = [
  'marriage',
  'career',
  'health',
  'education',
  'travel',
  'property',
  'general',
] as const;
