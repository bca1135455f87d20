import type { WireQueuedFetch, WireSourceHealth } from '@patro/contracts';
import { useEffect, useState } from 'react';
import { adminRoute, SourceHealth, useAdminList } from '../components/admin/AdminLayout';
import { type MarketsMessageKey, marketsTranslator } from '../i18n/markets';
import { apiFetch } from '../lib/auth/session';
import { nepalDateTime, whole } from '../lib/markets/format';
import { useLang } from '../lib/root-data';

/**
 * /admin/sources: each market source's health (last success, last error, next run, recent
 * attempts) and a button to fetch one now. The fetch is queued on the job engine (ADR 103): the
 * screen shows it queued or running and reads the health again until it has finished, then shows
 * its result. A private screen: the admin's own token reads it in the browser; the API refuses
 * anyone who is not an administrator.
 */
const screen = adminRoute((lang) => marketsTranslator(lang)('adm.heading'), SourcesTable);

export const links = screen.links;
export const meta = screen.meta;
export default screen.Component;

/** What the health says of a fetch asked for (a `done` one is shown by its result). */
const PENDING_TEXT = {
  queued: 'adm.queued',
  running: 'adm.running',
  retrying: 'adm.retrying',
  done: 'adm.queued',
} as const satisfies Record<WireQueuedFetch['state'], MarketsMessageKey>;

/** A fetch queued or running: the button waits for it. A retry waiting out its back-off does not. */
function busy(s: WireSourceHealth): boolean {
  return s.pending_fetch !== null && s.pending_fetch.state !== 'retrying';
}

function SourcesTable() {
  const lang = useLang();
  const t = marketsTranslator(lang);
  const { items: sources, refusal, reload } = useAdminList<WireSourceHealth>('/admin/sources');
  // Sources whose fetch was asked for here, with their newest attempt at that moment: an attempt
  // after it is the result (shown even while a retry of a failed fetch waits in the queue).
  const [asked, setAsked] = useState<ReadonlyMap<string, string | null>>(new Map());

  // While a fetch is queued or running, read the health again every two seconds (a failed one
  // waiting minutes for its retry is not polled for).
  const underWay = sources?.some(busy) ?? false;
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void reload(), 2000);
    return () => clearInterval(timer);
  }, [underWay, reload]);

  const fetchNow = async (id: string) => {
    const newest = sources?.find((s) => s.id === id)?.recent[0]?.at ?? null;
    const answer = await apiFetch<{ data: WireQueuedFetch }>(`/admin/sources/${id}/fetch`, {
      method: 'POST',
    });
    if (answer.ok) setAsked((before) => new Map(before).set(id, newest));
    await reload();
  };

  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!sources) return <p className="muted">…</p>;
  const when = (iso: string | null) => (iso ? nepalDateTime(iso, lang) : t('adm.never'));
  /** What became of this screen's "fetch now": its result once recorded, and a run still queued or running. */
  const fetchState = (s: WireSourceHealth) => {
    const parts: string[] = [];
    const result = s.recent[0];
    if (asked.has(s.id) && result && result.at !== asked.get(s.id)) {
      const outcome = result.status === 'ok' ? t('adm.ok') : t('adm.failed');
      const error = result.error ? ` · ${result.error}` : '';
      parts.push(
        `${t('adm.lastResult')}: ${when(result.at)} · ${outcome} · ${t('adm.rows', { rows: whole(result.rows, lang) })}${error}`,
      );
    }
    // Only "queued" or "running": the queue keeps real time, which a test clock (CLOCK_AT) does not.
    const pending = s.pending_fetch;
    if (pending) {
      parts.push(t(PENDING_TEXT[pending.state]));
    }
    return parts.join(' — ');
  };
  return (
    <>
      {sources.map((s) => (
        <section key={s.id} className="card source-row" aria-labelledby={`source-${s.id}`} data-source={s.id}>
          <h2 id={`source-${s.id}`}>
            <a href={s.url} rel="noopener noreferrer" target="_blank">
              {lang === 'np' ? s.name_np : s.name}
            </a>
          </h2>
          <SourceHealth
            health={s}
            extra={
              <>
                <div>
                  <dt>{t('adm.schedule')}</dt>
                  <dd>{lang === 'np' ? s.schedule_np : s.schedule}</dd>
                </div>
                <div>
                  <dt>{t('adm.nextRun')}</dt>
                  <dd>{when(s.next_run_at)}</dd>
                </div>
                <div>
                  <dt>{t('adm.dataDate')}</dt>
                  <dd>{s.data_date ?? '—'}</dd>
                </div>
              </>
            }
          />
          <p>
            <button
              type="button"
              className="button button--small"
              disabled={busy(s)}
              onClick={() => void fetchNow(s.id)}
            >
              {busy(s) ? t('adm.fetching') : t('adm.fetchNow')}
            </button>
          </p>
          <p className="source-fetch" role="status">
            {fetchState(s)}
          </p>
        </section>
      ))}
    </>
  );
}
