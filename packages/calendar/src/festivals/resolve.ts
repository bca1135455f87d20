/**
 * The festival resolver: places every catalogue festival on civil days of a BS year, with a
 * reason. Lunar rules follow engine-notes §6/§7.2: find each occurrence of the tithi in the
 * right lunar month, test the deciding kala on the days it touches, and apply the rule's tie
 * policy when the tithi prevails at the kala on both days (vriddhi) or on neither (kshaya).
 * In `official` mode, published dates (shipped day data) override the rule where present.
 */
import { bsToJdn, bsYearLength, bsYearStartJdn, jdnToBs } from '../civil/bs.js';
import { gregorianToJdn, jdnToGregorian } from '../civil/gregorian.js';
import { FESTIVALS } from '../data/festivals.js';
import { formatIsoDate } from '../format/dates.js';
import { KATHMANDU, type Place, type YMD } from '../types.js';
import { publishedFestivalDays } from './published.js';
import { Sky } from './sky.js';
import type {
  FestivalDefinition,
  FestivalKala,
  FestivalOptions,
  LunarRule,
  ResolvedFestival,
} from './types.js';

const LUNAR_EN = [
  'Chaitra',
  'Baisakh',
  'Jestha',
  'Ashadh',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
];
const TITHI_EN = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
];
const BS_MONTH_EN = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Asoj',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
];
const RASHI_EN = [
  'Mesh',
  'Vrish',
  'Mithun',
  'Karkat',
  'Simha',
  'Kanya',
  'Tula',
  'Vrischik',
  'Dhanu',
  'Makar',
  'Kumbha',
  'Meen',
];

/** English name of tithi 1–30 with paksha, e.g. "Krishna Aunsi", "Shukla Pratipada". */
export function tithiLabel(t: number): string {
  if (t === 15) return 'Purnima';
  if (t === 30) return 'Aunsi';
  return TITHI_EN[(t - 1) % 15] ?? `Tithi ${t}`;
}

function pakshaLabel(t: number): string {
  return t <= 15 ? 'Shukla' : 'Krishna';
}

/** Absolute tithi 1–30 of a rule. */
function absTithi(rule: LunarRule): number {
  return rule.paksha === 'shukla' ? rule.tithi : rule.tithi + 15;
}

/** The rule's month as amanta (1 = Chaitra … 12 = Falgun). Purnimanta krishna months are one ahead of amanta. */
function amantaMonth(rule: LunarRule): number {
  if (rule.convention === 'amanta' || rule.paksha === 'shukla') return rule.month;
  return rule.month === 1 ? 12 : rule.month - 1;
}

/** How Nepali patros name the rule, e.g. "Kartik Krishna Aunsi". */
export function ruleLabel(rule: LunarRule): string {
  const purnimantaMonth =
    rule.convention === 'purnimanta' || rule.paksha === 'shukla' ? rule.month : (rule.month % 12) + 1;
  const t = absTithi(rule);
  const tname = t === 15 || t === 30 ? tithiLabel(t) : `${pakshaLabel(t)} ${tithiLabel(t)}`;
  return `${LUNAR_EN[purnimantaMonth - 1]} ${t === 15 ? 'Shukla ' : t === 30 ? 'Krishna ' : ''}${tname}`;
}

interface Ctx {
  year: number;
  mode: 'official' | 'computed';
  sky: Sky;
  /** Civil days [from, to) scanned for occurrences. */
  from: number;
  to: number;
  sunriseTithi: Map<number, number>;
  bs(jdn: number): YMD;
}

interface Placed {
  jdn: number;
  reason: string;
  source: 'published' | 'rule';
}

function tithiAtSunrise(ctx: Ctx, jdn: number): number {
  let t = ctx.sunriseTithi.get(jdn);
  if (t === undefined) {
    t = ctx.sky.tithiAt(ctx.sky.day(jdn).sunrise);
    ctx.sunriseTithi.set(jdn, t);
  }
  return t;
}

