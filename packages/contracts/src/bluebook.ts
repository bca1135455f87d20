/**
 * Vehicle bluebook (issue 27; ADR 210–212): the request bodies the API validates and the answers
 * the web reads. Field names are snake_case like the rest of the wire.
 */

import { z } from 'zod';
import type { WireBilingual } from './election.js';

export const BLUEBOOK_PROVINCES = [
  'koshi',
  'madhesh',
  'bagmati',
  'gandaki',
  'lumbini',
  'karnali',
  'sudurpashchim',
] as const;
export type BluebookProvince = (typeof BLUEBOOK_PROVINCES)[number];

export const BLUEBOOK_CATEGORIES = [
  'motorcycle',
  'car',
  'electric-two-wheeler',
  'electric-four-wheeler',
] as const;
export type BluebookCategory = (typeof BLUEBOOK_CATEGORIES)[number];

/** Petrol and diesel vehicles are sized by engine cc, electric ones by motor kW. */
export const BLUEBOOK_SIZE_FIELD: Record<BluebookCategory, 'engine_cc' | 'motor_kw'> = {
  motorcycle: 'engine_cc',
  car: 'engine_cc',
  'electric-two-wheeler': 'motor_kw',
  'electric-four-wheeler': 'motor_kw',
};

/** The sizes a vehicle of each category can have (a typo such as 15000 cc for a scooter is refused). */
export const BLUEBOOK_SIZE_RANGE: Record<BluebookCategory, { min: number; max: number }> = {
  motorcycle: { min: 50, max: 2500 },
  car: { min: 600, max: 8000 },
  'electric-two-wheeler': { min: 0.1, max: 20 },
  'electric-four-wheeler': { min: 1, max: 1000 },
};

export const BLUEBOOK_RENEWAL_CHANNELS = ['office', 'tmis', 'nagarik', 'esewa', 'khalti', 'other'] as const;
export type BluebookRenewalChannel = (typeof BLUEBOOK_RENEWAL_CHANNELS)[number];

/** Vehicles one account may save. */
export const BLUEBOOK_VEHICLES_LIMIT = 20;
/** The history's date filter: at most this many days at a time (the leading patro's rule). */
export const BLUEBOOK_HISTORY_MAX_DAYS = 30;

const DEVANAGARI = '०१२३४५६७८९';
const latinDigits = (s: string) => s.replace(/[०-९]/g, (d) => String(DEVANAGARI.indexOf(d)));

const ZONES_LATIN = 'Me|Ko|Sa|Ja|Ba|Na|Ga|Dha|Lu|Ra|Bhe|Se|Ka|Ma';
const ZONES_NP = 'मे|को|स|सा|ज|बा|ना|ग|ध|धौ|लु|रा|भे|से|क|म|मा';
const PROVINCES_LATIN = 'Koshi|Madhesh|Bagmati|Gandaki|Lumbini|Karnali|Sudurpashchim';
const PROVINCES_NP = 'कोशी|मधेश|बागमती|गण्डकी|लुम्बिनी|कर्णाली|सुदूरपश्चिम';
/** The vehicle class letters: Latin syllables (Pa, Cha, Kha, Jha, …) or one Devanagari letter with its vowel sign. */
const CLASS = '(?:[A-Za-z]{1,3}|[\\u0915-\\u0939][\\u093E-\\u094C]?)';
const ZONAL = new RegExp(`^(?:${ZONES_LATIN}|${ZONES_NP}) \\d{1,3} ${CLASS} \\d{1,4}$`, 'i');
const PROVINCIAL = new RegExp(
  `^(?:(?:${PROVINCES_LATIN})(?: Pradesh)?|Pradesh \\d|(?:${PROVINCES_NP})(?: प्रदेश)?|प्रदेश \\d) (?:\\d{1,2}-)?\\d{2}-\\d{3} ${CLASS} \\d{4}$`,
  'i',
);

/** Spaces collapsed, dashes and dots between parts read as spaces where they separate words. */
export function normaliseRegistrationNumber(raw: string): string {
  return raw
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-');
}

/**
 * A Nepali number plate: the zonal format (`Ba 12 Pa 3456`, `बा १२ प ३४५६`) or the provincial one
 * (`Bagmati Pradesh 01-002 Pa 0001`, `प्रदेश ३ ०१-००१ प १२३४`). Digits in either script.
 */
export function isNepaliRegistrationNumber(raw: string): boolean {
  const text = latinDigits(normaliseRegistrationNumber(raw));
  return ZONAL.test(text) || PROVINCIAL.test(text);
}

const bsDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a BS date YYYY-MM-DD');

const vehicleFields = {
  province: z.enum(BLUEBOOK_PROVINCES, { error: `must be one of ${BLUEBOOK_PROVINCES.join(', ')}` }),
  category: z.enum(BLUEBOOK_CATEGORIES, { error: `must be one of ${BLUEBOOK_CATEGORIES.join(', ')}` }),
  engine_cc: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').optional(),
  motor_kw: z.coerce.number({ error: 'must be a number' }).optional(),
  registration_number: z
    .string()
    .max(60, 'must be at most 60 characters')
    .refine(
      isNepaliRegistrationNumber,
      'must be a Nepali registration number such as "Ba 12 Pa 3456" or "Bagmati Pradesh 01-002 Pa 0001"',
    ),
  renewal_date: bsDate,
  insurance_expiry: bsDate.optional().nullable(),
  remind_push: z.boolean().default(false),
  remind_mail: z.boolean().default(false),
  /** The due date and insurance expiry in the reader's own calendar feed (ADR 242). */
  in_calendar: z.boolean().default(false),
};

