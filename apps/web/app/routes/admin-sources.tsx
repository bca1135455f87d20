import type { WireFetchOutcome, WireSourceHealth } from '@patro/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { LinksFunction, MetaFunction } from 'react-router';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { marketsTranslator } from '../i18n/markets';
import { apiFetch } from '../lib/auth/session';
import { nepalDateTime } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import marketsCss from '../styles/markets.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
];

export const meta: MetaFunction = ({ matches, location }) => {
  const t = marketsTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('adm.meta.title'),
    description: t('adm.heading'),
    noindex: true,
  });
};

/**
 * /admin/sources: each market source's health (last success, last error, next run, recent
 * attempts) and a button to fetch one now. A private screen: the admin's own token reads it in
 * the browser; the API refuses anyone who is not an administrator.
 */
export default function AdminSources() {
  const lang = useLang();
  const t = marketsTranslator(lang);
  return (
    <div className="page admin-sources">
      <h1 className="market-heading">{t('adm.heading')}</h1>
      <SignedInOnly>
        <SourcesTable />
      </SignedInOnly>
    </div>
  );
}

function SourcesTable() {
  const lang = useLang();
  const t = marketsTranslator(lang);
  const [sources, setSources] = useState<WireSourceHealth[] | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [last, setLast] = useState<WireFetchOutcome | null>(null);

  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: WireSourceHealth[] }>('/admin/sources');
    if (answer.ok) setSources(answer.body.data);
    else setRefused(answer.status);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const fetchNow = async (id: string) => {
    setBusy(id);
    const answer = await apiFetch<{ data: WireFetchOutcome }>(`/admin/sources/${id}/fetch`, {
      method: 'POST',
    });
    setBusy(null);
    if (answer.ok) setLast(answer.body.data);
    await load();
  };

  if (refused !== null)
    return <p className="empty-state">{refused === 403 ? t('adm.forbidden') : t('adm.signIn')}</p>;
  if (!sources) return <p className="muted">…</p>;
  const when = (iso: string | null) => (iso ? nepalDateTime(iso, lang) : t('adm.never'));
  return (
    <>
      {last && (
        <p className="market-stale" role="status">
          {last.source}: {last.status === 'ok' ? t('adm.ok') : t('adm.failed')}
          {last.error ? ` — ${last.error}` : ''} ({t('adm.rows', { rows: last.rows })})
        </p>
      )}
      {sources.map((s) => (
        <section key={s.id} className="card source-row" aria-labelledby={`source-${s.id}`} data-source={s.id}>
          <h2 id={`source-${s.id}`}>
            <a href={s.url} rel="noopener noreferrer" target="_blank">
              {s.name}
            </a>
          </h2>
          <dl>
            <div>
              <dt>{t('adm.schedule')}</dt>
              <dd>{s.schedule}</dd>
            </div>
            <div>
              <dt>{t('adm.lastSuccess')}</dt>
              <dd>{when(s.last_success_at)}</dd>
            </div>
            <div>
              <dt>{t('adm.lastError')}</dt>
              <dd>{s.last_error_at ? `${when(s.last_error_at)} — ${s.last_error ?? ''}` : t('adm.never')}</dd>
            </div>
            <div>
              <dt>{t('adm.nextRun')}</dt>
              <dd>{when(s.next_run_at)}</dd>
            </div>
            <div>
              <dt>{t('adm.dataDate')}</dt>
              <dd>{s.data_date ?? '—'}</dd>
            </div>
          </dl>
          <p>
            <button
              type="button"
              className="button button--small"
              disabled={busy !== null}
              onClick={() => void fetchNow(s.id)}
            >
              {busy === s.id ? t('adm.fetching') : t('adm.fetchNow')}
            </button>
          </p>
          {s.recent.length > 0 && (
            <details>
              <summary>{t('adm.recent')}</summary>
              <ul className="plain-list">
                {s.recent.map((r) => (
                  <li key={r.at}>
                    {when(r.at)} · {r.status === 'ok' ? t('adm.ok') : t('adm.failed')}
                    {r.http_status ? ` · HTTP ${r.http_status}` : ''} · {t('adm.rows', { rows: r.rows })}
                    {r.error ? ` · ${r.error}` : ''}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
      ))}
    </>
  );
}