/** Is tithi T present at some moment of civil day d (sunrise to next sunrise)? */
function present(ctx: Ctx, d: number, T: number): boolean {
  const a = tithiAtSunrise(ctx, d);
  const b = tithiAtSunrise(ctx, d + 1);
  const span = (b - a + 30) % 30;
  return (T - a + 30) % 30 <= span;
}

function kalaName(k: FestivalKala): string {
  return k === 'udaya' ? 'sunrise' : k;
}

function resolveLunar(ctx: Ctx, rule: LunarRule): Placed[] {
  const T = absTithi(rule);
  const wantMonth = amantaMonth(rule);
  const label = ruleLabel(rule);
  const out: Placed[] = [];
  const { sky } = ctx;
  let adhikSeen: number | undefined;
  let d = ctx.from;
  while (d < ctx.to) {
    if (!present(ctx, d, T)) {
      d++;
      continue;
    }
    const f = d;
    while (d < ctx.to + 3 && present(ctx, d, T)) d++;
    const l = d - 1;
    // An instant in the same lunar month as the occurrence (see ADR 030): the sunrise before it
    // for tithis 3–30, the sunrise after it for 1–2 (so the new moon is never in between).
    const monthInstant = T <= 2 ? sky.day(l + 1).sunrise : sky.day(f).sunrise;
    const lm = sky.lunarMonthAt(monthInstant);
    if (lm.month !== wantMonth) continue;
    if (rule.adhik === 'nija' && lm.adhik) continue;
    if (rule.adhik === 'adhik' && !lm.adhik) continue;
    // The nija occurrence right after an adhik one (the same lunar year) gives way to it.
    if (rule.adhik === 'adhik-if-any' && !lm.adhik && adhikSeen !== undefined && f - adhikSeen < 45) continue;
    if (lm.adhik) adhikSeen = f;
    const adhikNote = lm.adhik ? ' (adhik month)' : '';
    // Start and end of the tithi (bisection on the SS tithi).
    const ts = sky.bisect(sky.day(f).sunrise, sky.day(f).nextSunrise, (x) => (x - T + 30) % 30 < 15);
    const te = sky.bisect(sky.day(l).sunrise, sky.day(l).nextSunrise, (x) => {
      const g = (x - T + 30) % 30;
      return g >= 1 && g < 15;
    });
    const days: number[] = [];
    // Arunodaya of day l+1 falls before its sunrise, i.e. inside the run's last sunrise-day.
    for (let j = f; j <= (rule.kala === 'arunodaya' ? l + 1 : l); j++) days.push(j);
    const overlap = (j: number): number => {
      if (rule.kala === 'udaya') return tithiAtSunrise(ctx, j) === T ? 1 : 0;
      const [w0, w1] = sky.kala(j, rule.kala);
      if (w0 === w1) return w0 >= ts && w0 < te ? 1 : 0;
      return Math.max(0, Math.min(te, w1) - Math.max(ts, w0));
    };
    const cands = days.filter((j) => overlap(j) > 0);
    const k = kalaName(rule.kala);
    const verb = rule.kala === 'udaya' ? 'at sunrise' : `prevails at ${k}`;
    const atSunrise = (j: number): string => {
      const st = tithiAtSunrise(ctx, j);
      return st === T ? '' : ` (${tithiLabel(st)} at sunrise)`;
    };
    let chosen: number;
    let reason: string;
    if (cands.length === 1) {
      chosen = cands[0]!;
      reason = `${label}${adhikNote} ${verb} on ${formatIsoDate(ctx.bs(chosen))}${atSunrise(chosen)}`;
      const before = rule.dayBeforeIfEndsBefore;
      if (before !== undefined) {
        const [w0] = sky.kala(chosen, before);
        if (te <= w0) {
          chosen -= 1;
          reason += `, but ends before ${kalaName(before)} that day: the day before, ${formatIsoDate(ctx.bs(chosen))}${atSunrise(chosen)}`;
        }
      }
    } else if (cands.length >= 2) {
      const first = cands[0]!;
      const last = cands[cands.length - 1]!;
      if (rule.tie.both === 'first') chosen = first;
      else if (rule.tie.both === 'second') chosen = last;
      else chosen = cands.reduce((best, j) => (overlap(j) > overlap(best) ? j : best), first);
      const why = rule.kala === 'udaya' ? 'vriddhi' : `${k} on both days`;
      const policy =
        rule.tie.both === 'vyapti' ? 'the day it covers more of the kala' : `the ${rule.tie.both} day`;
      reason = `${label}${adhikNote} ${verb} on both ${formatIsoDate(ctx.bs(first))} and ${formatIsoDate(ctx.bs(last))} (${why}): ${policy}, ${formatIsoDate(ctx.bs(chosen))}`;
    } else {
      chosen = rule.tie.neither === 'start' ? f : f + 1;
      const why =
        rule.kala === 'udaya'
          ? 'kshaya: it begins after sunrise and ends before the next sunrise'
          : `it prevails at ${k} on no day`;
      reason = `${label}${adhikNote} ${why}; observed ${rule.tie.neither === 'start' ? 'on the day it begins' : 'on the following day'}, ${formatIsoDate(ctx.bs(chosen))}${atSunrise(chosen)}`;
    }
    out.push({ jdn: chosen, reason, source: 'rule' });
  }
  return out;
}

