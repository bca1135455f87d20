/** Recurring personal events: expansion of a series into its dates in the series' own calendar. */
export type {
  ExpandOptions,
  Recurrence,
  RecurrenceBase,
  RecurrenceEnd,
  RecurrenceFrequency,
  RecurringSeries,
  SeriesOccurrence,
} from './expand.js';
export {
  assertRecurringSeries,
  expandOccurrences,
  expandOccurrencesJdn,
  isValidSeriesDate,
  nextOccurrence,
  occurrenceOn,
} from './expand.js';
