/**
 * /admin/ads/:id/report (ADR 224): a campaign's counts for a date range (`GET
 * /ads/campaigns/{id}/report?from=&to=`): totals, viewable rate and CTR, a chart by day, a table
 * by slot and page, and the CSV (`report.csv`, fetched with the reader's token and saved).
 * Administrators read every campaign's, an advertiser its own (the API decides).
 */
import { localizeDigits } from '@patro/calendar';
import type { WireAdReport, WireAdReportRow } from '@patro/contracts';
import { useEffect, useState } from 'react';
import { type LinksFunction, useParams, useSearchParams } from 'react-router';
import { adminRoute } from '../components/admin/AdminLayout';
import { percent, unwrap } from '../components/admin/ads-wire';
import { adsT } from '../i18n/ads';
import type { Lang } from '../i18n/types';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, apiRaw } from '../lib/auth/session';
import { useLang } from '../lib/root-data';

const screen = adminRoute((lang) => adsT(lang)('r.title'), Report);
export const links: LinksFunction = () => screen.links();
export const meta = screen.meta;
export default screen.Component;

type Counts = Pick<WireAdReportRow, 'impressions' | 'viewable' | 'actions' | 'clicks'>;
const add = (a: Counts, b: Counts): Counts => ({
  impressions: a.impressions + b.impressions,
  viewable: a.viewable + b.viewable,
  actions: a.actions + b.actions,
  clicks: a.clicks + b.clicks,
});
const ZERO: Counts = { impressions: 0, viewable: 0, actions: 0, clicks: 0 };

