import type { Lang } from '../../i18n';
import { digits } from './format';

/** `7.svg` → 7; null unless a day 1–32. */
export function parseFaviconFile(file: string): number | null {
  const match = /^([1-9]|[12]\d|3[0-2])\.svg$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** A 64×64 calendar leaf with the day number (Devanagari for `np`), in the Patro red. */
export function faviconSvg(day: number, lang: Lang): string {
  const text = digits(day, lang);
  const size = text.length > 1 ? 30 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="4" y="8" width="56" height="52" rx="10" fill="#fff" stroke="#b3261e" stroke-width="4"/><rect x="4" y="8" width="56" height="16" rx="8" fill="#b3261e"/><rect x="4" y="16" width="56" height="8" fill="#b3261e"/><rect x="16" y="3" width="6" height="12" rx="3" fill="#8f1d17"/><rect x="42" y="3" width="6" height="12" rx="3" fill="#8f1d17"/><text x="32" y="52" text-anchor="middle" font-family="'Noto Sans Devanagari','Mukta',system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#1d1917">${text}</text></svg>`;
}
