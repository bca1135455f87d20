import { toLatinDigits } from '@patro/calendar';
import type { WireForexRate } from '@patro/contracts';

/** An amount typed in the converter: Latin or Devanagari digits, commas allowed; null unless > 0. */
export function parseAmountInput(text: string): number | null {
  const clean = toLatinDigits(text).replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 && n < 1e15 ? n : null;
}

/**
 * Converts at NRB's rates, which are per `unit` of each currency. Someone turning rupees into a
 * foreign currency pays the bank's sell rate; turning foreign currency into rupees gets the buy
 * rate; foreign to foreign goes through rupees. Null for a code without a rate.
 */
export function convertCurrency(
  amount: number,
  from: string,
  to: string,
  rates: readonly WireForexRate[],
): number | null {
  const rate = (code: string) => rates.find((r) => r.iso3 === code);
  let rupees: number;
  if (from === 'NPR') rupees = amount;
  else {
    const r = rate(from);
    if (!r) return null;
    rupees = (amount * r.buy) / r.unit;
  }
  if (to === 'NPR') return rupees;
  const r = rate(to);
  if (!r) return null;
  return (rupees * r.unit) / r.sell;
}
