import { type FestivalCategory, type FestivalDefinition, festivalCatalogue } from '@patro/calendar';
import { DEFAULT_CALENDAR_PALETTE } from '@patro/contracts';
import { sql } from 'drizzle-orm';
import { seedAds } from '../modules/ads/seed.js';
import { seedFaq } from '../modules/feedback/faq-seed.js';
import { seedMarketHistory } from '../modules/markets/shipped.js';
import { seedNewsFeeds } from '../modules/news/seed.js';
import { seedPackages } from '../modules/payments/seed.js';
import { seedQuizBank } from '../modules/quiz/bank.js';
import { seedRadioStations } from '../modules/radio/directory.js';
import type { Db } from './client.js';
import { calendars, dynamicConfig, eventSeries } from './schema.js';

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
    value: DEFAULT_CALENDAR_PALETTE,
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
  await seedDefaultCalendars(db);
  // Recorded real market prices, so a fresh clone with no internet has history to show.
  await seedMarketHistory(db);
  await seedNewsFeeds(db);
  await seedRadioStations(db);
  // Quiz (ADR 177): the bank's first questions, written from the repository's own data.
  await seedQuizBank(db);
  // Subscriptions and payments: the annual ad-free package and the trial (ADR 181).
  await seedPackages(db);
  // Our own ad server (issue 25; ADR 222): the slots and Patro's house ads, no campaigns.
  await seedAds(db);
  // Support pages (ADR 191): the first FAQ answers.
  await seedFaq(db);
}

/** The default calendars (spec §5: what a visitor sees), keyed by slug; colours from `calendar-palette`. */
export const DEFAULT_CALENDARS: ReadonlyArray<{
  slug: string;
  nameNp: string;
  nameEn: string;
  colour: string;
  priority: number;
  categories: readonly FestivalCategory[];
}> = [
  {
    slug: 'national',
    nameNp: 'राष्ट्रिय चाडपर्व तथा बिदा',
    nameEn: 'National festivals and holidays',
    colour: '#d32f2f',
    priority: 0,
    categories: ['national', 'hindu', 'sankranti'],
  },
  {
    slug: 'nepal-sambat',
    nameNp: 'नेपाल संवत् (नेवार) पर्व',
    nameEn: 'Nepal Sambat (Newar) festivals',
    colour: '#f57c00',
    priority: 1,
    categories: ['newar'],
  },
  {
    slug: 'communities',
    nameNp: 'विभिन्न समुदायका चाडपर्व',
    nameEn: 'Festivals of Nepal’s communities',
    colour: '#388e3c',
    priority: 2,
    categories: ['buddhist', 'kirat', 'tibetan', 'tharu', 'christian', 'islamic', 'sikh'],
  },
  {
    slug: 'international',
    nameNp: 'अन्तर्राष्ट्रिय दिवस',
    nameEn: 'International days',
    colour: '#1976d2',
    priority: 3,
    categories: ['international'],
  },
];

/**
 * The calendar a festival recurs in (its `jbo`): a lunar rule recurs on its lunar (NS) date, a
 * BS date or sankranti on its BS date, an AD date on its AD date; a relative rule follows its
 * anchor; a published-only festival (Islamic dates, Bhoto Jatra) is taken from the published BS
 * calendar.
 */
export function festivalBase(
  def: FestivalDefinition,
  all: readonly FestivalDefinition[],
): 'NS' | 'BS' | 'AD' {
  const rule = def.rule;
  switch (rule.kind) {
    case 'lunar':
      return 'NS';
    case 'ad-date':
      return 'AD';
    case 'relative': {
      const anchor = all.find((d) => d.id === rule.to);
      return anchor && anchor !== def ? festivalBase(anchor, all) : 'BS';
    }
    default:
      return 'BS';
  }
}

/** Inserts the missing default calendars and one series per catalogue festival. */
export async function seedDefaultCalendars(db: Db): Promise<void> {
  await db
    .insert(calendars)
    .values(
      DEFAULT_CALENDARS.map((c) => ({
        slug: c.slug,
        nameNp: c.nameNp,
        nameEn: c.nameEn,
        colour: c.colour,
        priority: c.priority,
        isDefault: true,
        display: true,
        isPublic: true,
        isModifiable: false,
      })),
    )
    // Patro's own calendars take the seed's names on every start (a spelling fix reaches
    // existing databases); readers cannot rename them.
    .onConflictDoUpdate({
      target: calendars.slug,
      set: { nameNp: sql`excluded.name_np`, nameEn: sql`excluded.name_en` },
    });
  const rows = await db.select({ id: calendars.id, slug: calendars.slug }).from(calendars);
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const catalogue = festivalCatalogue();
  const series = catalogue.flatMap((def) => {
    const home = DEFAULT_CALENDARS.find((c) => c.categories.includes(def.category)) ?? DEFAULT_CALENDARS[0]!;
    const calendarId = idBySlug.get(home.slug);
    if (calendarId === undefined) return [];
    return [
      {
        calendarId,
        base: festivalBase(def, catalogue),
        festivalId: def.id,
        titleNp: def.names.np,
        titleEn: def.names.en,
        description: { category: def.category, region: def.region },
        // Featured (jie = 1): the top-priority national public holidays.
        featured: def.priority === '0' && def.holiday === 'national',
        holiday: def.holiday,
        holidayScope: def.holidayScope ?? null,
        priority: def.priority,
      },
    ];
  });
  if (series.length > 0)
    await db
      .insert(eventSeries)
      .values(series)
      // The catalogue's titles win on every start, like the default calendars' names.
      .onConflictDoUpdate({
        target: eventSeries.festivalId,
        set: { titleNp: sql`excluded.title_np`, titleEn: sql`excluded.title_en` },
      });
}
