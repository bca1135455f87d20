/**
 * The daily set (ADR 177): made for each Nepal day from published bank questions and questions
 * the engine writes and proves at that moment; frozen in `quiz_sets`, so every reader of the day
 * is asked the same thing and scored against the same answers. Scoring and the leaderboards.
 */
import {
  jdnToBs,
  jdnToGregorian,
  kathmanduDayStartMs,
  kathmanduIsoDate,
  kathmanduJdn,
  weekday,
  type YMD,
} from '@patro/calendar';
import type { WireQuizClosedSet, WireQuizLeaderboard, WireQuizResult, WireQuizSet } from '@patro/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type QuizSetQuestion, quizAnswers, quizQuestions, quizSets, users } from '../../db/schema.js';
import { dailyGeneratedQuestions, SeededChoice } from './generated.js';

/** Bank questions in a day's set (the engine adds up to five of its own). */
export const BANK_QUESTIONS_PER_SET = 3;
/** A bank question is not asked again within this many days while others are waiting. */
const RECENT_SETS = 30;

export const ENGINE_SOURCE =
  'Patro calendar engine (packages/calendar): the answer was checked by the engine when the set was made';

const iso = (d: YMD) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The Nepal civil day containing an instant: AD, BS, and when it ends. */
export function nepalDay(nowMs: number) {
  const jdn = kathmanduJdn(nowMs);
  return {
    jdn,
    ad: kathmanduIsoDate(nowMs),
    bs: jdnToBs(jdn),
    endsAt: new Date(kathmanduDayStartMs(jdn + 1)),
  };
}

export type QuizSetRow = typeof quizSets.$inferSelect;

/**
 * The set of the Nepal day containing `nowMs`, made now if it does not exist yet (by the midnight
 * job, or by the first reader when the job has not run, e.g. on a fresh start). Two makers at once
 * make one set: the day is unique and the loser reads the winner's.
 */
export async function dailySet(db: Db, nowMs: number): Promise<QuizSetRow> {
  const day = nepalDay(nowMs);
  const [existing] = await db.select().from(quizSets).where(eq(quizSets.day, day.ad));
  if (existing) return existing;
  const questions = await composeSet(db, day.bs, day.ad);
  await db
    .insert(quizSets)
    .values({ day: day.ad, bsDay: iso(day.bs), questions })
    .onConflictDoNothing({ target: quizSets.day });
  const [made] = await db.select().from(quizSets).where(eq(quizSets.day, day.ad));
  return made!;
}

/** Published bank questions, the least recently asked first, and the engine's proved questions, mixed. */
async function composeSet(db: Db, bs: YMD, adDay: string): Promise<QuizSetQuestion[]> {
  const choice = new SeededChoice(`patro-quiz-set|${adDay}`);
  const published = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.status, 'published'))
    .orderBy(quizQuestions.id);
  const recent = await db
    .select({ day: quizSets.day, questions: quizSets.questions })
    .from(quizSets)
    .orderBy(desc(quizSets.day))
    .limit(RECENT_SETS);
  const lastAsked = new Map<string, string>();
  for (const set of recent)
    for (const q of set.questions)
      if (q.origin === 'bank' && !lastAsked.has(q.ref)) lastAsked.set(q.ref, set.day);
  const bank = choice
    .shuffle(published)
    .sort((a, b) => (lastAsked.get(String(a.id)) ?? '').localeCompare(lastAsked.get(String(b.id)) ?? ''))
    .slice(0, BANK_QUESTIONS_PER_SET)
    .map(
      (q): QuizSetQuestion => ({
        origin: 'bank',
        ref: String(q.id),
        prompt: q.prompt,
        options: q.options,
        answerIndex: q.answerIndex,
        explanation: q.explanation,
        source: q.source,
      }),
    );
  // Written and proved now: a question the engine cannot prove today is left out.
  const engine = dailyGeneratedQuestions(bs).map(
    (q): QuizSetQuestion => ({
      origin: 'engine',
      ref: q.id,
      prompt: q.prompt,
      options: q.options,
      answerIndex: q.answerIndex,
      explanation: q.explanation,
      source: ENGINE_SOURCE,
      proof: q.proof,
    }),
  );
  return choice.shuffle([...bank, ...engine]);
}

