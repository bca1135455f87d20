import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adCreatives, adSlots } from '../../db/schema.js';
import { HOUSE_PROMOTIONS, type HousePromotion, houseAdPath } from './house.js';

type SlotSeed = typeof adSlots.$inferInsert;

/** IAB units (ADR 222): leaderboard 728×90 on desktop; large mobile banner 320×100 at the top, medium rectangle 300×250 inline, mobile banner 320×50 fixed at the bottom. */
const TOP = { width: 728, height: 90, mobileWidth: 320, mobileHeight: 100 };
const INLINE = { width: 728, height: 90, mobileWidth: 300, mobileHeight: 250 };
const BOTTOM = { width: 320, height: 50, mobileWidth: 320, mobileHeight: 50 };
const ALL_PAGES = ['home', 'calendar', 'rashifal', 'markets', 'news', 'radio'];

/** The slots the pages place (issue 25); the web finds them by key. */
export const AD_SLOT_SEED: readonly SlotSeed[] = [
  { key: 'home-top', kind: 'banner', position: 'top', pages: ['home'], ads: true, sortOrder: 0, ...TOP },
  {
    key: 'calendar-top',
    kind: 'banner',
    position: 'top',
    pages: ['calendar'],
    ads: true,
    sortOrder: 1,
    ...TOP,
  },
  {
    key: 'home-slider',
    kind: 'slider',
    position: 'inline',
    pages: ['home'],
    ads: true,
    sortOrder: 2,
    ...INLINE,
  },
  {
    key: 'rashifal-inline',
    kind: 'banner',
    position: 'inline',
    pages: ['rashifal'],
    ads: true,
    sortOrder: 3,
    ...INLINE,
  },
  {
    key: 'markets-inline',
    kind: 'banner',
    position: 'inline',
    pages: ['markets'],
    ads: true,
    sortOrder: 4,
    ...INLINE,
  },
  {
    key: 'news-inline',
    kind: 'banner',
    position: 'inline',
    pages: ['news'],
    ads: true,
    sortOrder: 5,
    ...INLINE,
  },
  {
    key: 'radio-inline',
    kind: 'banner',
    position: 'inline',
    pages: ['radio'],
    ads: true,
    sortOrder: 6,
    ...INLINE,
  },
  {
    key: 'mobile-bottom',
    kind: 'banner',
    position: 'bottom',
    pages: ALL_PAGES,
    ads: true,
    sortOrder: 7,
    ...BOTTOM,
  },
  // The subscribers' premium slots, in place of the top ones (spec §6).
  {
    key: 'home-top-premium',
    kind: 'banner',
    position: 'top',
    pages: ['home'],
    ads: false,
    sortOrder: 8,
    ...TOP,
  },
  {
    key: 'calendar-top-premium',
    kind: 'banner',
    position: 'top',
    pages: ['calendar'],
    ads: false,
    sortOrder: 9,
    ...TOP,
  },
];

const TOP_SIZE = { width: 728, height: 90 };
const TOP_SLOTS = ['home-top', 'calendar-top'];
const INLINE_SLOTS = ['home-slider', 'rashifal-inline', 'markets-inline', 'news-inline', 'radio-inline'];
const PREMIUM_SLOTS = ['home-top-premium', 'calendar-top-premium'];

function creative(
  promotion: HousePromotion,
  kind: 'house' | 'premium',
  slots: string[],
  desktop: { width: number; height: number },
  mobile: { width: number; height: number },
  order: number,
): typeof adCreatives.$inferInsert {
  return {
    campaignId: null,
    kind,
    slots,
    image: houseAdPath(promotion.key, desktop.width, desktop.height),
    imageMobile: houseAdPath(promotion.key, mobile.width, mobile.height),
    altNp: `${promotion.title.np}: ${promotion.action.np}`,
    altEn: `${promotion.title.en}: ${promotion.action.en}`,
    targetUrl: promotion.target,
    status: 'active',
    sortOrder: order,
  };
}

/**
 * The slots (missing ones added, edited ones kept) and, on a database without any, the house ads
 * and premium creatives: Patro's own promotions for each slot size. No campaign is seeded.
 */
export async function seedAds(db: Db): Promise<void> {
  await db
    .insert(adSlots)
    .values([...AD_SLOT_SEED])
    .onConflictDoNothing({ target: adSlots.key });
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adCreatives)
    .where(inArray(adCreatives.kind, ['house', 'premium']));
  if (Number(existing?.n ?? 0) > 0) return;
  const rows = HOUSE_PROMOTIONS.flatMap((promotion, order) => [
    creative(promotion, 'house', TOP_SLOTS, TOP_SIZE, { width: 320, height: 100 }, order),
    creative(promotion, 'house', INLINE_SLOTS, TOP_SIZE, { width: 300, height: 250 }, order),
    creative(
      promotion,
      'house',
      ['mobile-bottom'],
      { width: 320, height: 50 },
      { width: 320, height: 50 },
      order,
    ),
    // A subscriber has what the ad-free promotion sells: the premium slots show the others.
    ...(promotion.key === 'ad-free'
      ? []
      : [creative(promotion, 'premium', PREMIUM_SLOTS, TOP_SIZE, { width: 320, height: 100 }, order)]),
  ]);
  await db.insert(adCreatives).values(rows);
}
