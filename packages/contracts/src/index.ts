/**
 * One definition of every request and response body the API takes and gives, so the API
 * validates with the same zod schemas the web app's typed client is checked against
 * (DESIGN.md decision 3). Wire names follow spec §7; one file per API module.
 */
export * from './accounts.js';
// Our own ad server (issue 25).
export * from './ads.js';
// Vehicle bluebook (issue 27).
export * from './bluebook.js';
export * from './calendar.js';
export * from './calendar-years.js';
export * from './clock.js';
export * from './election.js';
export * from './event-order.js';
export * from './feedback.js';
export * from './ids.js';
export * from './markets.js';
export * from './news.js';
export * from './personal-calendars.js';
export * from './push.js';
// Quiz (ADR 177)
export * from './quiz.js';
export * from './rashifal.js';
export * from './sharing.js';
export * from './sports.js';
