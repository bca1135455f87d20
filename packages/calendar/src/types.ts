/**
 * Shared types of the calendar engine. Every date inside the engine is an integer JDN or a
 * {@link YMD} record; nothing here depends on the host time zone.
 */

/** A calendar date: `month` is 1–12, `day` is 1–32 (BS months can have 32 days). */
export interface YMD {
  /** Calendar year (BS, AD or NS depending on context). */
  year: number;
  /** Month, 1–12. */
  month: number;
  /** Day of month, 1–32. */
  day: number;
}

/** Where a calendar datum comes from: published data, an accepted projection, or our model. */
export type Provenance = 'official' | 'projected' | 'computed';

/**
 * Which BS month table to use. `official` (default): published lengths BS 1970–2083, the
 * accepted projection 2084–2099, the Surya Siddhanta model elsewhere. `computed`: the model
 * for every year.
 */
export type CalendarMode = 'official' | 'computed';

/** Which day data to use: published (where shipped), Surya Siddhanta model, or modern ephemeris. */
export type PanchangaMode = 'official' | 'computed' | 'drik';

/** Display language: Nepali (default of the product) or English. */
export type Lang = 'np' | 'en';

/** A place on Earth for sunrise-dependent calculations. */
export interface Place {
  /** Display name. */
  name?: string;
  /** Latitude in degrees, north positive. */
  latitude: number;
  /** Longitude in degrees, east positive. */
  longitude: number;
  /** IANA time-zone name, e.g. `Asia/Kathmandu`. */
  timeZone: string;
  /** Elevation in metres above sea level. */
  elevation?: number;
}

/** Kathmandu: 27.7172 N, 85.3240 E, `Asia/Kathmandu`. */
export const KATHMANDU: Place = {
  name: 'Kathmandu',
  latitude: 27.7172,
  longitude: 85.324,
  timeZone: 'Asia/Kathmandu',
};
