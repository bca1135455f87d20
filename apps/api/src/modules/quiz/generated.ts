/**
 * Quiz questions written by the calendar engine, with answers it proves when the set is made:
 * each generator derives the answer one way and checks it another way through the engine's
 * public API (a round trip, a day's panchanga, a month's span of days) before the question is
 * used. A question that cannot be proved is not asked. Pure: no I/O, no clock — the day is given.
 */

import { createHash } from 'node:crypto';
import {
  adToBs,
  bsMonthLength,
  bsToAd,
  bsToJdn,
  bsYearLength,
  bsYearStartJdn,
  calendarDay,
  festivalCatalogue,
  festivalsInBsYear,
  formatAdDate,
  formatBsDate,
  gregorianToJdn,
  jdnToBs,
  jdnToGregorian,
  lunarMonthName,
  pakshaName,
  tithiName,
  toDevanagariDigits,
  weekday,
  weekdayName,
  type YMD,
} from '@patro/calendar';

export interface Text {
  np: string;
  en: string;
}

export type GeneratedKind =
  | 'festival-tithi'
  | 'ad-to-bs'
  | 'month-length'
  | 'festival-on-lunar-day'
  | 'weekday-of-bs-date';

export interface GeneratedQuestion {
  /** stable for the day: `${bsIso}:${kind}` */
  id: string;
  kind: GeneratedKind;
  prompt: Text;
  /** four distinct options */
  options: [Text, Text, Text, Text];
  answerIndex: number;
  explanation: Text;
  /** the engine facts the answer was checked against */
  proof: Record<string, string | number | boolean>;
}

/** Deterministic choices from a seed: the same seed, the same sequence. */
export class SeededChoice {
  private counter = 0;
  constructor(private readonly seed: string) {}
  /** an integer in [0, n) */
  int(n: number): number {
    const digest = createHash('sha256')
      .update(`${this.seed}|${this.counter++}`)
      .digest();
    return digest.readUInt32BE(0) % n;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

export class UnprovableQuestion extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnprovableQuestion';
  }
}

const bsIso = (d: YMD) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
const sameDate = (a: YMD, b: YMD) => a.year === b.year && a.month === b.month && a.day === b.day;
const num = (n: number): Text => ({ np: toDevanagariDigits(n), en: String(n) });

/** Shuffles the answer among the distractors; rejects options that are not four distinct texts. */
function withOptions(
  choice: SeededChoice,
  answer: Text,
  distractors: Text[],
): { options: [Text, Text, Text, Text]; answerIndex: number } {
  const all = [answer, ...distractors];
  if (
    all.length !== 4 ||
    new Set(all.map((o) => o.en)).size !== 4 ||
    new Set(all.map((o) => o.np)).size !== 4
  )
    throw new UnprovableQuestion(`options are not four distinct texts: ${all.map((o) => o.en).join(' / ')}`);
  const options = choice.shuffle(all) as [Text, Text, Text, Text];
  return { options, answerIndex: options.indexOf(answer) };
}

/** Tithi 1–30 as "शुक्ल तृतीया" / "Shukla Tritiya" (purnima and aunsi need no paksha). */
function tithiText(index: number): Text {
  if (index === 15 || index === 30) return { np: tithiName(index, 'np'), en: tithiName(index, 'en') };
  const paksha = index <= 15 ? 'shukla' : 'krishna';
  return {
    np: `${pakshaName(paksha, 'np')} ${tithiName(index, 'np')}`,
    en: `${pakshaName(paksha, 'en')} ${tithiName(index, 'en')}`,
  };
}

interface ProvedFestival {
  id: string;
  names: Text;
  bs: YMD;
  ad: YMD;
  jdn: number;
  /** 1–30 */
  tithi: number;
  lunarMonth: number;
}

/**
 * Festivals of the BS year fixed by a lunar rule at sunrise whose day the engine confirms: the
 * day's own panchanga has the rule's tithi in the rule's (non-adhik) lunar month.
 */
