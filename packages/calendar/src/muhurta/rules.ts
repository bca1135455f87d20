/**
 * Suva sait (शुभ साइत): the classical day-level muhurta rules for the samskaras and undertakings
 * a Nepali patro lists. Each rule says which nakshatras, tithis (within the paksha), weekdays
 * and solar months (the Sun's rashi = the BS month) suit the undertaking, and whether
 * Chaturmas (Harishayani to Haribodhini Ekadashi) is closed to it. Common to every rule: no
 * rikta tithi (4, 9, 14), no Aunsi, no adhik (mala) masa, no Vyatipata or Vaidhriti yoga, no
 * Vishti (Bhadra) karana at sunrise.
 *
 * Sources: Muhurta Chintamani (Daivajña Rāma, 1600), vivāha, saṁskāra, gṛha and yātrā
 * prakaraṇas; the rule summaries in docs/adr/040-suva-sait.md. What is *not* modelled (lagna
 * shuddhi, Guru/Shukra asta, the couple's tara/chandra bala, direction of travel) is listed
 * there too: the result is a list of candidate days, labelled `computed`.
 */

/** The undertakings a suva sait can be looked up for. */
export type SaitCategory =
  | 'bibaha'
  | 'bratabandha'
  | 'pasni'
  | 'nwaran'
  | 'chudakarma'
  | 'karnavedha'
  | 'griha-pravesh'
  | 'griha-arambha'
  | 'vehicle'
  | 'business'
  | 'travel';

/** One category's rule. Numbers: nakshatra 1–27 (Ashwini = 1), weekday 0 = Sunday, BS month 1–12. */
export interface MuhurtaRule {
  category: SaitCategory;
  names: { np: string; en: string };
  /** Nakshatras prevailing at sunrise that suit it. */
  nakshatras: readonly number[];
  /** Tithi numbers within the paksha (1–15) that suit it, per paksha. */
  tithis: { shukla: readonly number[]; krishna: readonly number[] };
  weekdays: readonly number[];
  /** BS months (the Sun's sidereal rashi: Baisakh = Mesha …) that suit it; undefined = any. */
  solarMonths?: readonly number[];
  /** True when the undertaking is not done in Chaturmas. */
  avoidChaturmas: boolean;
  /** The classical source of the rule. */
  source: string;
}

const ALL_GOOD_TITHIS = [2, 3, 5, 7, 10, 11, 12, 13];
/** Ashwini, Rohini, Mrigashira, Punarvasu, Pushya, the Uttaras, Hasta, Chitra, Swati, Anuradha, Shravana, Dhanishtha, Shatabhisha, Revati. */
const SAMSKARA_NAKSHATRAS = [1, 4, 5, 7, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27];
const BENEFIC_WEEKDAYS = [1, 3, 4, 5];

