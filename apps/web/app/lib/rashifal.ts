import type { MessageKey } from '../i18n';

/** Rashifal periods in page order. */
export const RASHIFAL_TYPES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RashifalType = (typeof RASHIFAL_TYPES)[number];

/**
 * Spec §2 aliases of each period: `/rashifal/d|day|daily`, `/nepali-rashifal/day`, and the same
 * for weekly, monthly and yearly. All lead to `/nepali-rashifal/{type}` with a permanent redirect.
 */
const ALIASES: Record<string, RashifalType> = {
  d: 'daily',
  day: 'daily',
  daily: 'daily',
  w: 'weekly',
  week: 'weekly',
  weekly: 'weekly',
  m: 'monthly',
  month: 'monthly',
  monthly: 'monthly',
  y: 'yearly',
  year: 'yearly',
  yearly: 'yearly',
};

/** The period an alias (or a period name, any case) stands for. */
export function rashifalTypeOf(alias: string): RashifalType | undefined {
  return ALIASES[alias.toLowerCase()];
}

export function isRashifalType(value: string): value is RashifalType {
  return (RASHIFAL_TYPES as readonly string[]).includes(value);
}

export function rashifalHref(type: RashifalType, slug?: string): string {
  return slug ? `/nepali-rashifal/${type}/${slug}` : `/nepali-rashifal/${type}`;
}

export const TYPE_TITLE: Record<RashifalType, MessageKey> = {
  daily: 'rashifal.type.daily',
  weekly: 'rashifal.type.weekly',
  monthly: 'rashifal.type.monthly',
  yearly: 'rashifal.type.yearly',
};

export const TYPE_TAB: Record<RashifalType, MessageKey> = {
  daily: 'rashifal.tab.daily',
  weekly: 'rashifal.tab.weekly',
  monthly: 'rashifal.tab.monthly',
  yearly: 'rashifal.tab.yearly',
};

/** The first `count` sentences of a reading (Nepali ends sentences with ।), and whether more follow. */
export function excerpt(text: string, count = 2): { text: string; more: boolean } {
  const sentences = text.split(/(?<=[।.!?])\s+/);
  return { text: sentences.slice(0, count).join(' '), more: sentences.length > count };
}

/** Public rashifal pages may be kept by browsers and shared caches for five minutes (the server adds `Vary: Cookie`). */
export const RASHIFAL_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=60',
} as const;

/**
 * The class that paints a sign in its element's colour. The page's CSP allows no inline styles,
 * so the colours live in rashifal.css (a test keeps them equal to the engine's ELEMENT_COLOURS).
 */
export function signClass(sign: { element: string }): string {
  return `rashi-${sign.element}`;
}
