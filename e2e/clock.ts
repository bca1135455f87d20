/**
 * The instant the product's clock starts at in e2e runs (`CLOCK_AT`, ADR 072), so tests of "today"
 * assert one published day instead of the wall clock. Chosen inside the published data:
 * bs-2083.json (official) has 2083-08-08 = 2026-11-24, Tuesday, Purnima (Shukla 15), a holiday
 * (Guru Nanak Jayanti), so "today" also has festivals to show.
 */
export const CLOCK_AT = '2026-11-24T09:00:00+05:45';

/** That day in Kathmandu, as the published calendar gives it. */
export const TODAY = { ad: '2026-11-24', bs: '2083-08-08' } as const;
