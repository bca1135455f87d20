/** Latin ⇄ Devanagari digits (deterministic; never `Intl` with a `ne` locale). */

const DEVANAGARI_ZERO = 0x0966;

/** The Devanagari digits ०–९, index = value. */
export const DEVANAGARI_DIGITS: readonly string[] = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'];

/** Replaces every Latin digit 0–9 in `value` (a string or number) with its Devanagari digit; other characters stay. */
export function toDevanagariDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[d.charCodeAt(0) - 48]!);
}

/** Replaces every Devanagari digit ०–९ in `value` with its Latin digit; other characters stay. */
export function toLatinDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Digits of `value` in the script of `lang`: Devanagari for `np`, Latin for `en`. */
export function localizeDigits(value: string | number, lang: 'np' | 'en'): string {
  return lang === 'np' ? toDevanagariDigits(value) : toLatinDigits(String(value));
}