function adYearsOf(ctx: Ctx): number[] {
  const a = jdnToGregorian(ctx.from).year;
  const b = jdnToGregorian(ctx.to).year;
  const ys: number[] = [];
  for (let y = a; y <= b; y++) ys.push(y);
  return ys;
}

function resolveRule(ctx: Ctx, def: FestivalDefinition, memo: Map<string, Placed[]>): Placed[] {
  const hit = memo.get(def.id);
  if (hit) return hit;
  memo.set(def.id, []); // cycle guard
  const rule = def.rule;
  let out: Placed[] = [];
  const opts = { mode: ctx.mode };
  switch (rule.kind) {
    case 'lunar':
      out = resolveLunar(ctx, rule);
      break;
    case 'sankranti':
    case 'bs-date': {
      for (const y of [ctx.year - 1, ctx.year, ctx.year + 1]) {
        try {
          const day = rule.kind === 'bs-date' ? rule.day : 1;
          const jdn = bsToJdn({ year: y, month: rule.month, day }, opts);
          const text =
            rule.kind === 'sankranti'
              ? `${RASHI_EN[(rule.month + 11) % 12]} sankranti: first day of ${BS_MONTH_EN[rule.month - 1]}, ${formatIsoDate({ year: y, month: rule.month, day: 1 })}`
              : `fixed BS date ${BS_MONTH_EN[rule.month - 1]} ${rule.day}`;
          out.push({ jdn, reason: text, source: 'rule' });
        } catch {
          // outside the table, or a month too short for the day (never for catalogue dates)
        }
      }
      break;
    }
    case 'ad-date':
      for (const y of adYearsOf(ctx)) {
        out.push({
          jdn: gregorianToJdn({ year: y, month: rule.month, day: rule.day }),
          reason: `fixed AD date ${formatIsoDate({ year: y, month: rule.month, day: rule.day }).slice(5)}`,
          source: 'rule',
        });
      }
      break;
    case 'relative': {
      const base = FESTIVALS.find((f) => f.id === rule.to);
      if (base) {
        for (const p of resolveRule(ctx, base, memo)) {
          const rel =
            rule.offset === 0
              ? 'same day as'
              : `${Math.abs(rule.offset)} day${Math.abs(rule.offset) === 1 ? '' : 's'} ${rule.offset > 0 ? 'after' : 'before'}`;
          out.push({
            jdn: p.jdn + rule.offset,
            reason: `${rel} ${base.names.en} (${p.reason})`,
            source: p.source,
          });
        }
      }
      break;
    }
    case 'published':
      out = [];
      break;
  }
  memo.set(def.id, out);
  return out;
}

