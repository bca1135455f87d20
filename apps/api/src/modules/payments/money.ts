/**
 * Money is whole paisa (integers) everywhere in Patro. eSewa speaks rupees as decimal text
 * ("100", "1000.0", "1,000.0"); these conversions are exact string ⇄ integer work, never
 * floating-point arithmetic on amounts.
 */

/** Thrown when an amount is not whole paisa or a gateway's rupee text is not a decimal amount. */
export class AmountError extends Error {
  override name = 'AmountError';
}

/** Rejects anything but a non-negative safe integer number of paisa. */
export function assertPaisa(paisa: number): void {
  if (!Number.isSafeInteger(paisa) || paisa < 0) {
    throw new AmountError(`an amount must be a whole, non-negative number of paisa; got ${paisa}`);
  }
}

/**
 * Rupees as eSewa's form takes them: "110" for whole rupees, "110.50" otherwise. The text is
 * signed, so the same paisa always gives the same text.
 */
export function paisaToRupeesText(paisa: number): string {
  assertPaisa(paisa);
  const rupees = (paisa - (paisa % 100)) / 100;
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * Rupees as eSewa writes them in its success payload: Java's double text, at least one decimal
 * ("1000.0", "100.5", "100.25").
 */
export function paisaToRupeesDecimalText(paisa: number): string {
  assertPaisa(paisa);
  const rupees = (paisa - (paisa % 100)) / 100;
  const fraction = String(paisa % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return `${rupees}.${fraction === '' ? '0' : fraction}`;
}

/**
 * Paisa from a gateway's rupee text or JSON number: "100", "100.0", "1,000.50", 100.5. Digits
 * after the second decimal must be zeros (a paisa is the smallest unit); anything else throws.
 */
export function rupeesToPaisa(value: string | number): number {
  let text: string;
  if (typeof value === 'number') {
    // A JSON number such as 100.0 or 100.5 parses to the double whose shortest text is the
    // original decimal; reading that text back keeps the conversion exact.
    if (!Number.isFinite(value) || value < 0) throw new AmountError(`not a rupee amount: ${value}`);
    text = String(value);
    if (/e/i.test(text)) throw new AmountError(`not a rupee amount: ${value}`);
  } else {
    text = value.trim();
    // Thousands separators, Western or Indian grouping, are allowed only between digit groups.
    if (/,/.test(text) && !/^\d{1,3}(,\d{2,3})*(\.\d+)?$/.test(text)) {
      throw new AmountError(`not a rupee amount: "${value}"`);
    }
    text = text.replaceAll(',', '');
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AmountError(`not a rupee amount: "${value}"`);
  const whole = match[1] as string;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  if (!/^0*$/.test(fraction.slice(2))) throw new AmountError(`"${value}" is not a whole number of paisa`);
  const paisa = Number(whole) * 100 + Number(fraction.slice(0, 2));
  if (!Number.isSafeInteger(paisa)) throw new AmountError(`"${value}" is too large`);
  return paisa;
}

/** Paisa as Khalti sends them: an integer, or a string of digits in a callback's query. */
export function paisaFromKhalti(value: string | number): number {
  if (typeof value === 'number') {
    assertPaisa(value);
    return value;
  }
  if (!/^\d{1,15}$/.test(value.trim())) throw new AmountError(`not an amount in paisa: "${value}"`);
  return Number(value.trim());
}
