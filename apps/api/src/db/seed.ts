import type { Db } from './client.js';
import { dynamicConfig } from './schema.js';

/**
 * The product's business constants (spec §9) that clients read as remote configuration.
 * Seeding never overwrites a value an operator has changed.
 */
export const DYNAMIC_CONFIG_SEED: ReadonlyArray<{ key: string; value: unknown; description: string }> = [
  {
    key: 'calendar-range',
    value: { bs: { min: 1900, max: 2200 }, ad: { min: 1844, max: 2142 } },
    description: 'Years the calendar screens and date converter accept, per base (spec §5, §9).',
  },
  {
    key: 'languages',
    value: { default: 'np', supported: ['np', 'en'] },
    description: 'Interface languages; Nepali is the default.',
  },
  {
    key: 'themes',
    value: { default: 'system', supported: ['light', 'dark'] },
    description: 'Colour themes; a first visit follows the system preference.',
  },
  {
    key: 'calendar-palette',
    value: [
      '#d32f2f',
      '#c2185b',
      '#7b1fa2',
      '#512da8',
      '#303f9f',
      '#1976d2',
      '#0288d1',
      '#0097a7',
      '#00796b',
      '#388e3c',
      '#689f38',
      '#afb42b',
      '#fbc02d',
      '#ffa000',
      '#f57c00',
      '#e64a19',
      '#5d4037',
      '#616161',
      '#455a64',
      '#ad1457',
      '#6a1b9a',
      '#283593',
      '#00695c',
      '#2e7d32',
    ],
    description: 'The 24 colours a personal calendar can take (spec §9).',
  },
  {
    key: 'layout',
    value: { mobileBreakpointPx: 760, phoneMaxWidthPx: 460, calendarWeeks: 5, smoothScrollMs: 200 },
    description: 'Layout constants shared by web and app clients (spec §9).',
  },
  {
    key: 'formats',
    value: { date: 'YYYY-MM-DD', numberGrouping: 'indian', notificationTimeZone: 'Asia/Kathmandu' },
    description: 'Default date and number formats (spec §9).',
  },
  {
    key: 'subscription',
    value: { trialDays: [7, 15], term: 'annual', adFree: true },
    description: 'Subscription terms: annual, ad-free, with 7- and 15-day premium trials (spec §9).',
  },
  {
    key: 'bullion',
    value: { defaultHistoryDays: 30 },
    description: 'Gold and silver price history shown by default (spec §9).',
  },
  {
    key: 'session',
    value: { cookieLifetimeDays: 30 },
    description: 'Default cookie lifetime (spec §9).',
  },
];

/** Inserts the seed rows that are missing. */
export async function seedDatabase(db: Db): Promise<void> {
  await db
    .insert(dynamicConfig)
    .values([...DYNAMIC_CONFIG_SEED])
    .onConflictDoNothing();
}
