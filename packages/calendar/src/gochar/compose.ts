/**
 * Writes a computed rashifal from a gochar reading: sentences chosen from the phrase bank by a
 * hash of the period, sign and slot, so the twelve signs and consecutive periods read
 * differently while the same period always gives the same text.
 */
import type { Graha } from '../astro/planets.js';
import { jdToUnixMs } from '../astro/time.js';
import { jdnToBs } from '../civil/bs.js';
import { weekday } from '../civil/gregorian.js';
import { kathmanduOffsetMinutes } from '../civil/kathmandu.js';
import { formatBsDate } from '../format/dates.js';
import { toDevanagariDigits } from '../format/digits.js';
import { rashiName, weekdayName } from '../format/names.js';
import type { Lang } from '../types.js';
import { EN_PHRASES, NP_PHRASES, type PhraseBank } from './phrases.js';
import type { RashifalReading } from './reading.js';
import { GOCHAR_RULES, type GocharVerdict, isGood } from './rules.js';

/** One transit a computed reading used, ready to show. */
export interface TransitUsed {
  graha: Graha;
  sign: number;
  house: number;
  /** favourable and not obstructed */
  good: boolean;
  favourable: boolean;
  obstructedBy: Graha[];
  /** e.g. "चन्द्रमा: मिथुन राशि, तेस्रो भाव — अनुकूल" or "Moon: Gemini, third house — favourable". */
  label: string;
}

export interface ComposedRashifal {
  text: string;
  /** Says the text was computed from the planets' transits, and when. */
  basis: string;
  transits: TransitUsed[];
}

const banks: Record<Lang, PhraseBank> = { np: NP_PHRASES, en: EN_PHRASES };

/** FNV-1a: a small, stable string hash for choosing variants. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[lower];
    if (value === undefined) throw new Error(`Phrase placeholder ${whole} has no value`);
    return key === lower ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinList(items: string[], bank: PhraseBank): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${bank.and} ${items[items.length - 1]}`;
}

/** Local Kathmandu clock time of an instant, in words a reader expects. */
function clockTime(jd: number, dayJdn: number, lang: Lang): string {
  const ms = jdToUnixMs(jd);
  const local = ms + kathmanduOffsetMinutes(ms) * 60_000;
  const minutes = Math.floor(local / 60_000);
  const localJdn = Math.floor(minutes / 1440) + 2440588;
  const hour = Math.floor((minutes % 1440) / 60);
  const minute = minutes % 60;
  const nextDay = localJdn > dayJdn;
  const mm = String(minute).padStart(2, '0');
  if (lang === 'en') {
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    const time = `${h12}:${mm} ${hour < 12 ? 'am' : 'pm'}`;
    return nextDay ? (hour < 4 ? `${time} (after midnight)` : `${time} tomorrow`) : time;
  }
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const part = nextDay
    ? hour < 4
      ? 'राति'
      : 'भोलि बिहान'
    : hour < 4
      ? 'राति'
      : hour < 12
        ? 'बिहान'
        : hour < 16
          ? 'दिउँसो'
          : hour < 19
            ? 'साँझ'
            : 'राति';
  return `${part} ${toDevanagariDigits(`${h12}:${mm}`)} बजे`;
}

/** The label of one transit, in the reader's language. */
export function transitLabel(
  t: Pick<GocharVerdict, 'graha' | 'sign' | 'house' | 'favourable' | 'obstructedBy'>,
  lang: Lang,
): string {
  const bank = banks[lang];
  const planet = capitalise(bank.grahas[t.graha].replace(/^the /, ''));
  const house = `${bank.ordinals[t.house - 1]} ${bank.label.house}`;
  const sign = lang === 'np' ? `${rashiName(t.sign, 'np')} ${bank.label.sign}` : rashiName(t.sign, 'en');
  let verdict = t.favourable ? bank.label.favourable : bank.label.unfavourable;
  if (t.favourable && t.obstructedBy.length > 0) {
    const by = joinList(
      t.obstructedBy.map((g) => bank.grahas[g].replace(/^the /, '')),
      bank,
    );
    verdict =
      lang === 'np'
        ? `${verdict}, तर ${by}को ${bank.label.vedha}`
        : `${verdict}, but ${bank.label.vedha} from ${by}`;
  }
  return `${planet}: ${sign}, ${house} — ${verdict}`;
}

