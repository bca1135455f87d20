import type { WireFeedHealth } from '@patro/contracts';
import { type FormEvent, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { AdminScreen, adminLinks, useAdminList } from '../components/admin/AdminList';
import { marketsTranslator } from '../i18n/markets';
import { newsTranslator } from '../i18n/news';
import { type ApiFetchInit, apiFetch } from '../lib/auth/session';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';

export const links = adminLinks;

export const meta: MetaFunction = ({ matches, location }) => {
  const t = newsTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('adm.feeds.title'),
    description: t('adm.feeds.title'),
    noindex: true,
  });
};

/** /admin/feeds: every news and blog feed with its health; add, pause, fetch now, remove (admins only, checked by the API). */
export default function AdminFeeds() {
  const t = newsTranslator(useLang());
  return (
    <AdminScreen title={t('adm.feeds.title')}>
      <Feeds />
    </AdminScreen>
  );
}

function Feeds() {
  const lang = useLang();
  const t = newsTranslator(lang);
  const m = marketsTranslator(lang);
  const { items: feeds, refusal, reload: load } = useAdminList<WireFeedHealth>('/admin/feeds');
  const [message, setMessage] = useState<string | null>(null);

  const act = async (path: string, init: ApiFetchInit) => {
    const answer = await apiFetch<{ data: { status?: string; error?: string | null } }>(path, init);
    setMessage(
      answer.ok ? (answer.body.data.error ?? answer.body.data.status ?? m('adm.ok')) : answer.message,
    );
    await load();
  };
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await act('/admin/feeds', { method: 'POST', body: Object.fromEntries(form) });
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!feeds) return <p className="muted">…</p>;
  const when = (iso: string | null) => (iso ? nepalDateTime(iso, lang) : m('adm.never'));
  const json = (body: object): ApiFetchInit => ({ method: 'PATCH', body });
  return (
    <>
      {message && (
        <p className="market-stale" role="status">
          {message}
        </p>
      )}
      <form className="card veg-form" onSubmit={(e) => void add(e)}>
        <h2>{t('adm.feeds.add')}</h2>
        <label className="field-inline">
          <span>{t('adm.feeds.outlet')}</span>
          <input name="outlet" required maxLength={80} />
        </label>
        <label className="field-inline">
          <span>{t('adm.feeds.url')}</span>
          <input name="url" type="url" required maxLength={500} />
        </label>
        <label className="field-inline">
          <span>{t('adm.feeds.lang')}</span>
          <select name="lang" defaultValue="np">
            <option value="np">नेपाली</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className="field-inline">
          <span>{t('adm.feeds.kind')}</span>
          <select name="kind" defaultValue="news">
            <option value="news">news</option>
            <option value="blog">blog</option>
          </select>
        </label>
        <button type="submit" className="button button--small">
          {t('adm.feeds.add')}
        </button>
      </form>
      {feeds.map((f) => (
        <section key={f.id} className="card source-row" aria-labelledby={`feed-${f.id}`} data-feed={f.id}>
          <h2 id={`feed-${f.id}`}>
            {f.outlet}{' '}
            <span className="muted small">
              ({f.lang}, {f.kind})
            </span>
          </h2>
          <p className="muted small">{f.url}</p>
          <dl>
            <div>
              <dt>{m('adm.lastSuccess')}</dt>
              <dd>{when(f.last_success_at)}</dd>
            </div>
            <div>
              <dt>{m('adm.lastError')}</dt>
              <dd>{f.last_error_at ? `${when(f.last_error_at)} — ${f.last_error ?? ''}` : m('adm.never')}</dd>
            </div>
            <div>
              <dt>{t('adm.feeds.items', { n: f.items })}</dt>
              <dd>{f.active ? '' : t('adm.feeds.paused')}</dd>
            </div>
          </dl>
          <p className="today-actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => void act(`/admin/feeds/${f.id}/fetch`, { method: 'POST' })}
            >
              {m('adm.fetchNow')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void act(`/admin/feeds/${f.id}`, json({ active: !f.active }))}
            >
              {f.active ? t('adm.feeds.pause') : t('adm.feeds.resume')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void act(`/admin/feeds/${f.id}`, { method: 'DELETE' })}
            >
              {t('adm.feeds.remove')}
            </button>
          </p>
        </section>
      ))}
    </>
  );
}
