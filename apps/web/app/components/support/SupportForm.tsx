import type { FeedbackField, SupportKind } from '@patro/contracts/feedback';
import type { Lang } from '../../i18n';
import { type SupportMessageKey, supportTranslator } from '../../i18n/support';
import type { FormResult, FormValues } from '../../lib/support/send.server';
import { TOPICS } from '../../lib/support/topics';

const EMPTY: FormValues = { name: '', email: '', mobile: '', title: '', message: '', topic: '' };

/**
 * The feedback and contact form (ADR 190): a plain POST form, so it works without script; the
 * server answers with the same page, every field at fault named beside it. `website` is the
 * honeypot, out of sight and out of the tab order.
 */
export function SupportForm({
  kind,
  lang,
  result,
  action,
}: {
  kind: SupportKind;
  lang: Lang;
  result: FormResult | undefined;
  action: string;
}) {
  const s = supportTranslator(lang);
  if (result?.sent) {
    return (
      <div className="support-sent" role="status">
        <p>{s(kind === 'feedback' ? 'form.feedbackSent' : 'form.sent', { email: result.email })}</p>
        <p>
          <a href={action}>{s('form.another')}</a>
        </p>
      </div>
    );
  }
  const values = result?.values ?? EMPTY;
  const problems = result?.problems ?? {};
  const listed = (Object.keys(problems) as FeedbackField[]).filter((f) => problems[f]);
  const field = (name: FeedbackField) => ({
    id: `support-${name}`,
    name,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `support-${name}-error` : undefined,
  });
  const problem = (name: FeedbackField) =>
    problems[name] ? (
      <p className="support-error" id={`support-${name}-error`}>
        {problems[name]}
      </p>
    ) : null;
  const label = (name: FeedbackField, key: SupportMessageKey, required = true) => (
    <label htmlFor={`support-${name}`}>
      {s(key)}
      {required && <span className="support-required"> ({s('form.required')})</span>}
    </label>
  );
  return (
    <form method="post" action={action} className="support-form" noValidate>
      {result?.failure && (
        <p className="support-failure" role="alert">
          {s('form.failed', { message: result.failure })}
        </p>
      )}
      {listed.length > 0 && (
        <div className="support-summary" role="alert">
          <p>{s('form.fix')}</p>
          <ul>
            {listed.map((f) => (
              <li key={f}>
                <a href={`#support-${f}`}>{problems[f]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="support-field">
        {label('name', 'field.name')}
        <input {...field('name')} type="text" autoComplete="name" maxLength={80} defaultValue={values.name} />
        {problem('name')}
      </div>
      <div className="support-field">
        {label('email', 'field.email')}
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={values.email}
        />
        {problem('email')}
      </div>
      <div className="support-field">
        {label('mobile', 'field.mobile', false)}
        <input
          {...field('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          defaultValue={values.mobile}
          aria-describedby={
            problems.mobile ? 'support-mobile-error support-mobile-hint' : 'support-mobile-hint'
          }
        />
        <p className="support-hint" id="support-mobile-hint">
          {s('field.mobileHint')}
        </p>
        {problem('mobile')}
      </div>
      {kind === 'contact' && (
        <div className="support-field">
          {label('topic', 'field.topic')}
          <select {...field('topic')} defaultValue={values.topic || 'support'}>
            {TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {s(`topic.${topic}`)}
              </option>
            ))}
          </select>
          {problem('topic')}
        </div>
      )}
      <div className="support-field">
        {label('title', 'field.title')}
        <input {...field('title')} type="text" maxLength={120} defaultValue={values.title} />
        {problem('title')}
      </div>
      <div className="support-field">
        {label('message', kind === 'feedback' ? 'field.feedback' : 'field.message')}
        <textarea {...field('message')} rows={6} maxLength={4000} defaultValue={values.message} />
        {problem('message')}
      </div>
      <div className="support-honeypot" aria-hidden="true">
        <label htmlFor="support-website">{s('field.honeypot')}</label>
        <input
          id="support-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <p className="support-note">{s('form.privacy')}</p>
      <button type="submit" className="button">
        {s('form.send')}
      </button>
    </form>
  );
}
