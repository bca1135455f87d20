import { localizeDigits } from '@patro/calendar';
import type { WireQuizResult, WireQuizSet } from '@patro/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { quizTranslator } from '../../i18n/quiz';
import type { Lang } from '../../i18n/types';
import { useSession } from '../../lib/auth/store';

export interface QuizPlayProps {
  lang: Lang;
  set: WireQuizSet;
  /** A visitor's answers checked by the server (the form posted without JavaScript, or with it). */
  checked: WireQuizResult | null;
}

const LETTERS = { np: ['क', 'ख', 'ग', 'घ'], en: ['A', 'B', 'C', 'D'] } as const;

/**
 * Today's set as a plain form (GET shows it, POST /quiz checks it on the server: a visitor's
 * play, no score kept). With JavaScript and a session, the answers go to the API once and are
 * kept for the leaderboard; a reader who has answered sees their result instead of the form.
 */
export function QuizPlay({ lang, set, checked }: QuizPlayProps) {
  const t = quizTranslator(lang);
  const session = useSession();
  const [result, setResult] = useState<WireQuizResult | null>(checked);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!signedIn || checked) return;
    let live = true;
    void import('../../lib/auth/session').then(async ({ apiFetch }) => {
      const answer = await apiFetch<{ data: WireQuizResult | null }>('/quiz/today/mine');
      if (live && answer.ok && answer.body.data) setResult(answer.body.data);
    });
    return () => {
      live = false;
    };
  }, [signedIn, checked]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!signedIn) return; // the server checks a visitor's answers (the form posts)
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const answers = set.questions.map((q) => {
      const value = form.get(`q${q.index}`);
      return value === null ? null : Number(value);
    });
    setBusy(true);
    const [{ apiFetch }, { apiErrorText }] = await Promise.all([
      import('../../lib/auth/session'),
      import('../../lib/api-error'),
    ]);
    const answer = await apiFetch<{ data: WireQuizResult }>('/quiz/today/answers', {
      method: 'POST',
      body: { answers },
    });
    setBusy(false);
    if (answer.ok) setResult(answer.body.data);
    else if (answer.status === 409) {
      const mine = await apiFetch<{ data: WireQuizResult | null }>('/quiz/today/mine');
      if (mine.ok && mine.body.data) setResult(mine.body.data);
    } else setError(apiErrorText(answer, lang));
  };

  if (result) return <QuizResult lang={lang} set={set} result={result} />;
  return (
    <form method="post" action="/quiz" className="quiz-form" onSubmit={(e) => void submit(e)}>
      {set.questions.map((q) => (
        <fieldset key={q.index} className="card quiz-question">
          <legend>
            <span className="quiz-number">
              {t('quiz.question', { n: localizeDigits(q.index + 1, lang) })}
            </span>
            <span className="quiz-prompt">{q.prompt[lang]}</span>
          </legend>
          <ul className="quiz-options">
            {q.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the options' order is the question's
              <li key={i}>
                <label className="quiz-option">
                  <input type="radio" name={`q${q.index}`} value={i} />
                  <span className="quiz-letter" aria-hidden="true">
                    {LETTERS[lang][i]}
                  </span>
                  <span>{o[lang]}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="muted small">
            {t(q.origin === 'engine' ? 'quiz.origin.engine' : 'quiz.origin.bank')}
          </p>
        </fieldset>
      ))}
      <p className="muted small quiz-note">
        {signedIn ? (
          t('quiz.signedInNote')
        ) : (
          <>
            {t('quiz.visitorNote', { login: '\u0000' }).split('\u0000')[0]}
            <a href="/login?redirect=%2Fquiz">{t('quiz.login')}</a>
            {t('quiz.visitorNote', { login: '\u0000' }).split('\u0000')[1]}
          </>
        )}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('quiz.submitting') : t('quiz.submit')}
      </button>
    </form>
  );
}

/** The score, then every question with the reader's answer, the right one, the explanation and its source. */
export function QuizResult({ lang, set, result }: { lang: Lang; set: WireQuizSet; result: WireQuizResult }) {
  const t = quizTranslator(lang);
  return (
    <section className="quiz-result" aria-labelledby="quiz-score">
      <h2 id="quiz-score" className="quiz-score" data-score={result.score}>
        {t('quiz.score', {
          score: localizeDigits(result.score, lang),
          total: localizeDigits(result.total, lang),
        })}
      </h2>
      <p className="muted">{t(result.recorded ? 'quiz.recorded' : 'quiz.notRecorded')}</p>
      <ol className="quiz-answers">
        {result.results.map((r) => {
          const q = set.questions[r.index];
          if (!q) return null;
          return (
            <li key={r.index} className={`card quiz-answer ${r.correct ? 'is-right' : 'is-wrong'}`}>
              <p className="quiz-prompt">{q.prompt[lang]}</p>
              <p>
                <strong className="quiz-verdict">{t(r.correct ? 'quiz.correct' : 'quiz.wrong')}</strong>
                {' — '}
                {t('quiz.yourAnswer', {
                  answer: r.choice === null ? t('quiz.noAnswer') : (q.options[r.choice]?.[lang] ?? ''),
                })}
              </p>
              {!r.correct && (
                <p>{t('quiz.rightAnswer', { answer: q.options[r.answer_index]?.[lang] ?? '' })}</p>
              )}
              <p>{r.explanation[lang]}</p>
              <p className="muted small">{t('quiz.source', { source: r.source })}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