/** Writes the computed rashifal of `reading` in `lang`. */
export function composeRashifal(reading: RashifalReading, lang: Lang): ComposedRashifal {
  const bank = banks[lang];
  const seed = `${reading.type}|${reading.period.start}|${reading.sign}`;
  const pick = (list: readonly string[], slot: string): string =>
    list[hash(`${seed}|${slot}`) % list.length] as string;
  const sentences: string[] = [];
  const used: GocharVerdict[] = [];
  const values = (t: GocharVerdict): Record<string, string> => ({
    planet: bank.grahas[t.graha],
    house: bank.ordinals[t.house - 1] as string,
    area: bank.areas[t.house - 1] as string,
  });
  const obstruction = (t: GocharVerdict): Record<string, string> => {
    const vedhaHouse = GOCHAR_RULES[t.graha].vedha[t.house] as number;
    return {
      obstructor: joinList(
        t.obstructedBy.map((g) => bank.grahas[g]),
        bank,
      ),
      vedhaHouse: bank.ordinals[vedhaHouse - 1] as string,
    };
  };
  const planetSentence = (t: GocharVerdict): string => {
    used.push(t);
    if (t.graha === 'moon') throw new Error('The Moon has its own sentences');
    if (t.favourable && t.obstructedBy.length > 0)
      return fill(pick(bank.obstructed, t.graha), { ...values(t), ...obstruction(t) });
    const list = isGood(t) ? bank.good[t.graha] : bank.bad[t.graha];
    return fill(pick(list, t.graha), values(t));
  };
  const byGraha = (g: Graha) => reading.transits.find((t) => t.graha === g) as GocharVerdict;

  if (reading.type === 'daily') {
    const moon = byGraha('moon');
    used.push(moon);
    sentences.push(pick(bank.moonDay[moon.house - 1] as readonly string[], 'moon'));
    if (moon.favourable && moon.obstructedBy.length > 0)
      sentences.push(fill(pick(bank.vedhaNote, 'vedha'), obstruction(moon)));
    if (reading.moonIngress) {
      sentences.push(
        fill(pick(bank.moonIngress, 'ingress'), {
          time: clockTime(reading.moonIngress.jd, reading.period.start, lang),
          house: bank.ordinals[reading.moonIngress.house - 1] as string,
          result: bank.moonResult[reading.moonIngress.house - 1] as string,
        }),
      );
    }
    // One slow planet a day, alternating, so the same long transit is not repeated every morning.
    const saturn = byGraha('saturn');
    if (reading.sadeSati > 0 && hash(`${seed}|slow`) % 3 === 0) {
      used.push(saturn);
      sentences.push(bank.sadeSati[reading.sadeSati - 1] as string);
    } else {
      sentences.push(planetSentence(hash(`${seed}|slow`) % 2 === 0 ? byGraha('jupiter') : saturn));
    }
  } else {
    sentences.push(
      fill(pick(bank.opening[reading.tone], 'opening'), { period: bank.periodWord[reading.type] }),
    );
    if (reading.type === 'weekly') {
      used.push(byGraha('moon'));
      if (reading.goodDays.length > 0) {
        const days = joinList(
          reading.goodDays.map((jdn) => weekdayName(weekday(jdn), lang)),
          bank,
        );
        const dayWord = bank.dayWord[reading.goodDays.length === 1 ? 0 : 1];
        sentences.push(fill(pick(bank.weekDays, 'days'), { days, dayWord }));
      } else {
        sentences.push(pick(bank.weekNoDays, 'days'));
      }
    }
    for (const t of reading.transits) if (t.graha !== 'moon') sentences.push(planetSentence(t));
    for (const change of reading.changes) {
      sentences.push(
        fill(pick(bank.change, `${change.graha}${change.jdn}`), {
          date: formatBsDate(jdnToBs(change.jdn), lang),
          planet: bank.grahas[change.graha],
          house: bank.ordinals[change.house - 1] as string,
          verdict: bank.verdict[change.favourable ? 0 : 1],
        }),
      );
    }
    if (reading.sadeSati > 0 && reading.type !== 'weekly')
      sentences.push(bank.sadeSati[reading.sadeSati - 1] as string);
    sentences.push(pick(bank.closing[reading.tone], 'closing'));
  }
  const text = sentences.map((s) => (lang === 'en' ? capitalise(s) : s)).join(' ');
  const transits = used.map((t) => ({
    graha: t.graha,
    sign: t.sign,
    house: t.house,
    good: isGood(t),
    favourable: t.favourable,
    obstructedBy: t.obstructedBy,
    label: transitLabel(t, lang),
  }));
  const basisDay =
    reading.type === 'daily' || reading.type === 'yearly' ? reading.period.start : dayOfInstant(reading.at);
  const basis = fill(bank.basis, { date: formatBsDate(jdnToBs(basisDay), lang) });
  return { text: lang === 'np' ? toDevanagariDigits(text) : text, basis, transits };
}

function dayOfInstant(jd: number): number {
  const ms = jdToUnixMs(jd);
  return Math.floor((ms + kathmanduOffsetMinutes(ms) * 60_000) / 86_400_000) + 2440588;
}
