import { localizeDigits } from '@patro/calendar';
import type { WireQuizBankQuestion } from '@patro/contracts';
import type { FormEvent } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminList } from '../components/admin/AdminLayout';
import { type QuizTranslate, quizTranslator } from '../i18n/quiz';
import type { Lang } from '../i18n/types';
import { nepalDateTime } from '../lib/markets/format';
import { useLang } from '../lib/root-data';
import quizCss from '../styles/quiz.css?url';

/** /admin/quiz: editors and admins write and review the quiz bank (checked by the API, ADR 177). */
const screen = adminRoute((lang) => quizTranslator(lang)('adm.quiz.title'), Questions);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: quizCss }];
export const meta = screen.meta;
export default screen.Component;

/** The form's fields as the API's body. */
function questionBody(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const pair = (name: string) => ({ np: text(`${name}_np`), en: text(`${name}_en`) });
  return {
    prompt: pair('prompt'),
    options: [0, 1, 2, 3].map((i) => pair(`option${i}`)),
    answer_index: Number(text('answer_index')),
    explanation: pair('explanation'),
    source: text('source'),
  };
}

function QuestionForm({
  lang,
  t,
  question,
  onSubmit,
}: {
  lang: Lang;
  t: QuizTranslate;
  question?: WireQuizBankQuestion;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const field = (name: string, label: string, value: string, long = false) =>
    long ? (
      <label className="field-inline">
        <span>{label}</span>
        <textarea name={name} defaultValue={value} required maxLength={600} rows={3} />
      </label>
    ) : (
      <label className="field-inline">
        <span>{label}</span>
        <input name={name} defaultValue={value} required maxLength={300} />
      </label>
    );
  return (
    <form className="quiz-admin-form" onSubmit={onSubmit}>
      {field('prompt_np', t('adm.quiz.promptNp'), question?.prompt.np ?? '')}
      {field('prompt_en', t('adm.quiz.promptEn'), question?.prompt.en ?? '')}
      {[0, 1, 2, 3].map((i) => {
        const n = localizeDigits(i + 1, lang);
        return (
          <div key={i} className="quiz-admin-pair">
            {field(`option${i}_np`, t('adm.quiz.optionNp', { n }), question?.options[i]?.np ?? '')}
            {field(`option${i}_en`, t('adm.quiz.optionEn', { n }), question?.options[i]?.en ?? '')}
          </div>
        );
      })}
      <label className="field-inline">
        <span>{t('adm.quiz.answer')}</span>
        <select name="answer_index" defaultValue={question?.answer_index ?? 0}>
          {[0, 1, 2, 3].map((i) => (
            <option key={i} value={i}>
              {localizeDigits(i + 1, lang)}
            </option>
          ))}
        </select>
      </label>
      {field('explanation_np', t('adm.quiz.explanationNp'), question?.explanation.np ?? '', true)}
      {field('explanation_en', t('adm.quiz.explanationEn'), question?.explanation.en ?? '', true)}
      {field('source', t('adm.quiz.source'), question?.source ?? '')}
      <button type="submit" className="button button--small">
        {t('adm.quiz.save')}
      </button>
    </form>
  );
}

function Questions() {
  const lang = useLang();
  const t = quizTranslator(lang);
  const { items, refusal, act, message } = useAdminList<WireQuizBankQuestion>('/admin/quiz/questions');

  const save = async (event: FormEvent<HTMLFormElement>, id?: number) => {
    event.preventDefault();
    const form = event.currentTarget;
    const done = await act<WireQuizBankQuestion>(
      id ? `/admin/quiz/questions/${id}` : '/admin/quiz/questions',
      { method: id ? 'PUT' : 'POST', body: questionBody(new FormData(form)) },
    );
    if (done && !id) form.reset();
  };
  const review = (id: number, status: 'draft' | 'reviewed' | 'published') =>
    act(`/admin/quiz/questions/${id}/review`, { method: 'POST', body: { status } });

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!items) return <p className="muted">…</p>;
  return (
    <>
      <AdminStatus message={message} />
      <p className="muted">{t('adm.quiz.rules')}</p>
      <details className="card source-row">
        <summary>{t('adm.quiz.new')}</summary>
        <QuestionForm lang={lang} t={t} onSubmit={(e) => void save(e)} />
      </details>
      {items.map((q) => (
        <section
          key={q.id}
          className="card source-row"
          aria-labelledby={`quiz-q-${q.id}`}
          data-question-id={q.id}
        >
          <h2 id={`quiz-q-${q.id}`} className="quiz-prompt">
            {q.prompt[lang]}
          </h2>
          <ol className="quiz-admin-options">
            {q.options.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the options' order is the question's
              <li key={i}>{i === q.answer_index ? <strong>{o[lang]} ✓</strong> : o[lang]}</li>
            ))}
          </ol>
          <p className="small">{q.explanation[lang]}</p>
          <p className="muted small">
            {t(`adm.quiz.status.${q.status}`)} ·{' '}
            {t('adm.quiz.by', { author: q.author ?? t('adm.quiz.seeded') })}
            {q.reviewer && q.reviewed_at
              ? ` · ${t('adm.quiz.reviewedBy', { reviewer: q.reviewer, when: nepalDateTime(q.reviewed_at, lang) })}`
              : ''}
            {' · '}
            {q.source}
          </p>
          <p className="quiz-admin-actions">
            {q.status === 'draft' && (
              <button
                type="button"
                className="button button--small"
                onClick={() => void review(q.id, 'reviewed')}
              >
                {t('adm.quiz.review')}
              </button>
            )}
            {q.status === 'reviewed' && (
              <button
                type="button"
                className="button button--small"
                onClick={() => void review(q.id, 'published')}
              >
                {t('adm.quiz.publish')}
              </button>
            )}
            {q.status !== 'draft' && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => void review(q.id, 'draft')}
              >
                {t('adm.quiz.draft')}
              </button>
            )}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void act(`/admin/quiz/questions/${q.id}`, { method: 'DELETE' })}
            >
              {t('adm.quiz.delete')}
            </button>
          </p>
          <details>
            <summary>{t('adm.quiz.edit')}</summary>
            <QuestionForm lang={lang} t={t} question={q} onSubmit={(e) => void save(e, q.id)} />
          </details>
        </section>
      ))}
    </>
  );
}
