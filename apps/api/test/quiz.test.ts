import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { quizQuestions, quizSets } from '../src/db/schema.js';
import { type JobEngine, startJobEngine } from '../src/jobs/engine.js';
import { SEED_QUESTIONS } from '../src/modules/quiz/bank.js';
import { nepalDay } from '../src/modules/quiz/daily.js';
import { quizJobs } from '../src/modules/quiz/jobs.js';
import { testDatabases } from './databases.js';
import { callAs, insertTestUser, type TestUser } from './users.js';

/** An instant in Kathmandu (UTC+05:45) as epoch ms. */
const kathmandu = (local: string) => Date.parse(`${local}+05:45`);
// Monday 2026-11-23 is BS 2083 Mangsir 7 (published calendar); its week began on Sunday the 22nd.
const MONDAY = kathmandu('2026-11-23T09:00:00');
const PREVIOUS_SATURDAY = kathmandu('2026-11-21T20:00:00');
const data = (path: string) => JSON.parse(readFileSync(new URL(`../data/${path}`, import.meta.url), 'utf8'));

describe('the seeded bank', () => {
  const seed = (key: string) => {
    const q = SEED_QUESTIONS.find((s) => s.key === key)!;
    return q.options[q.answerIndex]!;
  };
  it('answers what the repository’s own data says', () => {
    expect(seed('nepal-provinces').en).toBe(String(data('election/hor-2079/states.json').length));
    expect(seed('nepal-districts').en).toBe(String(data('election/places.json').districts.length));
    const final = data('sports/worldcup/2022/worldcup.json').matches.find(
      (m: { round: string }) => m.round === 'Final',
    );
    const [argentina, france] = final.score.p as [number, number];
    expect(seed('worldcup-2022-winner').en).toBe(argentina > france ? final.team1 : final.team2);
    const hatTrick = (final.goals2 as { name: string }[]).filter((g) => g.name === 'Kylian Mbappé');
    expect(hatTrick).toHaveLength(3);
    expect(seed('worldcup-2022-final-hat-trick').en).toBe('Kylian Mbappé');
    const readme = readFileSync(new URL('../data/election/README.md', import.meta.url), 'utf8');
    expect(readme).toContain('165 constituencies');
    expect(readme).toContain('2082 (5 March 2026)');
    expect(seed('hor-fptp-constituencies').en).toBe('165');
    expect(seed('hor-2082-election-date').en).toBe('5 March 2026');
    for (const q of SEED_QUESTIONS) {
      expect(new Set(q.options.map((o) => o.en)).size, q.key).toBe(4);
      expect(q.source.length, q.key).toBeGreaterThan(10);
    }
  });
});

