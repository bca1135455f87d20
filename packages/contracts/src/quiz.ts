/** The daily quiz (ADR 177): what the API answers and the web renders. */

export interface WireQuizText {
  np: string;
  en: string;
}

/** One question of today's set as a reader sees it before answering: no answer, no explanation. */
export interface WireQuizQuestion {
  index: number;
  /** `bank`: written and reviewed by editors; `engine`: made and proved by the calendar engine. */
  origin: 'bank' | 'engine';
  prompt: WireQuizText;
  options: WireQuizText[];
}

/** GET /quiz/today. */
export interface WireQuizSet {
  /** The Nepal day, AD `YYYY-MM-DD`, and the same day in BS. */
  day: string;
  bs_day: string;
  questions: WireQuizQuestion[];
  /** When the set closes (the next Nepal midnight), ISO. */
  closes_at: string;
}

/** One question after answering: the right option, the reader's, the explanation and its source. */
export interface WireQuizResultItem {
  index: number;
  choice: number | null;
  answer_index: number;
  correct: boolean;
  explanation: WireQuizText;
  source: string;
}

/** POST /quiz/today/check, POST /quiz/today/answers, GET /quiz/today/mine. */
export interface WireQuizResult {
  day: string;
  score: number;
  total: number;
  /** False for a visitor's check: nothing was stored, no leaderboard place. */
  recorded: boolean;
  results: WireQuizResultItem[];
}

/**
 * GET /quiz/previous: the last set before today's, closed, so its answers are shown to everyone
 * (spec: answers stay hidden only while a day's set is open). Null when no earlier set was made.
 */
export interface WireQuizClosedSet {
  day: string;
  bs_day: string;
  questions: (WireQuizQuestion & { answer_index: number; explanation: WireQuizText; source: string })[];
}

/** GET /quiz/leaderboard: display names only. */
export interface WireQuizLeaderboard {
  period: 'week' | 'all';
  /** First day counted (the week's Sunday, Nepal time), or null for all time. */
  since: string | null;
  rows: { rank: number; name: string; score: number; played: number }[];
}

export type QuizQuestionStatus = 'draft' | 'reviewed' | 'published';

/** GET /admin/quiz/questions: a bank question with its review record. */
export interface WireQuizBankQuestion {
  id: number;
  prompt: WireQuizText;
  options: WireQuizText[];
  answer_index: number;
  explanation: WireQuizText;
  source: string;
  status: QuizQuestionStatus;
  author: string | null;
  reviewer: string | null;
  reviewed_at: string | null;
  updated_at: string;
}
