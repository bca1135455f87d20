/**
 * The few sky quantities the festival resolver needs, for one place: sunrise/sunset of a civil
 * day, the tithi at an instant, the amanta lunar month (with adhik flag) at an instant, and the
 * kala windows of a day. Built on the panchanga's `tithiAt`/`lunarMonthAt` with the Surya
 * Siddhanta model (engine-notes §0.3) and the astro module's rise/set search.
 */

import type { PositionModel } from '../astro/model.js';
import { sunEvents } from '../astro/rise-set.js';
import { suryaSiddhanta } from '../astro/surya-siddhanta.js';
import { lunarMonthAt, tithiAt } from '../panchanga/core.js';
import type { Place } from '../types.js';
import type { FestivalKala } from './types.js';

/** Pradosha: two ghatikas (48 minutes) after sunset — "pradoṣo 'stamayād ūrdhvaṃ ghaṭikādvayam". */
const PRADOSHA_DAYS = 48 / 1440;
/** Arunodaya: four ghatikas (96 minutes) before sunrise; the tithi is tested at that instant. */
const ARUNODAYA_DAYS = 96 / 1440;

/** Amanta lunar month: 1 = Chaitra … 12 = Falgun (as `format`'s LUNAR_MONTHS), and whether it is adhik. */
export interface LunarMonth {
  month: number;
  adhik: boolean;
}

export interface DaySun {
  jdn: number;
  sunrise: number;
  sunset: number;
  nextSunrise: number;
}

export class Sky {
  private readonly days = new Map<number, DaySun>();

  constructor(
    readonly place: Place,
    // Festival days follow the Surya Siddhanta in every published year, including BS 2082 when
    // the publisher's displayed tithi switched to drik (94/94 vs 88/94 in 2082; ADR 021, ADR 030).
    readonly model: PositionModel = suryaSiddhanta,
  ) {}

  /** Tithi 1–30 at a UT instant (panchanga's `tithiAt` under this model). */
  tithiAt(jd: number): number {
    return tithiAt(jd, this.model);
  }

  /** Amanta lunar month at an instant (panchanga's `lunarMonthAt`). */
  lunarMonthAt(jd: number): LunarMonth {
    const lm = lunarMonthAt(jd, this.model);
    return { month: lm.amanta, adhik: lm.adhik };
  }

  day(jdn: number): DaySun {
    let d = this.days.get(jdn);
    if (d) return d;
    const a = sunEvents(jdn, this.place);
    const b = sunEvents(jdn + 1, this.place);
    // Polar day/night never happens at Nepal's latitudes; fall back to 06:00/18:00 local mean time.
    const noon = a.midnight + 0.5;
    d = {
      jdn,
      sunrise: a.sunrise ?? noon - 0.25,
      sunset: a.sunset ?? noon + 0.25,
      nextSunrise: b.sunrise ?? noon + 0.75,
    };
    this.days.set(jdn, d);
    return d;
  }

  /**
   * The window of a kala on a civil day (UT JD interval). Day (sunrise→sunset) and night
   * (sunset→next sunrise) are each divided proportionally: madhyahna = 3rd fifth of the day,
   * aparahna = 4th fifth, pradosha = two ghatikas (48 min) after sunset, nishitha =
   * 8th of the 15 night muhurtas. Udaya is the sunrise instant, arunodaya the instant four ghatikas
   * (96 min) before it (the Vaishnava test of an Ekadashi "pierced" by Dashami).
   */
  kala(jdn: number, kala: FestivalKala): [number, number] {
    const d = this.day(jdn);
    const dayLen = d.sunset - d.sunrise;
    const night = d.nextSunrise - d.sunset;
    switch (kala) {
      case 'udaya':
        return [d.sunrise, d.sunrise];
      case 'arunodaya':
        return [d.sunrise - ARUNODAYA_DAYS, d.sunrise - ARUNODAYA_DAYS];
      case 'madhyahna':
        return [d.sunrise + (2 * dayLen) / 5, d.sunrise + (3 * dayLen) / 5];
      case 'aparahna':
        return [d.sunrise + (3 * dayLen) / 5, d.sunrise + (4 * dayLen) / 5];
      case 'pradosha':
        return [d.sunset, d.sunset + PRADOSHA_DAYS];
      case 'nishitha':
        return [d.sunset + (7 * night) / 15, d.sunset + (8 * night) / 15];
    }
  }

  /**
   * First instant in [lo, hi] at which `reached(tithiAt(x))` turns true (bisection to ~1 s);
   * `reached` must be false at lo and true at hi.
   */
  bisect(lo: number, hi: number, reached: (tithi: number) => boolean): number {
    let a = lo;
    let b = hi;
    while (b - a > 1 / 86400) {
      const m = (a + b) / 2;
      if (reached(this.tithiAt(m))) b = m;
      else a = m;
    }
    return b;
  }
}
