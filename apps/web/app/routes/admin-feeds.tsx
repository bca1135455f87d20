import { localizeDigits } from '@patro/calendar';
import type { WireFeedHealth } from '@patro/contracts';
import type { FormEvent } from 'react';
import { AdminStatus, adminRoute, SourceHealth, useAdminList } from '../components/admin/AdminLayout';
import { marketsTranslator } from '../i18n/markets';
import { newsTranslator } from '../i18n/news';
import { useLang } from '../lib/root-data';

/** /admin/feeds: every news and blog feed with its health; add, pause, fetch now, remove (admins only, checked by the API). */
const screen = adminRoute((lang) => newsTranslator(lang)('adm.feeds.title'), Feeds);

export const links = screen.links;
export const meta = screen.meta;
export default screen.Component;

/** What a change answers: a fetch says how it went, the others only the feed's id. */
type Outcome = { status?: 'ok' | 'failed'; rows?: number; error?: string | null };

function Feeds() {
  const lang = useLang();
  const t = newsTranslator(lang);
  const m = marketsTranslator(lang);
  const { items: feeds, refusal, act, message } = useAdminList<WireFeedHealth>('/admin/feeds');
  const change = (path: string, init: Parameters<typeof act>[1]) =>
    act<Outcome>(path, init, (data) => {
      if (data.status === 'ok')
        return `${m('adm.ok')} (${m('adm.rows', { rows: localizeDigits(String(data.rows ?? 0), lang) })})`;
      if (data.status === 'failed') return `${m('adm.failed')} — ${data.error ?? ''}`;
      return null;
    });
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const added = await change('/admin/feeds', {
      method: 'POST',
      body: Object.fromEntries(new FormData(form)),
    });
    if (added) form.reset();
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!feeds) return <p className="muted">…</p>;
  return (
    <>
      <AdminStatus message={message} />
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
            <option value="news">{t('adm.feeds.kind.news')}</option>
            <option value="blog">{t('adm.feeds.kind.blog')}</option>
            <option value="sport">{t('adm.feeds.kind.sport')}</option>
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
              ({f.lang === 'np' ? 'नेपाली' : 'English'}, {t(`adm.feeds.kind.${f.kind}`)})
            </span>
          </h2>
          <p className="muted small admin-url">{f.url}</p>
          <SourceHealth
            health={f}
            extra={
              <div>
                <dt>{t('adm.feeds.items', { n: localizeDigits(String(f.items), lang) })}</dt>
                <dd>{f.active ? t('adm.feeds.active') : t('adm.feeds.paused')}</dd>
              </div>
            }
          />
          <p className="today-actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => void change(`/admin/feeds/${f.id}/fetch`, { method: 'POST' })}
            >
              {m('adm.fetchNow')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() =>
                void change(`/admin/feeds/${f.id}`, { method: 'PATCH', body: { active: !f.active } })
              }
            >
              {f.active ? t('adm.feeds.pause') : t('adm.feeds.resume')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void change(`/admin/feeds/${f.id}`, { method: 'DELETE' })}
            >
              {t('adm.feeds.remove')}
            </button>
          </p>
        </section>
      ))}
    </>
  );
}
