/**
 * Names in Nepali (`np`) and English (`en`): BS and AD months, weekdays, tithi, paksha,
 * nakshatra, yoga, karana, rashi, ritu, ayana, Nepal Sambat months and lunar months.
 * Every list is indexed from 0; the helper functions take the 1-based number used elsewhere.
 */
import type { Lang } from '../types.js';

/** A name in both languages. */
export interface Name {
  /** Nepali (Devanagari). */
  readonly np: string;
  /** English (romanised). */
  readonly en: string;
}

/** A zodiac sign (rashi) with the product's spec id (1–12) and URL slug. */
export interface Rashi extends Name {
  /** Spec id, 1 (Aries/मेष) … 12 (Pisces/मीन). */
  readonly id: number;
  /** URL slug: aries … pisces. */
  readonly slug: string;
  /** Traditional romanised name (Mesh … Meen). */
  readonly traditional: string;
}

const pairs = (np: string, en: string): Name[] => {
  const a = np.split(' ');
  const b = en.split(',');
  return a.map((n, i) => ({ np: n, en: b[i]! }));
};

/** BS months, Baisakh first (month 1 = index 0). */
export const BS_MONTHS: readonly Name[] = /* @__PURE__ */ pairs(
  'बैशाख जेठ असार साउन भदौ असोज कार्तिक मंसिर पुष माघ फागुन चैत्र',
  'Baisakh,Jestha,Asar,Shrawan,Bhadra,Ashwin,Kartik,Mangsir,Poush,Magh,Falgun,Chaitra',
);

/** Gregorian months, January first. */
export const AD_MONTHS: readonly Name[] = /* @__PURE__ */ pairs(
  'जनवरी फेब्रुअरी मार्च अप्रिल मे जुन जुलाई अगस्ट सेप्टेम्बर अक्टोबर नोभेम्बर डिसेम्बर',
  'January,February,March,April,May,June,July,August,September,October,November,December',
);

/** Weekdays, Sunday first (0 = Sunday, as returned by `weekday`). */
export const WEEKDAYS: readonly Name[] = /* @__PURE__ */ pairs(
  'आइतबार सोमबार मंगलबार बुधबार बिहीबार शुक्रबार शनिबार',
  'Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday',
);

/** Short weekday names, Sunday first. */
export const WEEKDAYS_SHORT: readonly Name[] = /* @__PURE__ */ pairs(
  'आइत सोम मंगल बुध बिही शुक्र शनि',
  'Sun,Mon,Tue,Wed,Thu,Fri,Sat',
);

const TITHI_BASE = /* @__PURE__ */ pairs(
  'प्रतिपदा द्वितीया तृतीया चतुर्थी पञ्चमी षष्ठी सप्तमी अष्टमी नवमी दशमी एकादशी द्वादशी त्रयोदशी चतुर्दशी',
  'Pratipada,Dwitiya,Tritiya,Chaturthi,Panchami,Shashthi,Saptami,Ashtami,Navami,Dashami,Ekadashi,Dwadashi,Trayodashi,Chaturdashi',
);

/**
 * The 30 tithis: 1–15 shukla (15 = पूर्णिमा), 16–30 krishna (30 = औंसी); index = tithi − 1.
 * Krishna tithis 16–29 repeat the names of 1–14.
 */
export const TITHIS: readonly Name[] = [
  ...TITHI_BASE,
  { np: 'पूर्णिमा', en: 'Purnima' },
  ...TITHI_BASE,
  { np: 'औंसी', en: 'Aunsi' },
];

/** The two pakshas: index 0 shukla (bright), 1 krishna (dark). */
export const PAKSHAS: readonly Name[] = /* @__PURE__ */ pairs('शुक्ल कृष्ण', 'Shukla,Krishna');

/** The 27 nakshatras, Ashwini first (nakshatra 1 = index 0). */
export const NAKSHATRAS: readonly Name[] = /* @__PURE__ */ pairs(
  'अश्विनी भरणी कृत्तिका रोहिणी मृगशिरा आर्द्रा पुनर्वसु पुष्य आश्लेषा मघा पूर्वफाल्गुनी उत्तरफाल्गुनी हस्त चित्रा स्वाती विशाखा अनुराधा ज्येष्ठा मूल पूर्वाषाढा उत्तराषाढा श्रवण धनिष्ठा शतभिषा पूर्वभाद्रपद उत्तरभाद्रपद रेवती',
  'Ashwini,Bharani,Krittika,Rohini,Mrigashira,Ardra,Punarvasu,Pushya,Ashlesha,Magha,Purva Phalguni,Uttara Phalguni,Hasta,Chitra,Swati,Vishakha,Anuradha,Jyeshtha,Mula,Purva Ashadha,Uttara Ashadha,Shravana,Dhanishtha,Shatabhisha,Purva Bhadrapada,Uttara Bhadrapada,Revati',
);