export const MUHURTA_RULES: readonly MuhurtaRule[] = [
  {
    category: 'bibaha',
    names: { np: 'विवाह', en: 'Marriage (Bibaha)' },
    // Rohini, Mrigashira, Magha, Uttara Phalguni, Hasta, Swati, Anuradha, Mula, Uttarashadha, Uttara Bhadrapada, Revati.
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [2, 3, 5, 7, 10] },
    weekdays: BENEFIC_WEEKDAYS,
    // Sun in Mesha, Vrisha, Mithuna, Vrischika, Makara, Kumbha.
    solarMonths: [1, 2, 3, 8, 10, 11],
    avoidChaturmas: true,
    source: 'Muhurta Chintamani, vivāha-prakaraṇa',
  },
  {
    category: 'bratabandha',
    names: { np: 'व्रतबन्ध', en: 'Bratabandha (Upanayana)' },
    nakshatras: [1, 4, 5, 7, 8, 12, 13, 14, 15, 21, 22, 23, 24, 26, 27],
    tithis: { shukla: [2, 3, 5, 10, 11, 12, 13], krishna: [2, 3, 5] },
    weekdays: [0, 1, 3, 4, 5],
    // Uttarayana months: Magh, Falgun, Chaitra, Baisakh, Jestha.
    solarMonths: [10, 11, 12, 1, 2],
    avoidChaturmas: true,
    source: 'Muhurta Chintamani, saṁskāra-prakaraṇa (upanayana)',
  },
  {
    category: 'pasni',
    names: { np: 'पास्नी (अन्नप्राशन)', en: 'Pasni (Annaprashan)' },
    nakshatras: SAMSKARA_NAKSHATRAS,
    tithis: { shukla: [2, 3, 5, 7, 10, 13, 15], krishna: [2, 3, 5, 7, 10, 13] },
    weekdays: BENEFIC_WEEKDAYS,
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, saṁskāra-prakaraṇa (annaprāśana)',
  },
  {
    category: 'nwaran',
    names: { np: 'न्वारन (नामकरण)', en: 'Nwaran (naming)' },
    nakshatras: SAMSKARA_NAKSHATRAS,
    tithis: { shukla: [1, 2, 3, 5, 7, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 7, 10, 11, 12, 13] },
    weekdays: [0, 1, 3, 4, 5],
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, saṁskāra-prakaraṇa (nāmakaraṇa)',
  },
  {
    category: 'chudakarma',
    names: { np: 'चूडाकर्म (छेवर)', en: 'Chudakarma (Chhewar, first haircut)' },
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Jyeshtha, Shravana, Dhanishtha, Shatabhisha, Revati.
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [2, 3, 5, 7] },
    weekdays: BENEFIC_WEEKDAYS,
    solarMonths: [10, 11, 12, 1, 2, 3],
    avoidChaturmas: true,
    source: 'Muhurta Chintamani, saṁskāra-prakaraṇa (cūḍākaraṇa)',
  },
  {
    category: 'karnavedha',
    names: { np: 'कर्णवेध', en: 'Karnavedha (ear piercing)' },
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 22, 23, 27],
    tithis: { shukla: [2, 3, 5, 6, 7, 10, 11, 12, 13], krishna: [2, 3, 5, 6, 7] },
    weekdays: BENEFIC_WEEKDAYS,
    avoidChaturmas: true,
    source: 'Muhurta Chintamani, saṁskāra-prakaraṇa (karṇavedha)',
  },
  {
    category: 'griha-pravesh',
    names: { np: 'गृहप्रवेश', en: 'Griha Pravesh (housewarming)' },
    // Rohini, Mrigashira, the Uttaras, Chitra, Anuradha, Revati (fixed and soft nakshatras).
    nakshatras: [4, 5, 12, 14, 17, 21, 26, 27],
    tithis: { shukla: ALL_GOOD_TITHIS, krishna: [2, 3, 5, 7] },
    weekdays: BENEFIC_WEEKDAYS,
    solarMonths: [10, 11, 1, 2],
    avoidChaturmas: true,
    source: 'Muhurta Chintamani, gṛha-praveśa-prakaraṇa',
  },
  {
    category: 'griha-arambha',
    names: { np: 'शिलान्यास (गृहारम्भ)', en: 'Shilanyas (house foundation)' },
    nakshatras: [4, 5, 8, 12, 13, 14, 15, 17, 21, 22, 23, 24, 26, 27],
    tithis: { shukla: [2, 3, 5, 6, 7, 10, 11, 12, 13, 15], krishna: [2, 3, 5, 6, 7] },
    weekdays: [1, 3, 4, 5, 6],
    solarMonths: [1, 2, 5, 8, 10, 11],
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, vāstu/gṛhārambha-prakaraṇa',
  },
  {
    category: 'vehicle',
    names: { np: 'सवारी साधन खरिद', en: 'Vehicle purchase' },
    nakshatras: [1, 5, 7, 8, 13, 14, 15, 17, 22, 23, 24, 27],
    tithis: { shukla: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13, 15], krishna: [1, 2, 3, 5, 6, 7, 10, 11, 12, 13] },
    weekdays: BENEFIC_WEEKDAYS,
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, yātrā/vāhana rules (chara and laghu nakshatras)',
  },
  {
    category: 'business',
    names: { np: 'व्यापार आरम्भ', en: 'Business start' },
    nakshatras: [1, 4, 5, 8, 12, 13, 14, 17, 21, 26, 27],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 12, 13, 15], krishna: [2, 3, 5, 7, 10, 11] },
    weekdays: BENEFIC_WEEKDAYS,
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, vyāpāra (krayavikraya) rules',
  },
  {
    category: 'travel',
    names: { np: 'यात्रा', en: 'Travel (Yatra)' },
    // Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Anuradha, Shravana, Dhanishtha, Revati.
    nakshatras: [1, 5, 7, 8, 13, 17, 22, 23, 27],
    tithis: { shukla: [2, 3, 5, 7, 10, 11, 13], krishna: [2, 3, 5, 7, 10, 11, 13] },
    weekdays: BENEFIC_WEEKDAYS,
    avoidChaturmas: false,
    source: 'Muhurta Chintamani, yātrā-prakaraṇa',
  },
];

