/**
 * Vehicle tax rate tables (ADR 210): the data, one entry per (province, fiscal year BS, category).
 * A new fiscal year's table is one entry here; `estimate.test.ts` checks every table (slabs cover the
 * table's range without gaps or overlaps, amounts are whole rupees, sources are named). Amounts are
 * rupees per year as the sources print them; the calculation turns them into paisa.
 *
 * What the sources are (research notes: data-sources §7): news reports and guides quoting the
 * Bagmati Province Finance Acts, not the Acts themselves. Confidence says so; the official PDF of
 * each year's Act must replace them before launch.
 */

import { toDevanagariDigits } from '@patro/calendar';
import { BLUEBOOK_PROVINCES, type BluebookCategory, type BluebookProvince } from '@patro/contracts';

export const PROVINCES = BLUEBOOK_PROVINCES;
export type Province = BluebookProvince;

export type VehicleCategory = BluebookCategory;

/** What a category's slabs measure: engine cc, motor watts (two-wheelers) or motor kW (four-wheelers). */
export const CATEGORY_UNIT: Record<VehicleCategory, 'cc' | 'W' | 'kW'> = {
  motorcycle: 'cc',
  car: 'cc',
  'electric-two-wheeler': 'W',
  'electric-four-wheeler': 'kW',
};

