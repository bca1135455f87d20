import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { LinksFunction } from 'react-router';
import { useSearchParams } from 'react-router';
import { AdminStatus, adminRoute, useAdminData } from '../components/admin/AdminLayout';
import { Conversation, type WireSupportThread } from '../components/talk/Conversation';
import { talkTranslator } from '../i18n/talk';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { nepalDateTime } from '../lib/markets/format';
import { useLang } from '../lib/root-data';
import talkCss from '../styles/talk.css?url';

interface Canned {
  id: number;
  title: string;
  body: string;
}

/** /admin/support: the talk-with-us inbox (support staff and admins, checked by the API; ADR 195). */
const screen = adminRoute((lang) => talkTranslator(lang)('inbox.title'), Inbox);

export const links: LinksFunction = () => [...screen.links(), { rel: 'stylesheet', href: talkCss }];
export const meta = screen.meta;
export default screen.Component;

function Inbox() {
  const lang = useLang();
  const t = talkTranslator(lang);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const assignee = params.get('assignee') ?? 'any';
  const openId = params.get('thread');
  const {
    data: threads,
    refusal,
    reload,
  } = useAdminData<WireSupportThread[]>(`/admin/support/threads?status=${status}&assignee=${assignee}`);
  const { data: canned, reload: reloadCanned } = useAdminData<Canned[]>('/admin/support/canned');
  const [current, setCurrent] = useState<WireSupportThread | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [draft, setDraft] = useState<{ text: string; n: number } | undefined>();

  const load = useCallback(async () => {
    if (!openId) return setCurrent(null);
    const answer = await apiFetch<{ data: WireSupportThread }>(`/support/threads/${openId}`);
    if (answer.ok) setCurrent(answer.body.data);
    else setMessage(apiErrorText(answer, lang));
  }, [openId, lang]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (path: string, body: object) => {
    const answer = await apiFetch<{ data: WireSupportThread }>(path, { method: 'POST', body });
    setMessage(answer.ok ? null : apiErrorText(answer, lang));
    await reload();
    await load();
  };
  const onChange = useCallback(() => void reload(), [reload]);

  const saveCanned = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const answer = await apiFetch('/admin/support/canned', {
      method: 'POST',
      body: { title: String(data.get('title') ?? ''), body: String(data.get('body') ?? '') },
    });
    setMessage(answer.ok ? null : apiErrorText(answer, lang));
    if (answer.ok) form.reset();
    await reloadCanned();
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  const me = session.user?.id;
  return (
    <div className="talk">
      <AdminStatus message={message} />
      <form className="talk-actions" method="get">
        <label className="field-inline">
          <span>{t('inbox.status')}</span>
          <select name="status" defaultValue={status}>
            <option value="open">{t('talk.open')}</option>
            <option value="closed">{t('talk.closed')}</option>
            <option value="all">{t('inbox.all')}</option>
          </select>
        </label>
        <label className="field-inline">
          <span>{t('inbox.assignee')}</span>
          <select name="assignee" defaultValue={assignee}>
            <option value="any">{t('inbox.any')}</option>
            <option value="me">{t('inbox.mine')}</option>
            <option value="none">{t('inbox.unassigned')}</option>
          </select>
        </label>
        <button type="submit" className="button button--ghost">
          {t('inbox.show')}
        </button>
      </form>
      <div className="talk-inbox">
        <ul className="plain-list talk-list talk-inbox-list">
          {threads?.length === 0 && <li className="muted">{t('inbox.empty')}</li>}
          {threads?.map((thread) => (
            <li key={thread.id}>
              <a
                href={`/admin/support?thread=${thread.id}`}
                aria-current={thread.id === openId ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setParams({ status, assignee, thread: thread.id });
                }}
              >
                {thread.subject}
              </a>
              <br />
              <span className="muted small">
                {thread.reader?.name} · {nepalDateTime(thread.last_message_at, lang)}
              </span>
            </li>
          ))}
        </ul>
        <div>
          {current && (
            <>
              <p className="muted small">
                {t('inbox.reader')}: {current.reader?.name} ({current.reader?.email})
                {current.assignee_id
                  ? ` · ${t('inbox.assigned', { name: current.assignee_id === me ? t('inbox.mine') : current.assignee_id })}`
                  : ''}
              </p>
              <div className="talk-actions">
                {current.assignee_id === me ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() =>
                      void act(`/admin/support/threads/${current.id}/assign`, { assignee_id: null })
                    }
                  >
                    {t('inbox.unassign')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() =>
                      void act(`/admin/support/threads/${current.id}/assign`, { assignee_id: me ?? null })
                    }
                  >
                    {t('inbox.assignMe')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    void act(`/admin/support/threads/${current.id}/status`, {
                      status: current.status === 'open' ? 'closed' : 'open',
                    })
                  }
                >
                  {current.status === 'open' ? t('inbox.close') : t('inbox.reopen')}
                </button>
              </div>
              {canned && canned.length > 0 && (
                <label className="field-inline">
                  <span>{t('inbox.canned')}</span>
                  <select
                    defaultValue=""
                    onChange={(e) => {
                      const answer = canned.find((c) => String(c.id) === e.target.value);
                      if (answer) setDraft((d) => ({ text: answer.body, n: (d?.n ?? 0) + 1 }));
                    }}
                  >
                    <option value="">{t('inbox.cannedInsert')}</option>
                    {canned.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <Conversation thread={current} lang={lang} staffView draft={draft} onChange={onChange} />
            </>
          )}
          <details>
            <summary>{t('inbox.cannedNew')}</summary>
            <form className="talk-form" onSubmit={(e) => void saveCanned(e)}>
              <label className="field">
                <span>{t('inbox.cannedTitle')}</span>
                <input name="title" required maxLength={80} />
              </label>
              <label className="field">
                <span>{t('inbox.reply')}</span>
                <textarea name="body" required maxLength={4000} rows={3} />
              </label>
              <button type="submit" className="button">
                {t('inbox.cannedSave')}
              </button>
            </form>
          </details>
        </div>
      </div>
    </div>
  );
}
