/**
 * How long a shared cache (CDN, and the web server's own page cache) may serve a public page as
 * fresh, and then stale while it fetches a new one (ADR 082). Browsers always revalidate
 * (max-age=0) with the ETag, so a language switch is seen at once.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