function provedLunarFestivals(year: number): ProvedFestival[] {
  const rules = new Map(
    festivalCatalogue().flatMap((f) =>
      f.rule.kind === 'lunar' && f.rule.kala === 'udaya' ? [[f.id, f.rule] as const] : [],
    ),
  );
  return festivalsInBsYear(year).flatMap((f) => {
    const rule = rules.get(f.id);
    if (!rule) return [];
    const day = calendarDay(f.jdn);
    const tithi = rule.paksha === 'shukla' ? rule.tithi : 15 + rule.tithi;
    if (day.tithi.index !== tithi || day.lunarMonth.month !== rule.month || day.lunarMonth.adhik) return [];
    return [{ id: f.id, names: f.names, bs: f.bs, ad: f.ad, jdn: f.jdn, tithi, lunarMonth: rule.month }];
  });
}

/** Fixes what a generator would otherwise choose by the seed (admin preview, tests). */
export interface QuestionPin {
  festivalId?: string;
  ad?: YMD;
  bs?: YMD;
  month?: number;
}

function festivalTithi(
  year: number,
  choice: SeededChoice,
  pin: QuestionPin = {},
): Omit<GeneratedQuestion, 'id'> {
  // Well-known festivals only: a quiz about an obscure observance is not a fair question.
  const known = provedLunarFestivals(year).filter((f) =>
    pin.festivalId ? f.id === pin.festivalId : FAMILIAR_FESTIVALS.has(f.id),
  );
  if (known.length === 0) throw new UnprovableQuestion(`no provable festival in BS ${year}`);
  const f = choice.pick(known);
  const near = [
    f.tithi - 1,
    f.tithi + 1,
    f.tithi <= 15 ? f.tithi + 15 : f.tithi - 15,
    f.tithi + 2,
    f.tithi - 2,
  ].filter((t) => t >= 1 && t <= 30 && t !== f.tithi);
  const answer = tithiText(f.tithi);
  const { options, answerIndex } = withOptions(choice, answer, near.slice(0, 3).map(tithiText));
  const month = { np: lunarMonthName(f.lunarMonth, 'np'), en: lunarMonthName(f.lunarMonth, 'en') };
  return {
    kind: 'festival-tithi',
    prompt: {
      np: `वि.सं. ${toDevanagariDigits(year)} मा ${f.names.np} कुन तिथिमा पर्छ?`,
      en: `On which tithi does ${f.names.en} fall in BS ${year}?`,
    },
    options,
    answerIndex,
    explanation: {
      np: `${f.names.np} ${formatBsDate(f.bs, 'np')} (${formatAdDate(f.ad, 'np')}) मा पर्छ: ${month.np} ${answer.np}।`,
      en: `${f.names.en} falls on ${formatBsDate(f.bs, 'en')} (${formatAdDate(f.ad, 'en')}): ${month.en} ${answer.en}.`,
    },
    proof: { festival: f.id, bs: bsIso(f.bs), tithiAtSunrise: f.tithi, lunarMonth: f.lunarMonth },
  };
}

function festivalOnLunarDay(
  year: number,
  choice: SeededChoice,
  pin: QuestionPin = {},
): Omit<GeneratedQuestion, 'id'> {
  const proved = provedLunarFestivals(year).filter((f) => FAMILIAR_FESTIVALS.has(f.id));
  // Only a lunar day that one festival of the catalogue owns, so the answer is the only right one.
  const owners = new Map<string, number>();
  for (const def of festivalCatalogue())
    if (def.rule.kind === 'lunar') {
      const k = `${def.rule.month}|${def.rule.paksha}|${def.rule.tithi}`;
      owners.set(k, (owners.get(k) ?? 0) + 1);
    }
  const keyOf = (f: ProvedFestival) =>
    `${f.lunarMonth}|${f.tithi <= 15 ? 'shukla' : 'krishna'}|${f.tithi <= 15 ? f.tithi : f.tithi - 15}`;
  const unique = proved.filter((f) => owners.get(keyOf(f)) === 1);
  if (unique.length < 4) throw new UnprovableQuestion(`too few provable festivals in BS ${year}`);
  const f = pin.festivalId ? unique.find((u) => u.id === pin.festivalId) : choice.pick(unique);
  if (!f)
    throw new UnprovableQuestion(
      `${pin.festivalId} is not a provable festival of its own lunar day in BS ${year}`,
    );
  const others = choice.shuffle(unique.filter((o) => o.id !== f.id && keyOf(o) !== keyOf(f))).slice(0, 3);
  const { options, answerIndex } = withOptions(
    choice,
    f.names,
    others.map((o) => o.names),
  );
  const day = tithiText(f.tithi);
  const month = { np: lunarMonthName(f.lunarMonth, 'np'), en: lunarMonthName(f.lunarMonth, 'en') };
  return {
    kind: 'festival-on-lunar-day',
    prompt: {
      np: `${month.np} ${day.np}मा कुन पर्व पर्छ?`,
      en: `Which festival falls on ${month.en} ${day.en}?`,
    },
    options: options as [Text, Text, Text, Text],
    answerIndex,
    explanation: {
      np: `${f.names.np} ${month.np} ${day.np}मा मनाइन्छ; वि.सं. ${toDevanagariDigits(year)} मा ${formatBsDate(f.bs, 'np')}।`,
      en: `${f.names.en} is kept on ${month.en} ${day.en}; in BS ${year} that is ${formatBsDate(f.bs, 'en')}.`,
    },
    proof: { festival: f.id, bs: bsIso(f.bs), tithiAtSunrise: f.tithi, lunarMonth: f.lunarMonth },
  };
}

