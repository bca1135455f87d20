import type { QuizQuestionStatus, WireQuizBankQuestion } from '@patro/contracts';
import { coercedRowIdSchema } from '@patro/contracts';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { quizAnswers, quizQuestions, users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { badField, conflict, notFound } from '../../http/errors.js';
import type { StaffRoles } from '../../policy/staff.js';
import { dailySet, leaderboard, previousSet, score, storedResult, wireClosedSet, wireSet } from './daily.js';

const text = (max: number) =>
  z.object({
    np: z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`),
    en: z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`),
  });

const questionBody = z.object({
  prompt: text(300),
  options: z.array(text(120)).length(4, 'must be four options'),
  answer_index: z.number().int('must be 0 to 3').min(0, 'must be 0 to 3').max(3, 'must be 0 to 3'),
  explanation: text(600),
  source: z.string().trim().min(1, 'is required').max(300, 'must be at most 300 characters'),
});

const answersBody = z.object({
  answers: z
    .array(z.number().int('must be 0 to 3').min(0, 'must be 0 to 3').max(3, 'must be 0 to 3').nullable())
    .max(20, 'must be at most 20 answers'),
});

const statuses = ['draft', 'reviewed', 'published'] as const satisfies readonly QuizQuestionStatus[];
const author = alias(users, 'quiz_author');
const reviewer = alias(users, 'quiz_reviewer');