/** BS date of a JDN; outside the supported BS range (only while scanning around BS 1900 and 2200) the AD date stands in. */
function safeBs(jdn: number, opts: { mode: 'official' | 'computed' }): YMD {
  try {
    return jdnToBs(jdn, opts);
  } catch {
    return jdnToGregorian(jdn);
  }
}

const cache = new Map<string, ResolvedFestival[]>();

function placeKey(place: Place): string {
  return `${place.latitude},${place.longitude},${place.timeZone}`;
}

/** Forget resolved years (after changing the catalogue in tests or experiments). */
export function clearFestivalCache(): void {
  cache.clear();
}

/** The whole catalogue (data). */
export function festivalCatalogue(): readonly FestivalDefinition[] {
  return FESTIVALS;
}

/**
 * Every catalogue festival that falls in BS year `bsYear`, in date order, each with the civil
 * day (AD, BS, JDN), holiday status, region and the reason for the day. `mode: 'official'`
 * (default) uses shipped published dates where they exist; `computed` uses the rules and the
 * computed month table only.
 */
export function festivalsInBsYear(bsYear: number, options: FestivalOptions = {}): ResolvedFestival[] {
  const mode = options.mode ?? 'official';
  const place = options.place ?? KATHMANDU;
  const key = `${bsYear}|${mode}|${placeKey(place)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const opts = { mode };
  const start = bsYearStartJdn(bsYear, opts);
  const end = start + bsYearLength(bsYear, opts);
  const ctx: Ctx = {
    year: bsYear,
    mode,
    sky: new Sky(place),
    from: start - 40,
    to: end + 40,
    sunriseTithi: new Map(),
    bs: (jdn) => safeBs(jdn, opts),
  };
  const memo = new Map<string, Placed[]>();
  const published = mode === 'official' ? publishedFestivalDays(bsYear) : undefined;
  const out: ResolvedFestival[] = [];
  for (const def of FESTIVALS) {
    if (def.firstBsYear !== undefined && bsYear < def.firstBsYear) continue;
    let placed = resolveRule(ctx, def, memo).filter((p) => p.jdn >= start && p.jdn < end);
    const pub = published?.get(def.id);
    if (published && pub && pub.length > 0) {
      const ruleDays = placed.map((p) => formatIsoDate(ctx.bs(p.jdn)));
      placed = pub.map((p) => {
        const agrees = ruleDays.includes(formatIsoDate(ctx.bs(p.jdn)));
        const ruleNote =
          def.rule.kind === 'published'
            ? def.rule.why
            : ruleDays.length === 0
              ? 'the rule gives no day this year'
              : agrees
                ? 'the rule agrees'
                : `the rule gives ${ruleDays.join(', ')}`;
        return {
          jdn: p.jdn,
          source: 'published' as const,
          reason: `published: “${p.name}” on ${formatIsoDate(ctx.bs(p.jdn))}; ${ruleNote}`,
        };
      });
    } else if (def.rule.kind === 'published') {
      continue;
    } else if (published) {
      placed = placed.map((p) => ({
        ...p,
        reason: `${p.reason}; not listed in the published data for BS ${bsYear}`,
      }));
    }
    for (const p of placed) {
      out.push({
        id: def.id,
        names: def.names,
        ad: jdnToGregorian(p.jdn),
        bs: ctx.bs(p.jdn),
        jdn: p.jdn,
        holiday: def.holiday,
        region: def.region,
        priority: def.priority,
        category: def.category,
        source: p.source,
        reason: p.reason,
      });
    }
  }
  out.sort((a, b) => a.jdn - b.jdn || a.priority.localeCompare(b.priority) || a.id.localeCompare(b.id));
  if (cache.size > 64) cache.clear();
  cache.set(key, out);
  return out;
}

/** The festivals on one civil day (JDN), for `patro days` and day views. */
export function festivalsOnJdn(jdn: number, options: FestivalOptions = {}): ResolvedFestival[] {
  const mode = options.mode ?? 'official';
  const year = jdnToBs(jdn, { mode }).year;
  return festivalsInBsYear(year, options).filter((f) => f.jdn === jdn);
}