/** Rows summed by a key, in key order. */
function sumBy(rows: WireAdReportRow[], key: (r: WireAdReportRow) => string): [string, Counts][] {
  const map = new Map<string, Counts>();
  for (const r of rows) map.set(key(r), add(map.get(key(r)) ?? ZERO, r));
  return [...map.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Impressions (bars) and clicks (dots) by day, drawn as plain SVG; the table below holds the numbers. */
function DayChart({ days, lang, label }: { days: [string, Counts][]; lang: Lang; label: string }) {
  const W = 640;
  const H = 200;
  const pad = 24;
  const max = Math.max(1, ...days.map(([, c]) => c.impressions));
  const step = (W - pad * 2) / Math.max(1, days.length);
  const bar = Math.max(2, step * 0.7);
  const y = (n: number) => H - pad - (n / max) * (H - pad * 2);
  return (
    <svg className="ad-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <line className="ad-chart-axis" x1={pad} x2={W - pad} y1={H - pad} y2={H - pad} />
      <text className="ad-chart-text" x={pad} y={pad - 8}>
        {localizeDigits(String(max), lang)}
      </text>
      {days.map(([day, c], i) => {
        const x = pad + i * step + (step - bar) / 2;
        return (
          <g key={day}>
            <title>{`${localizeDigits(day, lang)}: ${localizeDigits(String(c.impressions), lang)} / ${localizeDigits(String(c.clicks), lang)}`}</title>
            <rect
              className="ad-chart-bar"
              x={x}
              y={y(c.impressions)}
              width={bar}
              height={H - pad - y(c.impressions)}
            />
            <rect
              className="ad-chart-viewable"
              x={x}
              y={y(c.viewable)}
              width={bar}
              height={H - pad - y(c.viewable)}
            />
            {c.clicks > 0 && <circle className="ad-chart-click" cx={x + bar / 2} cy={y(c.clicks)} r={3} />}
          </g>
        );
      })}
    </svg>
  );
}

function Report() {
  const { id = '' } = useParams();
  const lang = useLang();
  const t = adsT(lang);
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [report, setReport] = useState<WireAdReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void apiFetch<unknown>(`/ads/campaigns/${encodeURIComponent(id)}/report`, {
      query: { from: from || undefined, to: to || undefined },
    }).then((answer) => {
      if (answer.ok) setReport(unwrap<WireAdReport>(answer.body));
      else setError(apiErrorText(answer, lang));
    });
  }, [id, from, to, lang]);

  const download = async () => {
    const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
    const response = await apiRaw(`/ads/campaigns/${encodeURIComponent(id)}/report.csv?${query}`);
    if (!response?.ok) {
      setError(apiErrorText({ status: response?.status ?? 0 }, lang));
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `campaign-${id}-report.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  if (error) return <p className="empty-state">{error}</p>;
  if (!report) return <p className="muted">{t('adm.loading')}</p>;
  const n = (value: number) => localizeDigits(String(value), lang);
  const pct = (rate: number | null) => percent(rate, (s) => localizeDigits(s, lang));
  const days = sumBy(report.rows, (r) => r.day);
  const bySlot = sumBy(report.rows, (r) => `${r.slot}\u0000${r.page}`);
  const tot = report.totals;
  return (
    <>
      <p>
        <a href="/admin/ads">{t('adm.back')}</a>
      </p>
      <h2>
        {report.campaign.name} · {report.campaign.advertiser}
      </h2>
      <form
        className="sub-actions ad-range"
        aria-label={t('r.range')}
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          setParams({ from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
        }}
      >
        <label>
          {t('r.from')} <input type="date" name="from" defaultValue={from || report.from} />
        </label>
        <label>
          {t('r.to')} <input type="date" name="to" defaultValue={to || report.to} />
        </label>
        <button type="submit" className="button button--small">
          {t('r.show')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => void download()}>
          {t('r.csv')}
        </button>
      </form>
      <dl className="ad-totals">
        <div>
          <dt>{t('r.impressions')}</dt>
          <dd data-total="impressions">{n(tot.impressions)}</dd>
        </div>
        <div>
          <dt>{t('r.viewable')}</dt>
          <dd data-total="viewable">{n(tot.viewable)}</dd>
        </div>
        <div>
          <dt>{t('r.actions')}</dt>
          <dd data-total="actions">{n(tot.actions)}</dd>
        </div>
        <div>
          <dt>{t('r.clicks')}</dt>
          <dd data-total="clicks">{n(tot.clicks)}</dd>
        </div>
        <div>
          <dt>{t('r.viewableRate')}</dt>
          <dd>{pct(tot.viewable_rate)}</dd>
        </div>
        <div>
          <dt>{t('r.ctr')}</dt>
          <dd>{pct(tot.ctr)}</dd>
        </div>
      </dl>
      <p className="muted small">{t('r.filtered', { n: report.filtered })}</p>
      <h3>{t('r.byDay')}</h3>
      {days.length === 0 ? (
        <p className="empty-state">{t('r.empty')}</p>
      ) : (
        <DayChart
          days={days}
          lang={lang}
          label={t('r.chart', {
            from: localizeDigits(report.from, lang),
            to: localizeDigits(report.to, lang),
          })}
        />
      )}
      <h3>{t('r.bySlot')}</h3>
      <div className="sub-history-wrap">
        <table className="sub-history ad-table">
          <thead>
            <tr>
              <th scope="col">{t('r.slot')}</th>
              <th scope="col">{t('r.page')}</th>
              <th scope="col">{t('r.impressions')}</th>
              <th scope="col">{t('r.viewable')}</th>
              <th scope="col">{t('r.actions')}</th>
              <th scope="col">{t('r.clicks')}</th>
              <th scope="col">{t('r.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {bySlot.map(([key, c]) => {
              const [slot, page] = key.split('\u0000');
              return (
                <tr key={key}>
                  <td>{slot}</td>
                  <td>{page}</td>
                  <td>{n(c.impressions)}</td>
                  <td>{n(c.viewable)}</td>
                  <td>{n(c.actions)}</td>
                  <td>{n(c.clicks)}</td>
                  <td>{pct(c.impressions ? c.clicks / c.impressions : null)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