/** The latest set of a Nepal day before the one containing `nowMs` (closed), or null. */
export async function previousSet(db: Db, nowMs: number): Promise<QuizSetRow | null> {
  const [set] = await db
    .select()
    .from(quizSets)
    .where(lt(quizSets.day, nepalDay(nowMs).ad))
    .orderBy(desc(quizSets.day))
    .limit(1);
  return set ?? null;
}

/** A closed set with its answers, explanations and sources: nothing in it is secret any more. */
export function wireClosedSet(set: QuizSetRow): WireQuizClosedSet {
  return {
    day: set.day,
    bs_day: set.bsDay,
    questions: set.questions.map((q, index) => ({
      index,
      origin: q.origin,
      prompt: q.prompt,
      options: q.options,
      answer_index: q.answerIndex,
      explanation: q.explanation,
      source: q.source,
    })),
  };
}

/** Today's set as a reader sees it before answering: no answers, no explanations. */
export function wireSet(set: QuizSetRow, nowMs: number): WireQuizSet {
  return {
    day: set.day,
    bs_day: set.bsDay,
    questions: set.questions.map((q, index) => ({
      index,
      origin: q.origin,
      prompt: q.prompt,
      options: q.options,
    })),
    closes_at: nepalDay(nowMs).endsAt.toISOString(),
  };
}

/** The reader's choices scored against the set (null: left blank, counted wrong). */
export function score(
  set: QuizSetRow,
  choices: readonly (number | null)[],
  recorded: boolean,
): WireQuizResult {
  const results = set.questions.map((q, index) => {
    const choice = choices[index] ?? null;
    return {
      index,
      choice,
      answer_index: q.answerIndex,
      correct: choice === q.answerIndex,
      explanation: q.explanation,
      source: q.source,
    };
  });
  return {
    day: set.day,
    score: results.filter((r) => r.correct).length,
    total: results.length,
    recorded,
    results,
  };
}

/** A reader's stored answers to a set, scored, or null when they have not answered it. */
export async function storedResult(db: Db, set: QuizSetRow, userId: string): Promise<WireQuizResult | null> {
  const rows = await db
    .select({ index: quizAnswers.questionIndex, choice: quizAnswers.choice })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.setId, set.id), eq(quizAnswers.userId, userId)));
  if (rows.length === 0) return null;
  const choices: (number | null)[] = set.questions.map(() => null);
  for (const row of rows) choices[row.index] = row.choice;
  return score(set, choices, true);
}

/** "Sita Sharma" → "Sita S.": the leaderboard names people without printing their full names. */
export function displayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '—';
  if (words.length === 1) return words[0]!;
  return `${words[0]} ${Array.from(words.at(-1)!)[0]}.`;
}

/** The week's (from Sunday, Nepal time) or all-time totals: correct answers, days played. */
export async function leaderboard(
  db: Db,
  period: 'week' | 'all',
  nowMs: number,
  limit = 20,
): Promise<WireQuizLeaderboard> {
  const today = nepalDay(nowMs);
  const since = period === 'week' ? iso(jdnToGregorian(today.jdn - weekday(today.jdn))) : null;
  const total = sql<number>`sum(case when ${quizAnswers.correct} then 1 else 0 end)::int`;
  const played = sql<number>`count(distinct ${quizAnswers.setId})::int`;
  const rows = await db
    .select({ userId: quizAnswers.userId, name: users.fullName, score: total, played })
    .from(quizAnswers)
    .innerJoin(quizSets, eq(quizSets.id, quizAnswers.setId))
    .innerJoin(users, eq(users.id, quizAnswers.userId))
    .where(since ? gte(quizSets.day, since) : undefined)
    .groupBy(quizAnswers.userId, users.fullName)
    .orderBy(desc(total), played, users.fullName)
    .limit(limit);
  let rank = 0;
  let previous: number | null = null;
  return {
    period,
    since,
    rows: rows.map((row, i) => {
      if (row.score !== previous) rank = i + 1;
      previous = row.score;
      return { rank, name: displayName(row.name), score: row.score, played: row.played };
    }),
  };
}
