/**
 * What one account may store and one answer may hold (ADR 090). Each limit is far above
 * what a family or a small organisation uses (a family calendar holds tens of birthdays and
 * festivals; a school's, a few hundred events) and low enough that the heaviest read one account
 * can make stays a few megabytes and tens of milliseconds (figures: `npm run bench:hardening -w
 * @patro/api`).
 */

/** Own calendars per account (the one made with the account included). */
export const MAX_CALENDARS_PER_ACCOUNT = 50;
/** Event series per account, across all its calendars. */
export const MAX_EVENTS_PER_ACCOUNT = 1000;
/** Changed or cancelled occurrences per event series. */
export const MAX_OVERRIDES_PER_EVENT = 500;
/** Occurrences of the reader's own events one calendar read may list (its range is ≤ 400 days). */
export const MAX_OCCURRENCES_PER_READ = 5000;
