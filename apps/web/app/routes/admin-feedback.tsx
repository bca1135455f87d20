import type { WireSupportMessage } from '@patro/contracts';
import { type FormEvent, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { AdminStatus, adminRoute, useAdminList } from '../components/admin/AdminLayout';
import { supportTranslator } from '../i18n/support';
import { nepalDateTime } from '../lib/markets/format';
import { useLang } from '../lib/root-data';
import supportCss from '../styles/support.css?url';

/**
 * /admin/feedback (ADR 190): the feedback and contact inbox — list, read, mark answered, reply by
 * mail. Support staff and admins; the API checks every call.
 */
const screen = adminRoute((lang) => supportTranslator(lang)('adm.inbox.title'), Inbox);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: supportCss }];
export const meta = screen.meta;
export default screen.Component;

const FILTERS = ['new', 'answered', 'all'] as const;

function Inbox() {
  const lang = useLang();
  const s = supportTranslator(lang);
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('new');
  const { items, refusal, act, message } = useAdminList<WireSupportMessage>(
    `/admin/feedback/messages?status=${status}`,
  );

  const reply = async (id: number, event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('reply') ?? '');
    const done = await act<WireSupportMessage>(
      `/admin/feedback/messages/${id}/reply`,
      { method: 'POST', body: { reply: text } },
      () => s('adm.inbox.sent'),
    );
    if (done) form.reset();
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  return (
    <>
      <fieldset className="inbox-filter">
        <legend className="visually-hidden">{s('adm.inbox.title')}</legend>
        {FILTERS.map((f) => (
          <label key={f}>
            <input
              type="radio"
              name="status"
              value={f}
              checked={status === f}
              onChange={() => setStatus(f)}
            />
            {s(`adm.inbox.${f}`)}
          </label>
        ))}
      </fieldset>
      <AdminStatus message={message} />
      {!items ? (
        <p className="muted">…</p>
      ) : items.length === 0 ? (
        <p className="empty-state">{s('adm.inbox.empty')}</p>
      ) : (
        items.map((m) => (
          <article
            key={m.id}
            className="card inbox-message"
            aria-labelledby={`message-${m.id}`}
            data-message-id={m.id}
          >
            <h2 id={`message-${m.id}`}>
              {m.title}{' '}
              <span className="inbox-tag">
                {m.kind === 'contact' ? s('adm.inbox.kindContact') : s('adm.inbox.kindFeedback')}
                {m.topic ? ` · ${s(`topic.${m.topic}`)}` : ''}
              </span>{' '}
              <span className="inbox-tag">
                {m.status === 'new' ? s('adm.inbox.new') : s('adm.inbox.answered')}
              </span>
            </h2>
            <dl className="inbox-meta">
              <div>
                <dt>{s('adm.inbox.from')}</dt>
                <dd>
                  {m.name} &lt;{m.email}&gt;{m.mobile ? ` · ${m.mobile}` : ''}
                </dd>
              </div>
              <div>
                <dt>{s('adm.inbox.received')}</dt>
                <dd>{nepalDateTime(m.created_at, lang)}</dd>
              </div>
              <div>
                <dt>{s('adm.inbox.lang')}</dt>
                <dd>{m.lang === 'np' ? 'नेपाली' : 'English'}</dd>
              </div>
            </dl>
            <p className="inbox-body">{m.message}</p>
            {m.reply && (
              <div className="inbox-reply">
                <h3>{s('adm.inbox.lastReply')}</h3>
                <p className="inbox-body">{m.reply}</p>
              </div>
            )}
            <form onSubmit={(e) => reply(m.id, e)} className="inbox-reply-form">
              <label htmlFor={`reply-${m.id}`}>{s('adm.inbox.reply')}</label>
              <textarea id={`reply-${m.id}`} name="reply" rows={4} required maxLength={8000} />
              <div className="inbox-actions">
                <button type="submit" className="button">
                  {s('adm.inbox.send')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    act(`/admin/feedback/messages/${m.id}`, {
                      method: 'PATCH',
                      body: { answered: m.status === 'new' },
                    })
                  }
                >
                  {m.status === 'new' ? s('adm.inbox.markAnswered') : s('adm.inbox.markNew')}
                </button>
              </div>
            </form>
          </article>
        ))
      )}
    </>
  );
}