/** Every category, in the order a patro lists them. */
export const SAIT_CATEGORIES: readonly SaitCategory[] = MUHURTA_RULES.map((r) => r.category);

/** The rule of a category. */
export function muhurtaRule(category: SaitCategory): MuhurtaRule {
  const rule = MUHURTA_RULES.find((r) => r.category === category);
  if (!rule) throw new RangeError(`Unknown suva sait category '${category}'`);
  return rule;
}

/** True for a known category name. */
export function isSaitCategory(value: string): value is SaitCategory {
  return MUHURTA_RULES.some((r) => r.category === value);
}

/** The day-level panchanga a muhurta rule reads (values prevailing at sunrise). */
export interface MuhurtaDayInput {
  /** Sunrise tithi 1–30 (15 = Purnima, 30 = Aunsi). */
  tithi: number;
  /** Sunrise nakshatra 1–27, when known. */
  nakshatra: number | undefined;
  /** Sunrise yoga 1–27, when known. */
  yoga: number | undefined;
  /** Sunrise karana 1–11 (order of KARANAS; 7 = Vishti), when known. */
  karana: number | undefined;
  /** Weekday 0 = Sunday. */
  weekday: number;
  /** BS month 1–12: the Sun's sidereal rashi (Baisakh = Mesha). */
  solarMonth: number;
  /** Lunar month, purnimanta label (1 = Chaitra … 12 = Falgun), and whether it is adhik. */
  lunarMonth: { month: number; adhik: boolean };
}

const RIKTA = new Set([4, 9, 14]);
const VYATIPATA = 17;
const VAIDHRITI = 27;
const VISHTI = 7;

/**
 * Chaturmas: from Ashadh Shukla Ekadashi (Harishayani) to Kartik Shukla Ekadashi (Haribodhini),
 * both included, with purnimanta month labels (the krishna half carries the next month's name);
 * an adhik month inside the span is inside it too.
 */
export function isChaturmas(lunarMonth: { month: number; adhik: boolean }, tithi: number): boolean {
  const shukla = tithi <= 15;
  const t = shukla ? tithi : tithi - 15;
  switch (lunarMonth.month) {
    case 4:
      return shukla && t >= 11 && !lunarMonth.adhik;
    case 5:
    case 6:
    case 7:
      return true;
    case 8:
      return !shukla || t <= 11;
    default:
      return false;
  }
}

/** Why a day is or is not a suva sait for a category. */
export interface MuhurtaVerdict {
  ok: boolean;
  /** English reasons for a rejection (empty when `ok`). */
  failed: string[];
}

/** Applies a category's rule to one day. */
export function evaluateMuhurta(day: MuhurtaDayInput, category: SaitCategory): MuhurtaVerdict {
  const rule = muhurtaRule(category);
  const failed: string[] = [];
  const shukla = day.tithi <= 15;
  const t = shukla ? day.tithi : day.tithi - 15;
  if (RIKTA.has(t)) failed.push('rikta tithi');
  if (!shukla && t === 15) failed.push('Aunsi');
  if (!(shukla ? rule.tithis.shukla : rule.tithis.krishna).includes(t)) failed.push('tithi');
  if (day.lunarMonth.adhik) failed.push('adhik masa');
  if (day.nakshatra === undefined || !rule.nakshatras.includes(day.nakshatra)) failed.push('nakshatra');
  if (day.yoga === VYATIPATA || day.yoga === VAIDHRITI) failed.push('yoga');
  if (day.karana === VISHTI) failed.push('Vishti (Bhadra) karana');
  if (!rule.weekdays.includes(day.weekday)) failed.push('weekday');
  if (rule.solarMonths && !rule.solarMonths.includes(day.solarMonth)) failed.push('solar month');
  if (rule.avoidChaturmas && isChaturmas(day.lunarMonth, day.tithi)) failed.push('Chaturmas');
  return { ok: failed.length === 0, failed };
}