describe.each(testDatabases())('quiz API on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let nowMs = MONDAY;
  let sita: TestUser;
  let hari: TestUser;
  let editor: TestUser;
  let otherEditor: TestUser;
  let astrologer: TestUser;
  let admin: TestUser;
  const call = callAs(() => app);

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ database, webOrigin: 'http://localhost:3000', now: () => nowMs });
    sita = await insertTestUser(app, database.db, { fullName: 'Sita Sharma', email: 'sita@example.com' });
    hari = await insertTestUser(app, database.db, { fullName: 'Hari Bahadur Thapa' });
    editor = await insertTestUser(app, database.db, { fullName: 'Editor One', roles: ['editor'] });
    otherEditor = await insertTestUser(app, database.db, { fullName: 'Editor Two', roles: ['editor'] });
    astrologer = await insertTestUser(app, database.db, { roles: ['astrologer'] });
    admin = await insertTestUser(app, database.db, { roles: ['admin'] });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const storedSet = async (day: string) =>
    (await database.db.select().from(quizSets).where(eq(quizSets.day, day)))[0]!;
  const rightAnswers = async (day: string) => (await storedSet(day)).questions.map((q) => q.answerIndex);

  it('today’s set mixes reviewed bank questions and engine questions, and reveals no answer', async () => {
    // Before any set was made there is no closed one to show.
    expect((await call('GET', '/quiz/previous')).json()).toEqual({ data: null });
    const response = await call('GET', '/quiz/today');
    expect(response.statusCode).toBe(200);
    const set = response.json().data;
    expect(set).toMatchObject({ day: '2026-11-23', bs_day: '2083-08-07' });
    expect(set.closes_at).toBe('2026-11-23T18:15:00.000Z');
    const origins = set.questions.map((q: { origin: string }) => q.origin);
    expect(origins.filter((o: string) => o === 'bank')).toHaveLength(3);
    expect(origins.filter((o: string) => o === 'engine').length).toBeGreaterThanOrEqual(4);
    for (const q of set.questions) expect(q.options).toHaveLength(4);
    expect(response.body).not.toMatch(/answer|explanation|proof|source/i);
    // The same set all day, for everyone.
    nowMs = kathmandu('2026-11-23T23:59:00');
    expect((await call('GET', '/quiz/today')).json().data.questions).toEqual(set.questions);
    nowMs = MONDAY;
    // Each engine question was checked when the set was made: its proof is kept with it.
    const stored = await storedSet('2026-11-23');
    const engine = stored.questions.filter((q) => q.origin === 'engine');
    expect(engine.length).toBeGreaterThan(0);
    for (const q of engine) expect(q.proof).toBeTruthy();
  });

  it('a visitor’s answers are checked, with explanations, and nothing is stored', async () => {
    const right = await rightAnswers('2026-11-23');
    const answers = right.map((a, i) => (i === 0 ? (a + 1) % 4 : a));
    const response = await call('POST', '/quiz/today/check', undefined, { answers });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ score: right.length - 1, total: right.length, recorded: false });
    expect(result.results[0]).toMatchObject({ correct: false, answer_index: right[0] });
    expect(result.results[1].explanation.en.length).toBeGreaterThan(5);
    expect((await call('GET', '/quiz/leaderboard?period=all')).json().data.rows).toEqual([]);
    const short = await call('POST', '/quiz/today/check', undefined, { answers: [0] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('answers');
    // Storing needs an account.
    expect((await call('POST', '/quiz/today/answers', undefined, { answers })).statusCode).toBe(401);
    expect((await call('GET', '/quiz/today/mine')).statusCode).toBe(401);
  });

  it('a signed-in reader answers once a day, scored on the server; the answers show only after', async () => {
    expect((await call('GET', '/quiz/today/mine', sita)).json().data).toBeNull();
    const right = await rightAnswers('2026-11-23');
    const answers = right.map((a, i) => (i < 2 ? null : a));
    const first = await call('POST', '/quiz/today/answers', sita, { answers });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ score: right.length - 2, total: right.length, recorded: true });
    const again = await call('POST', '/quiz/today/answers', sita, { answers: right });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('quiz_already_answered');
    const mine = (await call('GET', '/quiz/today/mine', sita)).json().data;
    expect(mine.score).toBe(right.length - 2);
    expect(mine.results.map((r: { answer_index: number }) => r.answer_index)).toEqual(right);
    expect(mine.results[0]).toMatchObject({ choice: null, correct: false });
    // Hari answers everything right.
    expect((await call('POST', '/quiz/today/answers', hari, { answers: right })).statusCode).toBe(201);
  });

  it('weekly and all-time leaderboards name readers by display name only', async () => {
    // Sita also played last Saturday (the week before this one), all right.
    nowMs = PREVIOUS_SATURDAY;
    await call('GET', '/quiz/today');
    const saturday = await rightAnswers('2026-11-21');
    expect((await call('POST', '/quiz/today/answers', sita, { answers: saturday })).statusCode).toBe(201);
    nowMs = MONDAY;
    const today = (await rightAnswers('2026-11-23')).length;
    const week = (await call('GET', '/quiz/leaderboard?period=week')).json().data;
    expect(week.since).toBe('2026-11-22');
    expect(week.rows).toEqual([
      { rank: 1, name: 'Hari T.', score: today, played: 1 },
      { rank: 2, name: 'Sita S.', score: today - 2, played: 1 },
    ]);
    const all = await call('GET', '/quiz/leaderboard?period=all');
    expect(all.json().data.rows).toEqual([
      { rank: 1, name: 'Sita S.', score: today - 2 + saturday.length, played: 2 },
      { rank: 2, name: 'Hari T.', score: today, played: 1 },
    ]);
    expect(all.body).not.toContain('sita@example.com');
    expect(all.body).not.toContain(sita.id);
    expect(all.body).not.toContain('Sharma');
    expect((await call('GET', '/quiz/leaderboard?period=year')).statusCode).toBe(400);
  });

  it('a day’s answers are shown to everyone once its set has closed, and not before', async () => {
    // Monday: the last closed set is Saturday's (no set was made on Sunday); Monday's stays secret.
    const monday = await call('GET', '/quiz/previous');
    expect(monday.statusCode).toBe(200);
    const saturday = monday.json().data;
    expect(saturday).toMatchObject({ day: '2026-11-21', bs_day: '2083-08-05' });
    expect(saturday.questions.map((q: { answer_index: number }) => q.answer_index)).toEqual(
      await rightAnswers('2026-11-21'),
    );
    expect(saturday.questions[0].explanation.np.length).toBeGreaterThan(5);
    // One minute after Nepal midnight, Monday's set is the closed one, answers and all.
    nowMs = kathmandu('2026-11-24T00:01:00');
    const tuesday = (await call('GET', '/quiz/previous')).json().data;
    nowMs = MONDAY;
    expect(tuesday.day).toBe('2026-11-23');
    const stored = await storedSet('2026-11-23');
    expect(tuesday.questions).toHaveLength(stored.questions.length);
    tuesday.questions.forEach((q: { prompt: unknown; answer_index: number; source: string }, i: number) => {
      expect(q.prompt).toEqual(stored.questions[i]!.prompt);
      expect(q.answer_index).toBe(stored.questions[i]!.answerIndex);
      expect(q.source).toBe(stored.questions[i]!.source);
    });
  });

  it('editors and admins write and review the bank; nobody reviews their own question; readers may not', async () => {
    const question = {
      prompt: { np: 'नेपालमा कति प्रदेश छन्?', en: 'How many provinces are there?' },
      options: ['५', '६', '७', '८'].map((np, i) => ({ np, en: String(5 + i) })),
      answer_index: 2,
      explanation: { np: 'सात।', en: 'Seven.' },
      source: 'apps/api/data/election/hor-2079/states.json',
    };
    for (const [who, status] of [
      [undefined, 401],
      [sita, 403],
      [astrologer, 403],
    ] as const) {
      expect((await call('GET', '/admin/quiz/questions', who)).statusCode).toBe(status);
      expect((await call('POST', '/admin/quiz/questions', who, question)).statusCode).toBe(status);
      expect(
        (await call('POST', '/admin/quiz/questions/1/review', who, { status: 'reviewed' })).statusCode,
      ).toBe(status);
      expect((await call('DELETE', '/admin/quiz/questions/1', who)).statusCode).toBe(status);
    }
    const made = await call('POST', '/admin/quiz/questions', editor, question);
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    expect(made.json().data).toMatchObject({ status: 'draft', author: 'Editor One', reviewer: null });
    const review = (who: TestUser, status: string) =>
      call('POST', `/admin/quiz/questions/${id}/review`, who, { status });
    expect((await review(otherEditor, 'published')).json().code).toBe('quiz_not_reviewed');
    expect((await review(editor, 'reviewed')).json().code).toBe('quiz_own_review');
    const reviewed = await review(otherEditor, 'reviewed');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({ status: 'reviewed', reviewer: 'Editor Two' });
    expect((await review(admin, 'published')).json().data.status).toBe('published');
    // An edit sends it back for review.
    const edited = await call('PUT', `/admin/quiz/questions/${id}`, admin, {
      ...question,
      explanation: { np: 'सात प्रदेश।', en: 'Seven provinces.' },
    });
    expect(edited.json().data).toMatchObject({ status: 'draft', reviewer: null, reviewed_at: null });
    const list = (await call('GET', '/admin/quiz/questions', editor)).json().data;
    expect(list.length).toBe(SEED_QUESTIONS.length + 1);
    expect((await call('DELETE', `/admin/quiz/questions/${id}`, editor)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/quiz/questions/${id}`, editor)).statusCode).toBe(404);
    const [left] = await database.db.select().from(quizQuestions).where(eq(quizQuestions.id, id));
    expect(left).toBeUndefined();
  });
});

describe.each(testDatabases())('the set made at Nepal midnight on $name', ({ open }) => {
  let database: Database;
  let engine: JobEngine | undefined;
  afterAll(async () => {
    await engine?.stop();
    await database?.close();
  });

  it('the job makes the new day’s set just after midnight in Kathmandu, once', async () => {
    database = await open();
    const clock = new TestClock(kathmandu('2026-11-23T23:55:00'));
    engine = await startJobEngine({
      database,
      jobs: quizJobs({ db: database.db }),
      log: { info() {}, error() {} },
      pollingIntervalSeconds: 30,
      clock,
    });
    const sets = () => database.db.select({ day: quizSets.day }).from(quizSets);
    await clock.tick(4 * 60_000);
    expect(await sets()).toEqual([]);
    await clock.tick(4 * 60_000);
    await vi.waitFor(async () => expect(await sets()).toEqual([{ day: '2026-11-24' }]), {
      timeout: 30_000,
      interval: 100,
    });
    const [set] = await database.db.select().from(quizSets);
    expect(set!.bsDay).toBe('2083-08-08');
    expect(set!.createdAt.getTime()).toBeGreaterThanOrEqual(kathmandu('2026-11-24T00:00:00'));
    expect(nepalDay(kathmandu('2026-11-24T00:00:30')).ad).toBe('2026-11-24');
    await clock.tick(30 * 60_000);
    expect((await engine.recentRuns('quiz-daily-set')).length).toBe(1);
  }, 120_000);
});