/** The 27 yogas, Vishkambha first (yoga 1 = index 0). */
export const YOGAS: readonly Name[] = /* @__PURE__ */ pairs(
  'विष्कम्भ प्रीति आयुष्मान् सौभाग्य शोभन अतिगण्ड सुकर्मा धृति शूल गण्ड वृद्धि ध्रुव व्याघात हर्षण वज्र सिद्धि व्यतीपात वरीयान् परिघ शिव सिद्ध साध्य शुभ शुक्ल ब्रह्म ऐन्द्र वैधृति',
  'Vishkambha,Priti,Ayushman,Saubhagya,Shobhana,Atiganda,Sukarma,Dhriti,Shula,Ganda,Vriddhi,Dhruva,Vyaghata,Harshana,Vajra,Siddhi,Vyatipata,Variyan,Parigha,Shiva,Siddha,Sadhya,Shubha,Shukla,Brahma,Indra,Vaidhriti',
);

/**
 * The 11 karanas: the 7 movable ones (Bava … Vishti) then the 4 fixed ones (Shakuni,
 * Chatushpada, Naga, Kimstughna). See {@link karanaOfHalfTithi} for the sequence in a month.
 */
export const KARANAS: readonly Name[] = /* @__PURE__ */ pairs(
  'बव बालव कौलव तैतिल गर वणिज विष्टि शकुनि चतुष्पद नाग किंस्तुघ्न',
  'Bava,Balava,Kaulava,Taitila,Gara,Vanija,Vishti,Shakuni,Chatushpada,Naga,Kimstughna',
);

/** The 12 rashis with spec ids 1–12 and slugs aries … pisces. */
export const RASHIS: readonly Rashi[] = /* @__PURE__ */ pairs(
  'मेष वृष मिथुन कर्कट सिंह कन्या तुला वृश्चिक धनु मकर कुम्भ मीन',
  'Aries,Taurus,Gemini,Cancer,Leo,Virgo,Libra,Scorpio,Sagittarius,Capricorn,Aquarius,Pisces',
).map((n, i) => ({
  ...n,
  id: i + 1,
  slug: n.en.toLowerCase(),
  traditional: 'Mesh,Brish,Mithun,Karkat,Singha,Kanya,Tula,Brishchik,Dhanu,Makar,Kumbha,Meen'.split(',')[i]!,
}));

/** The 6 ritus (seasons), Vasanta (spring) first. */
export const RITUS: readonly Name[] = /* @__PURE__ */ pairs(
  'वसन्त ग्रीष्म वर्षा शरद् हेमन्त शिशिर',
  'Vasanta,Grishma,Varsha,Sharad,Hemanta,Shishir',
);

/** The 2 ayanas: index 0 Uttarayan (northward), 1 Dakshinayan (southward). */
export const AYANAS: readonly Name[] = /* @__PURE__ */ pairs('उत्तरायण दक्षिणायन', 'Uttarayan,Dakshinayan');

/**
 * Nepal Sambat months, Kachhala first (NS month 1 = index 0), in the spellings of the published
 * calendar; index 12 (month 13) is the intercalary month Anala (अनला).
 */
export const NS_MONTHS: readonly Name[] = /* @__PURE__ */ pairs(
  'कछला थिल्ला पोहेला सिल्ला चिल्ला चौला बछला तछला दिल्ला गुँला ञला कौला अनला',
  'Kachhala,Thinla,Pohela,Silla,Chilla,Chaula,Bachhala,Tachhala,Dilla,Gunla,Yanla,Kaula,Anala',
);

/** NS month number of the intercalary month Anala. */
export const NS_ANALA = 13;

/** The two NS halves: index 0 thwa (bright), 1 gā (dark). */
export const NS_PAKSHAS: readonly Name[] = /* @__PURE__ */ pairs('थ्व गा', 'Thwa,Ga');

/**
 * Hindu lunar months (standard Nepali names), **Chaitra first**: lunar month 1 = Chaitra,
 * 2 = Baisakh (Vaishakha) … 8 = Kartik … 12 = Falgun. Nepali labels are purnimanta (the krishna
 * half carries the next month's name); NS months are amanta with Kartik = Kachhala.
 */
export const LUNAR_MONTHS: readonly Name[] = /* @__PURE__ */ pairs(
  'चैत्र वैशाख ज्येष्ठ आषाढ श्रावण भाद्र आश्विन कार्तिक मार्गशीर्ष पौष माघ फाल्गुन',
  'Chaitra,Baisakh,Jestha,Ashadh,Shrawan,Bhadra,Ashwin,Kartik,Mangsir,Poush,Magh,Falgun',
);

