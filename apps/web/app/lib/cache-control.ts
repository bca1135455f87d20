/**
 * How long a shared cache (CDN, and the web server's own page cache) may serve a public page as
 * fresh, and then stale while it fetches a new one (ADR 082). Browsers always revalidate
 * (max-age=0) with the ETag, so a language switch is seen at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A published organisation calendar (`/public/calendar/:token`, ADR 087): its link must stop
 * answering soon after the calendar is unpublished or its link regenerated, and the web cannot
 * hear of that (the browser asks the API directly). Fresh for 30 s, then at most 30 s more of
 * stale answers while one re-render (a 404 once unpublished) replaces the page: an old link ends
 * within a minute in the web's page cache and in any CDN that honours these directives.
 */
export const PUBLISHED_CALENDAR_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
