/**
 * The computed janma kundali attached to a request (issue 26; ADR 202): the lagna and the nine
 * grahas in sidereal signs (Lahiri ayanamsa) with nakshatra and pada, from the calendar engine's
 * positions (the ones the rashifal gochar uses). Computer generated; an astrologer may read it
 * differently. Without a birth time there is no lagna, and the grahas are those of local noon.
 */
import { GRAHAS, type Graha, lahiriAyanamsa, norm360, siderealLongitude } from '@patro/calendar';

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;
const J2000 = 2451545.0;

export interface KundaliPoint {
  /** Sidereal longitude in degrees, `[0, 360)`, to 0.01°. */
  longitude: number;
  /** 1 = Mesha … 12 = Meena. */
  sign: number;
  /** Degrees within the sign. */
  degree: number;
  /** 1 = Ashvini … 27 = Revati. */
  nakshatra: number;
  pada: number;
}

export interface Kundali {
  time_known: boolean;
  /** The UT instant the chart is cast for. */
  ut: string;
  ayanamsa: number;
  lagna: KundaliPoint | null;
  grahas: ({ graha: Graha } & KundaliPoint)[];
}

function point(longitude: number): KundaliPoint {
  const lon = norm360(longitude);
  return {
    longitude: Math.round(lon * 100) / 100,
    sign: Math.floor(lon / 30) + 1,
    degree: Math.round((lon % 30) * 100) / 100,
    nakshatra: Math.floor(lon / NAKSHATRA_SPAN) + 1,
    pada: Math.floor((lon % NAKSHATRA_SPAN) / PADA_SPAN) + 1,
  };
}

const rad = Math.PI / 180;

/**
 * The tropical ascendant in degrees at a UT Julian Date for a place: from the mean sidereal time
 * at Greenwich (IAU 1982), the east longitude and the mean obliquity of the ecliptic (Meeus,
 * Astronomical Algorithms, 12.4 and 22.2).
 */
export function tropicalAscendant(jdUT: number, latitude: number, longitude: number): number {
  const d = jdUT - J2000;
  const T = d / 36525;
  const gmst = 280.46061837 + 360.98564736629 * d + 0.000387933 * T * T - (T * T * T) / 38_710_000;
  const ramc = norm360(gmst + longitude) * rad;
  const obliquity = (23.439291 - 0.0130042 * T) * rad;
  const asc = Math.atan2(
    Math.cos(ramc),
    -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(latitude * rad) * Math.sin(obliquity)),
  );
  return norm360(asc / rad);
}

/** The kundali of a birth: AD date, local `HH:MM` or null, place, minutes east of UTC then. */
export function kundali(input: {
  birthDate: string;
  birthTime: string | null;
  latitude: number;
  longitude: number;
  tzOffsetMinutes: number;
}): Kundali {
  const [y, m, d] = input.birthDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (input.birthTime ?? '12:00').split(':').map(Number) as [number, number];
  const utMs = Date.UTC(y, m - 1, d, hh, mm) - input.tzOffsetMinutes * 60_000;
  const jd = utMs / 86_400_000 + 2440587.5;
  const ayanamsa = lahiriAyanamsa(jd);
  return {
    time_known: input.birthTime !== null,
    ut: new Date(utMs).toISOString(),
    ayanamsa: Math.round(ayanamsa * 10_000) / 10_000,
    lagna:
      input.birthTime === null
        ? null
        : point(tropicalAscendant(jd, input.latitude, input.longitude) - ayanamsa),
    grahas: GRAHAS.map((graha) => ({ graha, ...point(siderealLongitude(graha, jd)) })),
  };
}
