import { formatAdDate, formatBsDate } from '@patro/calendar';
import type { WireQuizClosedSet } from '@patro/contracts';
import { quizTranslator } from '../../i18n/quiz';
import type { Lang } from '../../i18n/types';

const ymd = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The last closed set: every question with its right answer, explanation and source (no secrets left). */
export function PreviousAnswers({
  previous,
  today,
  lang,
}: {
  previous: WireQuizClosedSet;
  today: string | null;
  lang: Lang;
}) {
  const t = quizTranslator(lang);
  const day = ymd(previous.day);
  // "Yesterday" only when the set really is the day before today's; otherwise the last one played.
  const yesterday =
    today !== null && Date.UTC(day.year, day.month - 1, day.day + 1) === Date.parse(`${today}T00:00Z`);
  return (
    <section className="quiz-previous" aria-labelledby="quiz-previous">
      <h2 id="quiz-previous">{t(yesterday ? 'quiz.previous.yesterday' : 'quiz.previous.earlier')}</h2>
      <p className="muted">
        {t('quiz.previous.intro', {
          day: t('quiz.day', { bs: formatBsDate(ymd(previous.bs_day), lang), ad: formatAdDate(day, lang) }),
        })}
      </p>
      <ol className="quiz-answers">
        {previous.questions.map((q) => (
          <li key={q.index} className="card quiz-answer is-right">
            <p className="quiz-prompt">{q.prompt[lang]}</p>
            <p>
              <strong>{t('quiz.rightAnswer', { answer: q.options[q.answer_index]?.[lang] ?? '' })}</strong>
            </p>
            <p>{q.explanation[lang]}</p>
            <p className="muted small">{t('quiz.source', { source: q.source })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