/** A day of the BS year, chosen by the seed. */
function dayOfYear(year: number, choice: SeededChoice): number {
  return bsYearStartJdn(year) + choice.int(bsYearLength(year));
}

function adToBsQuestion(
  year: number,
  choice: SeededChoice,
  pin: QuestionPin = {},
): Omit<GeneratedQuestion, 'id'> {
  const jdn = pin.ad ? gregorianToJdn(pin.ad) : dayOfYear(year, choice);
  const ad = jdnToGregorian(jdn);
  const bs = adToBs(ad);
  // Proof: the other direction and the day view agree.
  if (!sameDate(bsToAd(bs), ad) || !sameDate(calendarDay(jdn).bs, bs))
    throw new UnprovableQuestion(`BS/AD round trip failed for ${bsIso(ad)}`);
  const text = (d: YMD): Text => ({ np: formatBsDate(d, 'np'), en: formatBsDate(d, 'en') });
  const distractors = [jdnToBs(jdn - 1), jdnToBs(jdn + 1)];
  // The same day number a month off (a common slip), kept only when that date exists.
  const prevMonth =
    bs.month === 1 ? { year: bs.year - 1, month: 12 } : { year: bs.year, month: bs.month - 1 };
  const nextMonth =
    bs.month === 12 ? { year: bs.year + 1, month: 1 } : { year: bs.year, month: bs.month + 1 };
  for (const m of [nextMonth, prevMonth])
    if (bs.day <= bsMonthLength(m.year, m.month)) distractors.push({ ...m, day: bs.day });
  const { options, answerIndex } = withOptions(choice, text(bs), distractors.slice(0, 3).map(text));
  return {
    kind: 'ad-to-bs',
    prompt: {
      np: `${formatAdDate(ad, 'np')} कुन वि.सं. मिति हो?`,
      en: `Which BS date is ${formatAdDate(ad, 'en')}?`,
    },
    options,
    answerIndex,
    explanation: {
      np: `${formatAdDate(ad, 'np')} = ${formatBsDate(bs, 'np', 'long', { weekday: weekday(jdn) })}।`,
      en: `${formatAdDate(ad, 'en')} = ${formatBsDate(bs, 'en', 'long', { weekday: weekday(jdn) })}.`,
    },
    proof: { ad: bsIso(ad), bs: bsIso(bs), jdn },
  };
}

function monthLengthQuestion(
  year: number,
  choice: SeededChoice,
  pin: QuestionPin = {},
): Omit<GeneratedQuestion, 'id'> {
  const month = pin.month ?? 1 + choice.int(12);
  const length = bsMonthLength(year, month);
  // Proof: the days between this month's first day and the next month's.
  const next = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  if (bsToJdn(next) - bsToJdn({ year, month, day: 1 }) !== length)
    throw new UnprovableQuestion(`month length of ${year}-${month} disagrees`);
  // BS months have 29 to 32 days: all four are plausible.
  const options = [29, 30, 31, 32].map(num) as [Text, Text, Text, Text];
  const name = {
    np: formatBsDate({ year, month, day: 1 }, 'np', 'monthYear'),
    en: formatBsDate({ year, month, day: 1 }, 'en', 'monthYear'),
  };
  return {
    kind: 'month-length',
    prompt: { np: `${name.np}मा कति दिन छन्?`, en: `How many days has ${name.en}?` },
    options,
    answerIndex: length - 29,
    explanation: {
      np: `${name.np}मा ${toDevanagariDigits(length)} दिन छन्: ${formatBsDate({ year, month, day: 1 }, 'np')} देखि ${formatBsDate({ year, month, day: length }, 'np')} सम्म।`,
      en: `${name.en} has ${length} days: ${formatBsDate({ year, month, day: 1 }, 'en')} to ${formatBsDate({ year, month, day: length }, 'en')}.`,
    },
    proof: { year, month, length },
  };
}

