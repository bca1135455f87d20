/**
 * Number formatting: Indian digit grouping (12,34,567), Nepali number words (हजार, लाख, करोड,
 * अर्ब, खर्ब, नील) and compact English forms (K, M, B, T). Deterministic, no `Intl`.
 */
import type { Lang } from '../types.js';
import { toDevanagariDigits } from './digits.js';

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Round to this many fraction digits (0–20). Default: as many as `String(n)` shows. */
  fractionDigits?: number;
  /** Use Indian grouping (default true); false prints no separators. */
  grouping?: boolean;
}

function assertFinite(n: number): void {
  if (typeof n !== 'number' || !Number.isFinite(n))
    throw new RangeError(`Expected a finite number; got ${n}`);
}

/** Plain decimal text of a non-negative finite number, without exponent notation. */
function plainDecimal(n: number, fractionDigits?: number): string {
  if (fractionDigits !== undefined) {
    if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
      throw new RangeError(`fractionDigits must be an integer 0–20; got ${fractionDigits}`);
    }
    if (n < 1e21) return n.toFixed(fractionDigits);
  }
  const s = String(n);
  if (!/e/i.test(s)) return s;
  if (n >= 1) return BigInt(Math.round(n)).toString();
  return n.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Indian grouping of a string of Latin digits: the last three, then pairs ("1234567" → "12,34,567"). */
export function groupIndian(digits: string): string {
  if (!/^[0-9]+$/.test(digits))
    throw new RangeError(`groupIndian expects Latin digits only; got "${digits}"`);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * Formats a number with Indian grouping, in Devanagari digits for `np` and Latin digits for `en`:
 * `formatNumber(1234567.5, 'np')` → "१२,३४,५६७.५".
 */
export function formatNumber(n: number, lang: Lang = 'np', options: FormatNumberOptions = {}): string {
  assertFinite(n);
  const negative = n < 0 || Object.is(n, -0);
  const text = plainDecimal(Math.abs(n), options.fractionDigits);
  const [intPart = '0', fraction] = text.split('.');
  const grouped = options.grouping === false ? intPart : groupIndian(intPart);
  const body = fraction ? `${grouped}.${fraction}` : grouped;
  const signed = negative && /[1-9]/.test(body) ? `-${body}` : body;
  return lang === 'np' ? toDevanagariDigits(signed) : signed;
}

/** Nepali scale words with their values, largest first (नील = 10^13 … सय = 100). */
export const NEPALI_SCALES: readonly { readonly value: number; readonly np: string; readonly en: string }[] =
  [
    { value: 1e13, np: 'नील', en: 'neel' },
    { value: 1e11, np: 'खर्ब', en: 'kharab' },
    { value: 1e9, np: 'अर्ब', en: 'arab' },
    { value: 1e7, np: 'करोड', en: 'crore' },
    { value: 1e5, np: 'लाख', en: 'lakh' },
    { value: 1e3, np: 'हजार', en: 'thousand' },
    { value: 1e2, np: 'सय', en: 'hundred' },
  ];

/**
 * A whole number in Nepali words, style "digits + scale word" (the style of Nepali newspapers
 * and notices): `numberToNepaliWords(12345678)` → "१ करोड २३ लाख ४५ हजार ६ सय ७८". Zero groups
 * are left out; amounts of 10^15 and more are counted in नील ("१००० नील"). `lang: 'en'` gives
 * the same in Latin script ("1 crore 23 lakh 45 thousand 6 hundred 78"). Fractions are truncated.
 */
export function numberToNepaliWords(n: number, lang: Lang = 'np'): string {
  assertFinite(n);
  if (!Number.isSafeInteger(Math.trunc(n))) throw new RangeError(`Number too large for words: ${n}`);
  let rest = Math.trunc(Math.abs(n));
  const parts: string[] = [];
  for (const scale of NEPALI_SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) {
      parts.push(`${count} ${scale[lang]}`);
      rest -= count * scale.value;
    }
  }
  if (rest > 0 || parts.length === 0) parts.push(String(rest));
  const text = (n < 0 && Math.trunc(n) !== 0 ? '-' : '') + parts.join(' ');
  return lang === 'np' ? toDevanagariDigits(text) : text;
}

const ENGLISH_COMPACT: readonly { readonly value: number; readonly suffix: string }[] = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
];

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function trimFraction(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.?0+$/, '');
}

/** Options of {@link formatCompactNumber}. */
export interface CompactNumberOptions {
  /** Maximum fraction digits, 0–3 (default 1). Trailing zeros are dropped. */
  fractionDigits?: number;
}

/**
 * A large number in compact form. English: K, M, B, T ("12.3M"; below 1,000 the number itself).
 * Nepali: the largest of हजार, लाख, करोड, अर्ब, खर्ब, नील, in Devanagari digits
 * ("१.२ करोड"; below 1,000 the number itself). Values round half up at `fractionDigits`
 * (default 1), and a value that rounds up to the next unit moves to it (999,950 → "1M").
 */
export function formatCompactNumber(
  n: number,
  lang: Lang = 'np',
  options: CompactNumberOptions = {},
): string {
  assertFinite(n);
  const digits = options.fractionDigits ?? 1;
  if (!Number.isInteger(digits) || digits < 0 || digits > 3) {
    throw new RangeError(`fractionDigits must be an integer 0–3; got ${digits}`);
  }
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const units =
    lang === 'np'
      ? NEPALI_SCALES.filter((s) => s.value >= 1e3).map((s) => ({ value: s.value, suffix: ` ${s.np}` }))
      : ENGLISH_COMPACT;
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    if (abs < unit.value) continue;
    let scaled = roundTo(abs / unit.value, digits);
    let suffix = unit.suffix;
    const bigger = units[i - 1];
    if (bigger && scaled * unit.value >= bigger.value) {
      scaled = roundTo(abs / bigger.value, digits);
      suffix = bigger.suffix;
    }
    const text = `${sign}${trimFraction(scaled, digits)}${suffix}`;
    return lang === 'np' ? toDevanagariDigits(text) : text;
  }
  // Below 1,000: the (rounded) number itself; may still round up to 1,000.
  const rounded = roundTo(abs, digits);
  if (rounded >= 1e3) {
    const last = units[units.length - 1]!;
    const text = `${sign}1${last.suffix}`;
    return lang === 'np' ? toDevanagariDigits(text) : text;
  }
  const text = `${sign}${trimFraction(rounded, digits)}`;
  return lang === 'np' ? toDevanagariDigits(text) : text;
}