/** One slab: `from`–`to` inclusive in the category's unit (`to` null: and above); rupees a year. */
export interface Slab {
  from: number;
  to: number | null;
  rupees: number;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface Source {
  url: string;
  /** What the page is and what it says about these rates. */
  title: string;
}

export interface RateTable {
  province: Province;
  /** Fiscal year BS as its first year: 2082 is FY 2082/83 (Shrawan 1 2082 – Ashadh end 2083). */
  fiscalYear: number;
  category: VehicleCategory;
  /** The Act the rates come from, as the sources name it. */
  act: { en: string; np: string };
  slabs: Slab[];
  /** Renewal charge (नवीकरण दस्तुर), rupees, added on top of the tax. */
  renewalCharge: { rupees: number; confidence: Confidence; source: Source };
  confidence: Confidence;
  sources: Source[];
  /** What the table's sources leave open. */
  note?: { en: string; np: string };
}

const THIRDWHEEL: Source = {
  url: 'https://thirdwheel.com.np/bluebook-tax-rates',
  title:
    'thirdwheel: bluebook tax rates "as per FY 2081/082 for Bagmati… 2078/079, 2079/080 & 2080/081 same"',
};
const NEPALITECHNICAL: Source = {
  url: 'https://nepalitechnical.com/vehicle-tax-in-nepal-2082-83-rates',
  title: 'nepalitechnical: vehicle tax in Nepal 2082/83 rates (repeats the Bagmati two-wheeler slabs)',
};
const CLICKMANDU: Source = {
  url: 'https://clickmandu.com/2021/07/161727.html',
  title: 'clickmandu (July 2021): news report on the Bagmati FY 2078/79 Finance Act, private four-wheelers',
};
const BAGYAT: Source = {
  url: 'https://www.bagyat.com/2020/08/vehicle-tax-rate.html',
  title: 'bagyat (August 2020): Bagmati FY 2077/78 vehicle tax, quoting the Bagmati government',
};
const SABAIAUTO: Source = {
  url: 'https://sabaiauto.com/2022/06/28/gandaki-state-increase-transportation-tax/',
  title:
    'sabaiauto (28 June 2022): Gandaki raises vehicle tax (same lower two-wheeler slabs, higher top slabs)',
};

const BAGMATI_ACT = (fy: number) => ({
  en: `Bagmati Province Finance Act ${fy}/${String((fy + 1) % 100).padStart(2, '0')}`,
  np: toDevanagariDigits(`बागमती प्रदेश आर्थिक ऐन ${fy}/${String((fy + 1) % 100).padStart(2, '0')}`),
});

/** Renewal charge in the older thirdwheel tables: Rs 100 two-wheeler, Rs 200 four-wheeler. Low confidence. */
const CHARGE_OLD = (wheels: 2 | 4) => ({
  rupees: wheels === 2 ? 100 : 200,
  confidence: 'low' as const,
  source: THIRDWHEEL,
});
/** 2082/83 guides: about Rs 300 for two-wheelers; they give nothing new for four-wheelers. */
const CHARGE_2082 = (wheels: 2 | 4) =>
  wheels === 2 ? { rupees: 300, confidence: 'low' as const, source: NEPALITECHNICAL } : CHARGE_OLD(4);

const BAGMATI_TWO_WHEELER: Slab[] = [
  { from: 1, to: 125, rupees: 3_000 },
  { from: 126, to: 150, rupees: 5_000 },
  { from: 151, to: 225, rupees: 6_500 },
  { from: 226, to: 400, rupees: 12_000 },
  { from: 401, to: 650, rupees: 25_000 },
  { from: 651, to: null, rupees: 35_000 },
];

const BAGMATI_FOUR_WHEELER: Slab[] = [
  { from: 1, to: 1000, rupees: 22_000 },
  { from: 1001, to: 1500, rupees: 25_000 },
  { from: 1501, to: 2000, rupees: 27_000 },
  { from: 2001, to: 2500, rupees: 37_000 },
  { from: 2501, to: 3000, rupees: 50_000 },
  { from: 3001, to: null, rupees: 65_000 },
];

/** Electric two-wheelers, motor watts (thirdwheel's Bagmati list; nothing is given below 350 W). */
const BAGMATI_EV_TWO: Slab[] = [
  { from: 350, to: 1000, rupees: 1_500 },
  { from: 1001, to: 1500, rupees: 2_000 },
  { from: 1501, to: null, rupees: 3_000 },
];

/** Electric four-wheelers, motor kW (thirdwheel's Bagmati list; nothing is given below 50 kW). */
const BAGMATI_EV_FOUR: Slab[] = [
  { from: 50, to: 125, rupees: 15_000 },
  { from: 126, to: 225, rupees: 20_000 },
  { from: 226, to: null, rupees: 30_000 },
];

const SAME_SINCE_2078 = {
  en: 'Sources say the Bagmati rates have not changed since FY 2078/79.',
  np: 'स्रोतहरूका अनुसार बागमतीका दर आ.व. २०७८/७९ देखि उस्तै छन्।',
};

function bagmati(fy: number): RateTable[] {
  const charge = fy >= 2082 ? CHARGE_2082 : CHARGE_OLD;
  const twoSources = fy >= 2082 ? [THIRDWHEEL, NEPALITECHNICAL] : [THIRDWHEEL];
  return [
    {
      province: 'bagmati',
      fiscalYear: fy,
      category: 'motorcycle',
      act: BAGMATI_ACT(fy),
      slabs: BAGMATI_TWO_WHEELER,
      renewalCharge: charge(2),
      confidence: 'medium',
      sources: twoSources,
      note: SAME_SINCE_2078,
    },
    {
      province: 'bagmati',
      fiscalYear: fy,
      category: 'car',
      act: BAGMATI_ACT(fy),
      slabs: BAGMATI_FOUR_WHEELER,
      renewalCharge: charge(4),
      confidence: 'medium',
      sources: [CLICKMANDU],
      note: {
        en: 'The source reports the FY 2078/79 Act; the research notes read these rates as in force from 2078/79 onward. Car, jeep, van and microbus, private.',
        np: 'स्रोतले आ.व. २०७८/७९ को ऐन उल्लेख गर्छ; यी दर २०७८/७९ देखि लागू मानिएको छ। निजी कार, जीप, भ्यान र माइक्रोबस।',
      },
    },
    {
      province: 'bagmati',
      fiscalYear: fy,
      category: 'electric-two-wheeler',
      act: BAGMATI_ACT(fy),
      slabs: BAGMATI_EV_TWO,
      renewalCharge: charge(2),
      confidence: 'low',
      sources: [THIRDWHEEL],
      note: {
        en: 'As listed by thirdwheel; no rate is given for motors under 350 W.',
        np: 'थर्डह्वीलको सूची अनुसार; ३५० वाटभन्दा सानो मोटरको दर दिइएको छैन।',
      },
    },
    {
      province: 'bagmati',
      fiscalYear: fy,
      category: 'electric-four-wheeler',
      act: BAGMATI_ACT(fy),
      slabs: BAGMATI_EV_FOUR,
      renewalCharge: charge(4),
      confidence: 'low',
      sources: [THIRDWHEEL],
      note: {
        en: 'As listed by thirdwheel; no rate is given for motors under 50 kW.',
        np: 'थर्डह्वीलको सूची अनुसार; ५० किलोवाटभन्दा सानो मोटरको दर दिइएको छैन।',
      },
    },
  ];
}

export const RATE_TABLES: readonly RateTable[] = [
  // Bagmati FY 2077/78, two-wheelers only (the four-wheeler slabs of that year are not fully given).
  {
    province: 'bagmati',
    fiscalYear: 2077,
    category: 'motorcycle',
    act: BAGMATI_ACT(2077),
    slabs: [
      { from: 1, to: 125, rupees: 2_800 },
      { from: 126, to: 160, rupees: 4_500 },
      { from: 161, to: 250, rupees: 5_500 },
      { from: 251, to: 400, rupees: 9_000 },
      { from: 401, to: 650, rupees: 20_000 },
      { from: 651, to: null, rupees: 30_000 },
    ],
    renewalCharge: CHARGE_OLD(2),
    confidence: 'medium',
    sources: [BAGYAT],
  },
  ...bagmati(2078),
  ...bagmati(2079),
  ...bagmati(2080),
  ...bagmati(2081),
  ...bagmati(2082),
  // Gandaki: two-wheelers from the June 2022 report (FY 2079/80); no later year and no other category is given.
  {
    province: 'gandaki',
    fiscalYear: 2079,
    category: 'motorcycle',
    act: { en: 'Gandaki Province Finance Act 2079/80', np: 'गण्डकी प्रदेश आर्थिक ऐन २०७९/८०' },
    slabs: [
      { from: 1, to: 125, rupees: 3_000 },
      { from: 126, to: 150, rupees: 5_000 },
      { from: 151, to: 225, rupees: 6_500 },
      { from: 226, to: 400, rupees: 11_000 },
      { from: 401, to: 650, rupees: 20_000 },
      { from: 651, to: null, rupees: 30_000 },
    ],
    renewalCharge: CHARGE_OLD(2),
    confidence: 'low',
    sources: [SABAIAUTO],
    note: {
      en: 'From a news report of June 2022; the fiscal year is read from its date.',
      np: 'जून २०२२ को समाचारबाट; आर्थिक वर्ष समाचारको मितिबाट अनुमान गरिएको।',
    },
  },
];
