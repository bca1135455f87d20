/**
 * Tithi-method regimes of the published Nepali calendar, as data (ADR 021).
 *
 * The published calendar prints Surya Siddhanta (SS) tithis (ADR 070); month lengths
 * (sankrantis) are SS too. `computed` mode reproduces this by era: the tithi, paksha,
 * karana, lunar month, kshaya/vriddhi and the NS date of a day come from the method in force in
 * the day's BS year; sankrantis, BS months and the solar rashi always come from the SS model.
 *
 * A change of method would be a one-line data change in {@link TITHI_REGIMES}.
 */
import { drik } from '../astro/drik.js';
import type { PositionModel } from '../astro/model.js';
import { bsMonthStart } from '../astro/months.js';
import { suryaSiddhanta } from '../astro/surya-siddhanta.js';
import { zoneMidnightJd } from '../astro/time.js';

/** A position model for elongation-based angas: the SS model or drik (astronomy-engine + Lahiri). */
export type TithiMethod = 'surya-siddhanta' | 'drik';

/**
 * Which tithi model `computed` mode uses: `regime` (default) follows {@link TITHI_REGIMES};
 * `surya-siddhanta` forces the pure SS model (to measure the model itself); `drik` forces drik.
 */
export type TithiModelChoice = 'regime' | TithiMethod;

/** One regime: from BS year `fromBsYear` (Baisakh 1, Kathmandu midnight) on, tithis use `tithi`. */
export interface TithiRegime {
  /** First BS year of the regime. */
  readonly fromBsYear: number;
  /** Tithi method of the published calendar from that year. */
  readonly tithi: TithiMethod;
  /** Why (the evidence, see ADR 021). */
  readonly evidence: string;
}

/** Method in force before the first regime of {@link TITHI_REGIMES}. */
export const TITHI_BASE_METHOD: TithiMethod = 'surya-siddhanta';

/**
 * The regimes, in increasing `fromBsYear`; none at present. The approved patros print Surya
 * Siddhanta tithis in every year so far, BS 2082 and 2083 included (the 2083 patro has Ashtami on
 * both Kartik 1 and 2, which only SS gives); the drik tithi some apps display is a second reading
 * (`CalendarDay.tithi.drik`), not the calendar's (ADR 070, replacing ADR 021's "2082 is drik").
 * A future change of method is one row here.
 */
export const TITHI_REGIMES: readonly TithiRegime[] = Object.freeze([]);

const MODELS: Record<TithiMethod, PositionModel> = { 'surya-siddhanta': suryaSiddhanta, drik };

/** Tithi method of the published calendar in BS year `bsYear` under {@link TITHI_REGIMES}. */
export function tithiMethodForBsYear(bsYear: number): TithiMethod {
  let m = TITHI_BASE_METHOD;
  for (const r of TITHI_REGIMES) if (bsYear >= r.fromBsYear) m = r.tithi;
  return m;
}

let starts: number[] | undefined;
/** UT JD of Kathmandu midnight opening Baisakh 1 of each regime's first year (computed SS month rule). */
function regimeStarts(): number[] {
  starts ??= TITHI_REGIMES.map((r) => zoneMidnightJd(bsMonthStart(r.fromBsYear, 1).jdn, 'Asia/Kathmandu'));
  return starts;
}

/** Tithi method in force at a UT instant under {@link TITHI_REGIMES} (regimes switch at Kathmandu midnight of Baisakh 1). */
export function tithiMethodAt(jdUT: number): TithiMethod {
  const s = regimeStarts();
  let m = TITHI_BASE_METHOD;
  for (let i = 0; i < s.length; i++) if (jdUT >= s[i]!) m = TITHI_REGIMES[i]!.tithi;
  return m;
}

/** A position model that is a different pure model in different periods. */
export interface RegimeModel extends PositionModel {
  /** The pure model in force at a UT instant. */
  modelAt(jdUT: number): PositionModel;
}

/**
 * `computed` mode's tithi model: both longitudes from the model in force at the instant
 * ({@link tithiMethodAt}). Searches in `panchanga` (tithi ends, new moons, lunar months) resolve it
 * to the pure model in force at their start instant, so a lunation is never computed from two
 * models. Use it for elongation-based angas only: sankrantis and BS months are always SS.
 */
export const regimeTithiModel: RegimeModel = Object.freeze({
  name: 'tithi-regime',
  sunMeanMotion: suryaSiddhanta.sunMeanMotion,
  moonMeanMotion: suryaSiddhanta.moonMeanMotion,
  modelAt(jdUT: number): PositionModel {
    return MODELS[tithiMethodAt(jdUT)];
  },
  sunLongitude(jdUT: number): number {
    return MODELS[tithiMethodAt(jdUT)].sunLongitude(jdUT);
  },
  moonLongitude(jdUT: number): number {
    return MODELS[tithiMethodAt(jdUT)].moonLongitude(jdUT);
  },
});

/** The pure model a (possibly regime) model stands for at a UT instant. */
export function resolveModel(model: PositionModel, jdUT: number): PositionModel {
  const m = model as Partial<RegimeModel>;
  return typeof m.modelAt === 'function' ? m.modelAt(jdUT) : model;
}

/**
 * The (pure) tithi model of `computed` mode at a UT instant — usually a day's sunrise:
 * `regime` (default) per {@link TITHI_REGIMES}, or a forced method.
 */
export function tithiModelAt(jdUT: number, choice: TithiModelChoice = 'regime'): PositionModel {
  return choice === 'regime' ? MODELS[tithiMethodAt(jdUT)] : MODELS[choice];
}
