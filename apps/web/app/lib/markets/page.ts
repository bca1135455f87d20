/**
 * Market pages are the same for every visitor and change a few times a day: a CDN and browsers
 * may keep a copy five minutes and serve it stale while refreshing.
 */
export const PUBLIC_MARKET_HEADERS = {
  'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
};
