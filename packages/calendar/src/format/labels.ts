/**
 * Reading the labels of published calendars (hamropatro spellings such as साउन, असोज, चैत,
 * पुष, अधिक साउन; तृतिया; हस्ता, उत्तर; परिधि, एन्द्र; तैतल, विष्टि/भद्रा; थिल्ला, गुँला …) into
 * the engine's numbers. The shipped names are the standard ones in `names.ts`.
 */
import { KARANAS, LUNAR_MONTHS, NAKSHATRAS, NS_MONTHS, TITHIS, YOGAS } from './names.js';

function table(standard: readonly { np: string; en: string }[], variants: Record<string, number>) {
  const map = new Map<string, number>();
  standard.forEach((n, i) => {
    map.set(n.np, i + 1);
    map.set(n.en.toLowerCase(), i + 1);
  });
  for (const [label, n] of Object.entries(variants)) map.set(label, n);
  return map;
}

function normalise(label: string): string {
  return label.trim().replace(/\s+/g, ' ').replace(/\*$/, '');
}

let lunar: Map<string, number> | undefined;
let nakshatra: Map<string, number> | undefined;
let yoga: Map<string, number> | undefined;
let karana: Map<string, number> | undefined;
let ns: Map<string, number> | undefined;

/**
 * Lunar month of a published label: `{ month: 1–12 (1 = Chaitra), adhik }`, or undefined when
 * the label is not recognised. Accepts standard names (श्रावण) and hamropatro's (साउन, अधिक साउन).
 */
export function parseLunarMonthLabel(label: string): { month: number; adhik: boolean } | undefined {
  lunar ??= table(LUNAR_MONTHS, {
    चैत: 1,
    बैशाख: 2,
    जेठ: 3,
    असार: 4,
    साउन: 5,
    भदौ: 6,
    असोज: 7,
    कात्तिक: 8,
    मंसिर: 9,
    पुष: 10,
    पुस: 10,
    फागुन: 12,
    फाल्गुण: 12,
  });
  let text = normalise(label);
  let adhik = false;
  for (const prefix of ['अधिक ', 'adhik ']) {
    if (text.toLowerCase().startsWith(prefix)) {
      adhik = true;
      text = text.slice(prefix.length);
    }
  }
  const month = lunar.get(text) ?? lunar.get(text.toLowerCase());
  return month === undefined ? undefined : { month, adhik };
}

/** Nakshatra number 1–27 of a published label (e.g. हस्ता, उत्तर = Uttara Phalguni), or undefined. */
export function parseNakshatraLabel(label: string): number | undefined {
  nakshatra ??= table(NAKSHATRAS, {
    अश्लेषा: 9,
    पूर्व: 11,
    उत्तर: 12,
    हस्ता: 13,
    स्वाति: 15,
    उत्तरषाढा: 21,
    पूर्वभाद्र: 25,
    उत्तरभाद्र: 26,
  });
  return nakshatra.get(normalise(label));
}

/** Yoga number 1–27 of a published label (e.g. विषकुम्भ, परिधि, एन्द्र), or undefined. */
export function parseYogaLabel(label: string): number | undefined {
  yoga ??= table(YOGAS, {
    विषकुम्भ: 1,
    आयुष्मान: 3,
    अतिगंड: 6,
    व्यतिपात: 17,
    वरियान: 18,
    परिधि: 19,
    एन्द्र: 26,
  });
  return yoga.get(normalise(label));
}

/** Karana number 1–11 (as in `KARANAS`) of a published label (e.g. तैतल, विष्टि/भद्रा), or undefined. */
export function parseKaranaLabel(label: string): number | undefined {
  karana ??= table(KARANAS, { तैतल: 4, 'विष्टि/भद्रा': 7, भद्रा: 7 });
  return karana.get(normalise(label));
}

/** NS month number 1–13 (13 = अनला) of a published label (e.g. थिल्ला, थिंला, गुंला, यंला), or undefined. */
export function parseNsMonthLabel(label: string): number | undefined {
  ns ??= table(NS_MONTHS, { थिंला: 2, प्वँहेला: 3, गुंला: 10, यंला: 11 });
  return ns.get(normalise(label));
}

/** Tithi number of a published tithi name (e.g. तृतिया → 3; पूर्णिमा → 15; औंसी → 30); krishna names give 1–14, so add 15 for the krishna paksha. */
export function parseTithiLabel(label: string): number | undefined {
  const text = normalise(label);
  if (text === 'तृतिया') return 3;
  if (text === 'औंसी' || text === 'अमावस्या' || text === 'औँसी') return 30;
  const i = TITHIS.findIndex((t) => t.np === text || t.en.toLowerCase() === text.toLowerCase());
  return i < 0 ? undefined : i + 1;
}