/** The daily quiz (spec §2 /quiz, ADR 177): today's set, answers, leaderboards, and the editors' bank. */
export const quizRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => number; roles: StaffRoles }> = async (
  app,
  { db, now, roles },
) => {
  const todaysSet = async (choices?: readonly (number | null)[]) => {
    const set = await dailySet(db, now());
    if (choices && choices.length !== set.questions.length)
      throw badField('body', 'answers', `must be ${set.questions.length} answers, one per question`);
    return set;
  };

  app.get(
    '/quiz/today',
    {
      schema: {
        tags: ['quiz'],
        summary: "Today's questions (Nepal day), without answers",
        description:
          '`{ data: { day, bs_day, questions: [{ index, origin, prompt: {np,en}, options: [{np,en}×4] }], closes_at } }`. ' +
          'Answers and explanations come only from answering (`/quiz/today/check` or `/quiz/today/answers`).',
      },
    },
    async (_request, reply) => {
      const set = await todaysSet();
      reply.header('cache-control', 'public, max-age=60');
      return { data: wireSet(set, now()) };
    },
  );

  app.post(
    '/quiz/today/check',
    {
      schema: {
        tags: ['quiz'],
        summary: "A visitor's answers checked, not stored (no score kept)",
        body: answersBody,
      },
    },
    async (request, reply) => {
      const set = await todaysSet(request.body.answers);
      reply.header('cache-control', 'private, no-store');
      return { data: score(set, request.body.answers, false) };
    },
  );

  app.post(
    '/quiz/today/answers',
    {
      schema: {
        tags: ['quiz'],
        summary: "A signed-in reader's answers to today's set, once; scored and kept",
        security: [{ bearerAuth: [] }],
        body: answersBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { answers } = request.body;
      const set = await todaysSet(answers);
      const result = score(set, answers, true);
      // One row per question, unique per account: a second submission (even a concurrent one) is refused whole.
      await db
        .transaction(async (tx) => {
          await tx.insert(quizAnswers).values(
            result.results.map((r) => ({
              setId: set.id,
              userId: user.id,
              questionIndex: r.index,
              choice: r.choice,
              correct: r.correct,
            })),
          );
        })
        .catch((error: unknown) => {
          if (String((error as { cause?: unknown }).cause ?? error).includes('quiz_answers_once_idx'))
            throw conflict('quiz_already_answered');
          throw error;
        });
      reply.header('cache-control', 'private, no-store');
      reply.status(201);
      return { data: result };
    },
  );

  app.get(
    '/quiz/today/mine',
    {
      schema: {
        tags: ['quiz'],
        summary: "The reader's answers to today's set with the right answers, or null before answering",
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const set = await todaysSet();
      reply.header('cache-control', 'private, no-store');
      return { data: await storedResult(db, set, user.id) };
    },
  );

  app.get(
    '/quiz/previous',
    {
      schema: {
        tags: ['quiz'],
        summary: 'The last closed set (before today, Nepal time) with its answers and explanations',
        description:
          '`{ data: { day, bs_day, questions: [{ index, origin, prompt, options, answer_index, explanation, source }] } }`, ' +
          'or `{ data: null }` when no earlier set was made.',
      },
    },
    async (_request, reply) => {
      const set = await previousSet(db, now());
      reply.header('cache-control', 'public, max-age=300');
      return { data: set ? wireClosedSet(set) : null };
    },
  );

  app.get(
    '/quiz/leaderboard',
    {
      schema: {
        tags: ['quiz'],
        summary: 'This week’s (from Sunday, Nepal time) or all-time leaders, by display name',
        querystring: z.object({
          period: z.enum(['week', 'all'], { message: 'must be week or all' }).default('week'),
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await leaderboard(db, request.query.period, now()) };
    },
  );

  // ---------- The bank: editors and admins ----------

  const writers = roles.only('quiz.questions.write');
  const wireQuestion = (row: {
    q: typeof quizQuestions.$inferSelect;
    author: string | null;
    reviewer: string | null;
  }): WireQuizBankQuestion => ({
    id: row.q.id,
    prompt: row.q.prompt,
    options: row.q.options,
    answer_index: row.q.answerIndex,
    explanation: row.q.explanation,
    source: row.q.source,
    status: row.q.status as QuizQuestionStatus,
    author: row.author,
    reviewer: row.reviewer,
    reviewed_at: row.q.reviewedAt?.toISOString() ?? null,
    updated_at: row.q.updatedAt.toISOString(),
  });
  const selectQuestions = () =>
    db
      .select({ q: quizQuestions, author: author.fullName, reviewer: reviewer.fullName })
      .from(quizQuestions)
      .leftJoin(author, eq(author.id, quizQuestions.authorId))
      .leftJoin(reviewer, eq(reviewer.id, quizQuestions.reviewerId));
  const oneQuestion = async (id: number) => {
    const [row] = await selectQuestions().where(eq(quizQuestions.id, id));
    if (!row) throw notFound('quiz_question_not_found');
    return wireQuestion(row);
  };
  const idParams = z.object({ id: coercedRowIdSchema('must be a question id') });

  app.get(
    '/admin/quiz/questions',
    {
      preValidation: writers,
      schema: {
        tags: ['quiz'],
        summary: 'The question bank with its review record (editors, admins)',
        security: [{ bearerAuth: [] }],
      },
    },
    async (_request, reply) => {
      const rows = await selectQuestions().orderBy(desc(quizQuestions.updatedAt), desc(quizQuestions.id));
      reply.header('cache-control', 'private, no-store');
      return { data: rows.map(wireQuestion) };
    },
  );

  app.post(
    '/admin/quiz/questions',
    {
      preValidation: writers,
      schema: {
        tags: ['quiz'],
        summary: 'Write a bank question (a draft until reviewed)',
        security: [{ bearerAuth: [] }],
        body: questionBody,
      },
    },
    async (request, reply) => {
      const caller = await roles.require(request, 'quiz.questions.write');
      const b = request.body;
      const [row] = await db
        .insert(quizQuestions)
        .values({
          prompt: b.prompt,
          options: b.options,
          answerIndex: b.answer_index,
          explanation: b.explanation,
          source: b.source,
          status: 'draft',
          authorId: caller.id,
        })
        .returning({ id: quizQuestions.id });
      reply.status(201);
      return { data: await oneQuestion(row!.id) };
    },
  );

  app.put(
    '/admin/quiz/questions/:id',
    {
      preValidation: writers,
      schema: {
        tags: ['quiz'],
        summary: 'Rewrite a bank question: it goes back to draft for a new review',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: questionBody,
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'quiz.questions.write');
      const b = request.body;
      const changed = await db
        .update(quizQuestions)
        .set({
          prompt: b.prompt,
          options: b.options,
          answerIndex: b.answer_index,
          explanation: b.explanation,
          source: b.source,
          status: 'draft',
          authorId: caller.id,
          reviewerId: null,
          reviewedAt: null,
          updatedAt: new Date(now()),
        })
        .where(eq(quizQuestions.id, request.params.id))
        .returning({ id: quizQuestions.id });
      if (changed.length === 0) throw notFound('quiz_question_not_found');
      return { data: await oneQuestion(request.params.id) };
    },
  );

  app.post(
    '/admin/quiz/questions/:id/review',
    {
      preValidation: roles.only('quiz.questions.review'),
      schema: {
        tags: ['quiz'],
        summary: 'Mark a question reviewed, publish it (into daily sets) or send it back to draft',
        description:
          'A reviewer other than the author marks it reviewed; only a reviewed question is published.',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: z.object({ status: z.enum(statuses, { message: 'must be draft, reviewed or published' }) }),
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'quiz.questions.review');
      const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, request.params.id));
      if (!row) throw notFound('quiz_question_not_found');
      const status = request.body.status;
      if (status === 'reviewed' && row.authorId === caller.id) throw conflict('quiz_own_review');
      if (status === 'published' && row.status === 'draft') throw conflict('quiz_not_reviewed');
      await db
        .update(quizQuestions)
        .set(
          status === 'reviewed'
            ? { status, reviewerId: caller.id, reviewedAt: new Date(now()), updatedAt: new Date(now()) }
            : status === 'draft'
              ? { status, reviewerId: null, reviewedAt: null, updatedAt: new Date(now()) }
              : { status, updatedAt: new Date(now()) },
        )
        .where(eq(quizQuestions.id, row.id));
      return { data: await oneQuestion(row.id) };
    },
  );

  app.delete(
    '/admin/quiz/questions/:id',
    {
      preValidation: writers,
      schema: {
        tags: ['quiz'],
        summary: 'Delete a bank question (sets already made keep their copy)',
        security: [{ bearerAuth: [] }],
        params: idParams,
      },
    },
    async (request, reply) => {
      const gone = await db
        .delete(quizQuestions)
        .where(eq(quizQuestions.id, request.params.id))
        .returning({ id: quizQuestions.id });
      if (gone.length === 0) throw notFound('quiz_question_not_found');
      reply.status(204);
    },
  );
};