/** The size field the category needs, within its range; the other one absent. */
function checkSize(
  v: { category: BluebookCategory; engine_cc?: number | undefined; motor_kw?: number | undefined },
  ctx: z.RefinementCtx,
) {
  const field = BLUEBOOK_SIZE_FIELD[v.category];
  const value = v[field];
  const { min, max } = BLUEBOOK_SIZE_RANGE[v.category];
  const unit = field === 'engine_cc' ? 'cc' : 'kW';
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', path: [field], message: `is required for a ${v.category}` });
  } else if (value < min || value > max) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `must be within ${min}–${max} ${unit} for a ${v.category}`,
    });
  }
  const other = field === 'engine_cc' ? 'motor_kw' : 'engine_cc';
  if (v[other] !== undefined) {
    ctx.addIssue({ code: 'custom', path: [other], message: `is not used for a ${v.category}` });
  }
}

export const bluebookVehicleBody = z.object(vehicleFields).superRefine(checkSize);
export type BluebookVehicleBody = z.infer<typeof bluebookVehicleBody>;

export const bluebookEstimateQuery = z
  .object({
    province: vehicleFields.province,
    category: vehicleFields.category,
    engine_cc: vehicleFields.engine_cc,
    motor_kw: vehicleFields.motor_kw,
    renewal_date: bsDate,
    lang: z.enum(['np', 'en'], { error: 'must be np or en' }).default('np'),
  })
  .superRefine(checkSize);

export const bluebookRenewalBody = z.object({
  renewed_on: bsDate,
  channel: z.enum(BLUEBOOK_RENEWAL_CHANNELS, {
    error: `must be one of ${BLUEBOOK_RENEWAL_CHANNELS.join(', ')}`,
  }),
  /** Rupees as the reader paid them (whole or with paisa). */
  amount: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1,000,000')
    .optional()
    .nullable(),
  reference: z.string().trim().max(80, 'must be at most 80 characters').optional().nullable(),
});
export type BluebookRenewalBody = z.infer<typeof bluebookRenewalBody>;

/** Paying a renewal through Patro (ADR 240): the gateway of the payments checkout. */
export const bluebookPayBody = z.object({
  gateway: z.enum(['esewa', 'khalti'], { error: 'must be esewa or khalti' }),
  lang: z.enum(['np', 'en'], { error: 'must be np or en' }).optional(),
});

/** A paid renewal's steps (ADR 241): staff move it forward one step at a time, or refund it. */
export const BLUEBOOK_PAID_STATUSES = [
  'awaiting_payment',
  'paid',
  'submitted',
  'renewed',
  'receipt_uploaded',
  'refunded',
] as const;
export type BluebookPaidStatus = (typeof BLUEBOOK_PAID_STATUSES)[number];

export const bluebookStatusBody = z.object({
  status: z.enum(['submitted', 'renewed'], { error: 'must be submitted or renewed' }),
  /** With `renewed`: the renewal date the office gave (BS, not in the future). */
  renewed_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a BS date YYYY-MM-DD')
    .optional(),
  note: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});

/** The office receipt: base64 (a `data:` URL allowed), a picture or a PDF of at most 2 MB. */
export const bluebookReceiptBody = z.object({
  file: z.string().min(1, 'is required').max(2_900_000, 'must be at most 2 MB'),
});

export const bluebookRefundBody = z.object({
  reason: z.string().trim().min(3, 'must say why').max(500, 'must be at most 500 characters'),
});

export const bluebookServiceFeeBody = z.object({
  /** Paisa; null takes paying through Patro off sale. */
  service_fee_paisa: z
    .number({ error: 'must be a number of paisa or null' })
    .int('must be whole paisa')
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1,000,000 paisa')
    .nullable(),
});

export interface WireSource {
  url: string;
  title: string;
}
export interface WireDateBoth {
  bs: string;
  ad: string;
}

export interface WireFineWindow {
  from: string;
  to: string | null;
  percent: number;
  arrears?: boolean;
}

interface WireEstimateDates {
  expiry: WireDateBoth;
  due: WireDateBoth & { rule: 'expiry' | 'chaitra-end' };
  days_left: number;
  due_holiday: { weekly: boolean; names: WireBilingual[] } | null;
  fiscal_year: number;
  fiscal_year_label: string;
  fine_reading: 'directive' | 'summary';
  fine_windows: WireFineWindow[];
}

/** One fiscal year's share: its own table's tax and charge, its own fine. Paisa. */
export interface WireBluebookYear {
  fiscal_year: number;
  fiscal_year_label: string;
  due: WireDateBoth;
  tax: number;
  renewal_charge: number;
  fine_percent: number;
  fine: number;
  act: WireBilingual;
  sources: WireSource[];
}