function weekdayQuestion(
  year: number,
  choice: SeededChoice,
  pin: QuestionPin = {},
): Omit<GeneratedQuestion, 'id'> {
  const jdn = pin.bs ? bsToJdn(pin.bs) : dayOfYear(year, choice);
  const bs = jdnToBs(jdn);
  const w = weekday(jdn);
  // Proof: the weekday of the Gregorian day the BS date converts to.
  if (weekday(gregorianToJdn(bsToAd(bs))) !== w || calendarDay(jdn).weekday !== w)
    throw new UnprovableQuestion(`weekday of ${bsIso(bs)} disagrees`);
  const name = (d: number): Text => ({ np: weekdayName(d, 'np'), en: weekdayName(d, 'en') });
  const { options, answerIndex } = withOptions(
    choice,
    name(w),
    [6, 1, 2].map((k) => name((w + k) % 7)),
  );
  return {
    kind: 'weekday-of-bs-date',
    prompt: {
      np: `${formatBsDate(bs, 'np')} कुन बार हो?`,
      en: `Which day of the week is ${formatBsDate(bs, 'en')}?`,
    },
    options,
    answerIndex,
    explanation: {
      np: `${formatBsDate(bs, 'np')} = ${formatAdDate(bsToAd(bs), 'np', 'long', { weekday: w })}।`,
      en: `${formatBsDate(bs, 'en')} = ${formatAdDate(bsToAd(bs), 'en', 'long', { weekday: w })}.`,
    },
    proof: { bs: bsIso(bs), weekday: w },
  };
}

/** Festivals most readers know, for questions that name a festival. */
const FAMILIAR_FESTIVALS = new Set([
  'buddha-jayanti',
  'akshaya-tritiya',
  'guru-purnima',
  'nag-panchami',
  'janai-purnima',
  'gai-jatra',
  'kushe-aunsi',
  'mata-tirtha-aunsi',
  'haritalika-teej',
  'indra-jatra',
  'ghatasthapana',
  'fulpati',
  'maha-ashtami',
  'maha-navami',
  'vijaya-dashami',
  'kag-tihar',
  'kukur-tihar',
  'govardhan-puja',
  'chhath',
  'guru-nanak-jayanti',
  'yomari-punhi',
  'sonam-lhosar',
  'basanta-panchami',
  'gyalpo-lhosar',
]);

const GENERATORS: Record<
  GeneratedKind,
  (year: number, choice: SeededChoice, pin?: QuestionPin) => Omit<GeneratedQuestion, 'id'>
> = {
  'festival-tithi': festivalTithi,
  'ad-to-bs': adToBsQuestion,
  'month-length': monthLengthQuestion,
  'festival-on-lunar-day': festivalOnLunarDay,
  'weekday-of-bs-date': weekdayQuestion,
};

export const GENERATED_KINDS = Object.keys(GENERATORS) as GeneratedKind[];

/**
 * The day's generated questions, one of each kind, for the Nepal (BS) date given — the same
 * date always gives the same set. "This year" is that date's BS year.
 */
export function dailyGeneratedQuestions(nepalDate: YMD): GeneratedQuestion[] {
  const day = bsIso(nepalDate);
  const choice = new SeededChoice(`patro-quiz|${day}`);
  const questions: GeneratedQuestion[] = [];
  for (const kind of choice.shuffle(GENERATED_KINDS)) {
    try {
      questions.push({ id: `${day}:${kind}`, ...GENERATORS[kind](nepalDate.year, choice) });
    } catch (error) {
      // Not provable today: the set is one question shorter, never one unproved question longer.
      if (!(error instanceof UnprovableQuestion)) throw error;
    }
  }
  return questions;
}

/** One question of a kind for a BS year with a given seed, optionally pinned (admin preview, tests). */
export function generateQuestion(
  kind: GeneratedKind,
  year: number,
  seed: string,
  pin: QuestionPin = {},
): GeneratedQuestion {
  return { id: `${year}:${kind}:${seed}`, ...GENERATORS[kind](year, new SeededChoice(seed), pin) };
}
