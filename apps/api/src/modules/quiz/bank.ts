/**
 * The bank's first questions, written for Patro from facts in this repository's own data (each
 * names the file it comes from; `apps/api/test/quiz.test.ts` checks every answer against it). No
 * question is copied from another quiz: the sets the reference found carry no licence (ADR 177).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type QuizText, quizQuestions } from '../../db/schema.js';

export interface SeedQuestion {
  key: string;
  prompt: QuizText;
  options: [QuizText, QuizText, QuizText, QuizText];
  answerIndex: number;
  explanation: QuizText;
  source: string;
}

const n = (np: string, en: string): QuizText => ({ np, en });

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    key: 'hor-fptp-constituencies',
    prompt: n(
      'प्रतिनिधि सभाका कति सदस्य पहिलो हुने निर्वाचित हुने (प्रत्यक्ष) प्रणालीबाट चुनिन्छन्?',
      'How many members of the House of Representatives are elected first-past-the-post?',
    ),
    options: [n('११०', '110'), n('१६५', '165'), n('२७५', '275'), n('७७', '77')],
    answerIndex: 1,
    explanation: n(
      'देशभर १६५ निर्वाचन क्षेत्र छन्, प्रत्येकबाट एक सदस्य; बाँकी ११० सिट समानुपातिक प्रणालीबाट भरिन्छन्।',
      'There are 165 constituencies, one member each; the other 110 seats are filled by proportional representation.',
    ),
    source:
      'Election Commission Nepal, HoR FPTP results 2082 and 2079 (apps/api/data/election/README.md: 165 constituencies)',
  },
  {
    key: 'nepal-provinces',
    prompt: n('नेपालमा कति प्रदेश छन्?', 'How many provinces does Nepal have?'),
    options: [n('५', '5'), n('६', '6'), n('७', '7'), n('१४', '14')],
    answerIndex: 2,
    explanation: n(
      'नेपालमा सात प्रदेश छन्: कोशी, मधेश, बागमती, गण्डकी, लुम्बिनी, कर्णाली र सुदूरपश्चिम।',
      'Nepal has seven provinces: Koshi, Madhesh, Bagmati, Gandaki, Lumbini, Karnali and Sudurpashchim.',
    ),
    source: 'Election Commission Nepal lookups (apps/api/data/election/hor-2079/states.json: 7 provinces)',
  },
  {
    key: 'nepal-districts',
    prompt: n('नेपालमा कति जिल्ला छन्?', 'How many districts does Nepal have?'),
    options: [n('७५', '75'), n('७७', '77'), n('७९', '79'), n('६५', '65')],
    answerIndex: 1,
    explanation: n(
      'नेपालमा ७७ जिल्ला छन्; निर्वाचन आयोगको सूचीमा यी सबै जिल्लाका निर्वाचन क्षेत्र छन्।',
      'Nepal has 77 districts; the Election Commission lists the constituencies of each.',
    ),
    source: 'Election Commission Nepal district ids (apps/api/data/election/places.json: 77 districts)',
  },
  {
    key: 'hor-2082-election-date',
    prompt: n(
      'वि.सं. २०८२ को प्रतिनिधि सभा निर्वाचन कुन दिन भएको थियो?',
      'On which day was the House of Representatives election of BS 2082 held?',
    ),
    options: [
      n('२० नोभेम्बर २०२२', '20 November 2022'),
      n('५ मार्च २०२६', '5 March 2026'),
      n('१४ अप्रिल २०२५', '14 April 2025'),
      n('१ जनवरी २०२६', '1 January 2026'),
    ],
    answerIndex: 1,
    explanation: n(
      '२०८२ को निर्वाचन ५ मार्च २०२६ (२०८२ फागुन २१) मा भएको थियो; त्यसअघिको निर्वाचन २० नोभेम्बर २०२२ (२०७९ मंसिर ४) मा।',
      'The 2082 election was held on 5 March 2026 (21 Falgun 2082); the one before, on 20 November 2022 (4 Mangsir 2079).',
    ),
    source: 'Election Commission Nepal result feed (apps/api/data/election/README.md)',
  },
  {
    key: 'worldcup-2022-winner',
    prompt: n('फिफा विश्वकप २०२२ कुन देशले जित्यो?', 'Which country won the FIFA World Cup 2022?'),
    options: [
      n('फ्रान्स', 'France'),
      n('अर्जेन्टिना', 'Argentina'),
      n('ब्राजिल', 'Brazil'),
      n('क्रोएसिया', 'Croatia'),
    ],
    answerIndex: 1,
    explanation: n(
      'लुसेल आइकोनिक स्टेडियममा १८ डिसेम्बर २०२२ को फाइनल ३–३ मा टुंगियो; अर्जेन्टिनाले पेनाल्टीमा फ्रान्सलाई ४–२ ले हरायो।',
      'The final at Lusail Iconic Stadium on 18 December 2022 ended 3–3; Argentina beat France 4–2 on penalties.',
    ),
    source: 'openfootball, CC0 (apps/api/data/sports/worldcup/2022/worldcup.json, the Final)',
  },
  {
    key: 'worldcup-2022-final-hat-trick',
    prompt: n(
      'विश्वकप २०२२ को फाइनलमा कसले ह्याट्रिक गरे?',
      'Who scored a hat-trick in the 2022 World Cup final?',
    ),
    options: [
      n('लियोनेल मेसी', 'Lionel Messi'),
      n('किलियन एम्बाप्पे', 'Kylian Mbappé'),
      n('आन्जेल डि मारिया', 'Ángel Di María'),
      n('ओलिभिए जिरु', 'Olivier Giroud'),
    ],
    answerIndex: 1,
    explanation: n(
      'एम्बाप्पेले ८०, ८१ र ११८ औं मिनेटमा गोल गरे; मेसीले दुई र डि मारियाले एक गोल गरे।',
      'Mbappé scored in the 80th, 81st and 118th minutes; Messi scored twice and Di María once.',
    ),
    source: 'openfootball, CC0 (apps/api/data/sports/worldcup/2022/worldcup.json, the Final)',
  },
  {
    key: 'bs-first-month',
    prompt: n('विक्रम संवत्को पहिलो महिना कुन हो?', 'Which is the first month of the Bikram Sambat year?'),
    options: [n('चैत', 'Chaitra'), n('माघ', 'Magh'), n('वैशाख', 'Baisakh'), n('असार', 'Asar')],
    answerIndex: 2,
    explanation: n(
      'वि.सं. को वर्ष वैशाख १ गतेबाट सुरु हुन्छ (मेष संक्रान्ति), र चैतमा सकिन्छ।',
      'The BS year begins on 1 Baisakh (Mesh Sankranti) and ends with Chaitra.',
    ),
    source: 'Patro calendar engine (packages/calendar: BS month names and year start)',
  },
  {
    key: 'tithis-in-lunar-month',
    prompt: n('एक चान्द्र महिनामा कति तिथि हुन्छन्?', 'How many tithis are there in a lunar month?'),
    options: [n('१५', '15'), n('२७', '27'), n('२९', '29'), n('३०', '30')],
    answerIndex: 3,
    explanation: n(
      'शुक्ल पक्षका १५ (पूर्णिमासम्म) र कृष्ण पक्षका १५ (औंसीसम्म), जम्मा ३० तिथि।',
      'Fifteen in the bright half (to Purnima) and fifteen in the dark half (to Aunsi): thirty tithis.',
    ),
    source: 'Patro calendar engine (packages/calendar: tithi 1–30)',
  },
];

/** Puts the seeded questions in the bank as published (once: a re-seed keeps editors' changes). */
export async function seedQuizBank(db: Db): Promise<void> {
  await db
    .insert(quizQuestions)
    .values(
      SEED_QUESTIONS.map((q) => ({
        seedKey: q.key,
        prompt: q.prompt,
        options: q.options,
        answerIndex: q.answerIndex,
        explanation: q.explanation,
        source: q.source,
        status: 'published',
        reviewedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: quizQuestions.seedKey });
}