/** Every name list in one object. */
export const names = {
  bsMonths: BS_MONTHS,
  adMonths: AD_MONTHS,
  weekdays: WEEKDAYS,
  weekdaysShort: WEEKDAYS_SHORT,
  tithis: TITHIS,
  pakshas: PAKSHAS,
  nakshatras: NAKSHATRAS,
  yogas: YOGAS,
  karanas: KARANAS,
  rashis: RASHIS,
  ritus: RITUS,
  ayanas: AYANAS,
  nsMonths: NS_MONTHS,
  nsPakshas: NS_PAKSHAS,
  lunarMonths: LUNAR_MONTHS,
} as const;

function nth<T extends Name>(list: readonly T[], what: string, n: number, first: number): T {
  const item = Number.isInteger(n) ? list[n - first] : undefined;
  if (!item)
    throw new RangeError(`${what} ${n} does not exist; expected ${first}–${list.length - 1 + first}`);
  return item;
}

/** Name of BS month 1–12. */
export function bsMonthName(month: number, lang: Lang = 'np'): string {
  return nth(BS_MONTHS, 'BS month', month, 1)[lang];
}

/** Name of Gregorian month 1–12. */
export function adMonthName(month: number, lang: Lang = 'np'): string {
  return nth(AD_MONTHS, 'AD month', month, 1)[lang];
}

/** Name of weekday 0 (Sunday) … 6 (Saturday). */
export function weekdayName(day: number, lang: Lang = 'np', short = false): string {
  return nth(short ? WEEKDAYS_SHORT : WEEKDAYS, 'Weekday', day, 0)[lang];
}

/** Name of tithi 1–30 (15 = पूर्णिमा, 30 = औंसी). */
export function tithiName(tithi: number, lang: Lang = 'np'): string {
  return nth(TITHIS, 'Tithi', tithi, 1)[lang];
}

/** Paksha of tithi 1–30: 'shukla' for 1–15, 'krishna' for 16–30. */
export function pakshaOfTithi(tithi: number): 'shukla' | 'krishna' {
  nth(TITHIS, 'Tithi', tithi, 1);
  return tithi <= 15 ? 'shukla' : 'krishna';
}

/** Name of a paksha. */
export function pakshaName(paksha: 'shukla' | 'krishna', lang: Lang = 'np'): string {
  return PAKSHAS[paksha === 'shukla' ? 0 : 1]![lang];
}

/** Name of nakshatra 1–27. */
export function nakshatraName(n: number, lang: Lang = 'np'): string {
  return nth(NAKSHATRAS, 'Nakshatra', n, 1)[lang];
}

/** Name of yoga 1–27. */
export function yogaName(n: number, lang: Lang = 'np'): string {
  return nth(YOGAS, 'Yoga', n, 1)[lang];
}

/** Name of karana 1–11 (index into {@link KARANAS} + 1). */
export function karanaName(n: number, lang: Lang = 'np'): string {
  return nth(KARANAS, 'Karana', n, 1)[lang];
}

/**
 * Karana number (1–11, as in {@link KARANAS}) of half-tithi `k` = floor(elongation / 6°), 0–59:
 * 0 Kimstughna; 1–56 the movable seven in turn; 57 Shakuni; 58 Chatushpada; 59 Naga.
 */
export function karanaOfHalfTithi(k: number): number {
  if (!Number.isInteger(k) || k < 0 || k > 59)
    throw new RangeError(`Half-tithi ${k} does not exist; expected 0–59`);
  if (k === 0) return 11;
  if (k >= 57) return k - 57 + 8;
  return ((k - 1) % 7) + 1;
}

/** The rashi with spec id 1–12. */
export function rashiById(id: number): Rashi {
  return nth(RASHIS, 'Rashi id', id, 1);
}

/** The rashi with a slug (aries … pisces), or undefined. */
export function rashiBySlug(slug: string): Rashi | undefined {
  return RASHIS.find((r) => r.slug === slug.toLowerCase());
}

/** Name of rashi 1–12. */
export function rashiName(id: number, lang: Lang = 'np'): string {
  return rashiById(id)[lang];
}

/** Name of ritu 1–6 (1 = Vasanta). */
export function rituName(n: number, lang: Lang = 'np'): string {
  return nth(RITUS, 'Ritu', n, 1)[lang];
}

/** Name of an ayana. */
export function ayanaName(ayana: 'uttarayan' | 'dakshinayan', lang: Lang = 'np'): string {
  return AYANAS[ayana === 'uttarayan' ? 0 : 1]![lang];
}

/** Name of NS month 1–12, or 13 for Anala (अनला). */
export function nsMonthName(month: number, lang: Lang = 'np'): string {
  return nth(NS_MONTHS, 'NS month', month, 1)[lang];
}

/** Name of lunar month 1–12 (1 = Chaitra), with the अधिक / Adhik prefix when `adhik`. */
export function lunarMonthName(month: number, lang: Lang = 'np', adhik = false): string {
  const name = nth(LUNAR_MONTHS, 'Lunar month', month, 1)[lang];
  return adhik ? `${lang === 'np' ? 'अधिक' : 'Adhik'} ${name}` : name;
}