/** Amounts in paisa. Every amount is an estimate from the named Act, never an official demand. */
export type WireBluebookEstimate =
  | (WireEstimateDates & {
      status: 'ok';
      estimate: true;
      tax: number;
      renewal_charge: number;
      fine: number;
      fine_percent: number;
      total: number;
      slab: { from: number; to: number | null; unit: 'cc' | 'W' | 'kW' };
      act: WireBilingual;
      sources: WireSource[];
      confidence: 'high' | 'medium' | 'low';
      renewal_charge_confidence: 'high' | 'medium' | 'low';
      renewal_charge_source: WireSource;
      note: WireBilingual | null;
      /** Every fiscal year counted, oldest first (more than one when a year or more late). */
      years: WireBluebookYear[];
    })
  | (WireEstimateDates & {
      status: 'no_table';
      table_years: number[];
      /** The owed fiscal years without a table, oldest first. */
      missing_years: number[];
      previous: {
        fiscal_year: number;
        fiscal_year_label: string;
        tax: number;
        act: WireBilingual;
        sources: WireSource[];
      } | null;
    })
  | (WireEstimateDates & {
      status: 'outside_table';
      act: WireBilingual;
      sources: WireSource[];
      first_from: number;
      unit: 'cc' | 'W' | 'kW';
    });

export interface WireBluebookVehicle {
  id: number;
  province: BluebookProvince;
  category: BluebookCategory;
  engine_cc: number | null;
  motor_kw: number | null;
  registration_number: string;
  /** As written in the bluebook. */
  renewal_date: string;
  /** The latest of the bluebook's date and the renewals recorded since: what the estimate counts from. */
  last_renewal: string;
  insurance_expiry: WireDateBoth | null;
  insurance_days_left: number | null;
  remind_push: boolean;
  remind_mail: boolean;
  in_calendar: boolean;
  estimate: WireBluebookEstimate;
  /** What paying this renewal through Patro would cost now, or why it cannot be paid for. */
  pay: WireBluebookPayQuote;
  /** Its renewals paid through Patro, newest first (awaiting payment left out). */
  paid_renewals: WireBluebookPaidRenewal[];
}

export interface WireBluebookLine {
  code: 'tax' | 'renewal_charge' | 'fine' | 'service_fee';
  fiscal_year: number | null;
  paisa: number;
}

/** What a renewal through Patro charges, worked out on the server from the rate tables. Paisa. */
export interface WireBluebookBreakdown {
  lines: WireBluebookLine[];
  total: number;
  service_fee: number;
  fiscal_year: number;
  fiscal_year_label: string;
  due: WireDateBoth;
  fine_reading: 'directive' | 'summary';
  /** The Act and sources of each year counted. */
  years: { fiscal_year: number; fiscal_year_label: string; act: WireBilingual; sources: WireSource[] }[];
}

export type WireBluebookPayQuote =
  | ({ status: 'available' } & WireBluebookBreakdown)
  /** No service fee set by an admin: paying through Patro is not offered yet. */
  | { status: 'no_fee' }
  /** No rate table for a year owed (or the vehicle is outside it): no amount, so no payment. */
  | { status: 'no_amount'; missing_years: number[] }
  /** A renewal paid through Patro is being handled. */
  | { status: 'in_progress'; renewal_id: number };

export interface WireBluebookPaidRenewal {
  id: number;
  vehicle_id: number | null;
  registration_number: string;
  status: BluebookPaidStatus;
  amount: number;
  breakdown: WireBluebookBreakdown;
  events: { status: BluebookPaidStatus; at: string }[];
  renewed_on: WireDateBoth | null;
  /** The path of the office receipt, once uploaded. */
  receipt: string | null;
  receipt_type: string | null;
  refund_reason: string | null;
  order: {
    order_id: string | null;
    gateway: string | null;
    status: string | null;
    gateway_reference: string | null;
  };
  created_at: string;
  paid_at: string | null;
}

export interface WireBluebookRenewal {
  id: number;
  vehicle_id: number;
  registration_number: string;
  renewed_on: WireDateBoth;
  /** `patro`: renewed by staff after a payment through Patro. */
  channel: BluebookRenewalChannel | 'patro';
  /** Paisa, or null when not given. */
  amount: number | null;
  reference: string | null;
  recorded_at: string;
}

export interface WireBluebookRateTable {
  province: BluebookProvince;
  fiscal_year: number;
  fiscal_year_label: string;
  category: BluebookCategory;
  unit: 'cc' | 'W' | 'kW';
  act: WireBilingual;
  /** Rupees a year. */
  slabs: { from: number; to: number | null; rupees: number }[];
  renewal_charge: { rupees: number; confidence: 'high' | 'medium' | 'low'; source: WireSource };
  confidence: 'high' | 'medium' | 'low';
  sources: WireSource[];
  note: WireBilingual | null;
}

export interface WireBluebookRates {
  tables: WireBluebookRateTable[];
  /** Provinces with no table at all. */
  provinces_without_tables: BluebookProvince[];
  fine_reading: 'directive' | 'summary';
}
