/**
 * /admin/calendar-years (ADR 073): the years the calendar ships and their
 * provenance, and the check of a newly published year file — the engine's own check, run by the
 * API — with the release step that publishes a sound year. Admins only (the API decides).
 */
import {
  bsMonthName,
  formatAdDate,
  formatBsDate,
  localizeDigits,
  parseIsoDate,
  tithiName,
} from '@patro/calendar';
import type { YearCheck } from '@patro/calendar/import-year';
import type { WireCalendarYears, WireYearWrites } from '@patro/contracts';
import { type ChangeEvent, useState } from 'react';
import { AdminScreen, adminLinks, adminMeta, useAdminData } from '../components/admin/AdminLayout';
import { ScrollTable } from '../components/markets/ScrollTable';
import { type CalendarYearsTranslate, calendarYearsTranslator } from '../i18n/calendar-years';
import type { Lang } from '../i18n/types';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import { useLang } from '../lib/root-data';

export const links = adminLinks;

export const meta = adminMeta((lang) => calendarYearsTranslator(lang)('cy.title'));

/** The check's answer: the engine's report, whether the year already ships, and what importing it writes. */
type CheckAnswer = YearCheck & { shipped: boolean; writes: WireYearWrites };

/** What the report and its publish step are drawn from: the chosen file's name and the check. */
interface ReportProps {
  file: string;
  check: CheckAnswer;
  t: CalendarYearsTranslate;
  lang: Lang;
}

/** The API's limit for a year file (`YEAR_FILE_LIMIT_BYTES`): refused here before it is sent. */
const FILE_LIMIT_BYTES = 1024 * 1024;

export default function AdminCalendarYears() {
  const lang = useLang();
  const t = calendarYearsTranslator(lang);
  return (
    <AdminScreen title={t('cy.title')}>
      <ShippedYears />
      <CheckYear />
    </AdminScreen>
  );
}

/** A `YYYY-MM-DD` date as the reader's language writes it. */
function dateText(iso: string, calendar: 'bs' | 'ad', lang: Lang): string {
  const date = parseIsoDate(iso, { calendar });
  if (!date) return iso;
  return calendar === 'bs' ? formatBsDate(date, lang) : formatAdDate(date, lang);
}

/** "BS date (AD date)" of a day in the report. */
function dayText(day: { bs: string; ad: string }, lang: Lang): string {
  return `${dateText(day.bs, 'bs', lang)} (${dateText(day.ad, 'ad', lang)})`;
}

function ShippedYears() {
  const lang = useLang();
  const t = calendarYearsTranslator(lang);
  const { data, refusal } = useAdminData<WireCalendarYears>('/admin/calendar-years');
  if (refusal) return <p className="empty-state">{refusal}</p>;
  if (!data) return <p className="muted">…</p>;
  const n = (v: number) => localizeDigits(v, lang);
  const official = data.years.filter((y) => y.status === 'official');
  const projected = data.years.filter((y) => y.status === 'projected');
  const first = projected[0];
  const last = projected[projected.length - 1];
  return (
    <section className="card calendar-years" aria-labelledby="cy-shipped">
      <h2 id="cy-shipped">{t('cy.shipped.heading')}</h2>
      <p className="muted small">
        {t('cy.shipped.intro', {
          from: n(data.month_table.official.from),
          to: n(data.month_table.official.to),
        })}
      </p>
      <ScrollTable label={t('cy.shipped.heading')}>
        <table className="data-table" data-testid="shipped-years">
          <thead>
            <tr>
              <th scope="col">{t('cy.col.year')}</th>
              <th scope="col">{t('cy.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {official.map((y) => (
              <tr key={y.year} data-year={y.year}>
                <th scope="row">
                  {n(y.year)}
                  <AdSpan from={y.ad_start} to={y.ad_end} lang={lang} />
                </th>
                <td>
                  {t('cy.official')}
                  <span className="muted small">
                    {' · '}
                    {t(y.tithi_method === 'drik' ? 'cy.tithi.drik' : 'cy.tithi.ss')} ·{' '}
                    {t(`cy.holidays.${y.holiday_coverage ?? 'none'}`)}
                  </span>
                  <details className="cy-sources">
                    <summary>{t('cy.sources', { n: n(y.sources.length) })}</summary>
                    <ul>
                      {y.sources.map((source) => (
                        <li key={source}>{source}</li>
                      ))}
                    </ul>
                  </details>
                </td>
              </tr>
            ))}
            {first && last && (
              <tr data-year="projected">
                <th scope="row">
                  {n(first.year)}–{n(last.year)}
                  <AdSpan from={first.ad_start} to={last.ad_end} lang={lang} />
                </th>
                <td>{t('cy.projected')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

/** The AD dates a BS year (or span of years) runs over; each date kept on one line. */
function AdSpan({ from, to, lang }: { from: string; to: string; lang: Lang }) {
  return (
    <span className="cy-ad muted small">
      <span className="cy-date">{dateText(from, 'ad', lang)}</span> –{' '}
      <span className="cy-date">{dateText(to, 'ad', lang)}</span>
    </span>
  );
}

function CheckYear() {
  const lang = useLang();
  const t = calendarYearsTranslator(lang);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [report, setReport] = useState<{ file: string; check: CheckAnswer } | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setReport(null);
    setMessage(null);
    if (file.size > FILE_LIMIT_BYTES) {
      setMessage(
        t('cy.check.tooLarge', {
          file: file.name,
          size: `${localizeDigits((file.size / 1048576).toFixed(1), lang)} MB`,
        }),
      );
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch (error) {
      setMessage(t('cy.check.notJson', { file: file.name, reason: (error as Error).message }));
      return;
    }
    setBusy(true);
    const answer = await apiFetch<{ data: CheckAnswer }>('/admin/calendar-years/check', {
      method: 'POST',
      body,
    });
    setBusy(false);
    if (answer.ok) setReport({ file: file.name, check: answer.body.data });
    else setMessage(`${file.name}: ${apiErrorText(answer, lang)}`);
  };

  return (
    <section className="card calendar-years" aria-labelledby="cy-check">
      <h2 id="cy-check">{t('cy.check.heading')}</h2>
      <p className="muted small">{t('cy.check.intro')}</p>
      <label className="cy-file">
        <span>{t('cy.check.file')}</span>
        <input type="file" accept=".json,application/json" disabled={busy} onChange={(e) => void choose(e)} />
      </label>
      {busy && <p role="status">{t('cy.check.busy')}</p>}
      {message && (
        <p className="market-stale" role="alert">
          {message}
        </p>
      )}
      {report && <Report file={report.file} check={report.check} t={t} lang={lang} />}
    </section>
  );
}

function Group({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: string;
  children: React.ReactNode;
}) {
  return (
    <section className="cy-group" aria-labelledby={`cy-${id}`} data-group={id}>
      <h4 id={`cy-${id}`}>
        {title} <span className="cy-count">({count})</span>
      </h4>
      {children}
    </section>
  );
}

function Report({ file, check, t, lang }: ReportProps) {
  const n = (v: number) => localizeDigits(v, lang);
  const { months, tithi, festivals, holidays } = check;
  const none = <p className="muted small">{t('cy.none')}</p>;
  const method = tithi ? t(`cy.method.${tithi.method}`) : '';
  return (
    <div className="cy-report" data-testid="year-report">
      <h3>{t('cy.report.heading', { year: n(check.year ?? 0) })}</h3>
      <p
        className={check.sound ? 'cy-verdict cy-verdict--sound' : 'cy-verdict cy-verdict--unsound'}
        role="status"
      >
        {check.sound ? t('cy.report.sound') : t('cy.report.unsound', { n: n(check.errors.length) })}
      </p>
      {check.errors.length > 0 && (
        <Group id="errors" title={t('cy.errors.heading')} count={n(check.errors.length)}>
          <ul className="cy-list">
            {check.errors.map((e) => (
              <li key={`${e.day}-${e.field}-${e.message}`}>
                <strong>{e.day ? dateText(e.day, 'bs', lang) : t('cy.errors.file')}</strong> ·{' '}
                <code>{e.field}</code>: {e.message}
              </li>
            ))}
          </ul>
        </Group>
      )}
      {months && (
        <Group id="months" title={t('cy.months.heading')} count={n(months.differ.length)}>
          <p>{t('cy.months.summary', { shipped: n(months.agree.shipped), model: n(months.agree.model) })}</p>
          {months.differ.length === 0 ? (
            none
          ) : (
            <ul className="cy-list">
              {months.differ.map((m) => (
                <li key={m.month}>
                  {t('cy.months.row', {
                    month: bsMonthName(m.month, lang),
                    published: n(m.published),
                    start: m.starts.published ? dateText(m.starts.published, 'ad', lang) : '—',
                    shipped: n(m.shipped),
                    shippedStart: dateText(m.starts.shipped, 'ad', lang),
                    model: n(m.model),
                    modelStart: dateText(m.starts.model, 'ad', lang),
                  })}
                </li>
              ))}
            </ul>
          )}
          {!tithi && <p className="muted small">{t('cy.months.skipped')}</p>}
        </Group>
      )}
      {tithi && (
        <Group id="tithi" title={t('cy.tithi.heading')} count={n(tithi.differ.length)}>
          <p>
            {t('cy.tithi.summary', {
              method,
              ss: n(tithi.ss),
              drik: n(tithi.drik),
              n: n(tithi.checked),
              differ: n(tithi.differ.length),
            })}
          </p>
          {tithi.differ.length === 0 ? (
            none
          ) : (
            <ul className="cy-list">
              {tithi.differ.map((d) => (
                <li key={d.bs}>
                  <strong>{dayText(d, lang)}</strong>:{' '}
                  {t('cy.tithi.row', {
                    published: tithiName(d.published, lang),
                    ss: tithiName(d.ss, lang),
                    drik: tithiName(d.drik, lang),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Group>
      )}
      {festivals && (
        <Group id="festivals" title={t('cy.festivals.heading')} count={n(festivals.differ.length)}>
          <p>
            {t('cy.festivals.summary', {
              ok: n(festivals.checked - festivals.differ.length),
              n: n(festivals.checked),
            })}
          </p>
          {festivals.differ.length === 0 ? (
            none
          ) : (
            <ul className="cy-list">
              {festivals.differ.map((f) => (
                <li key={f.id}>
                  <strong>{f.names[lang]}</strong>:{' '}
                  {t('cy.festivals.row', {
                    published: f.published.map((d) => dayText(d, lang)).join(', '),
                    rule: f.rule.map((d) => dayText(d, lang)).join(', ') || t('cy.festivals.noDay'),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Group>
      )}
      {holidays && (
        <Group id="holidays" title={t('cy.holidays.heading')} count={n(holidays.differ.length)}>
          <p>{t('cy.holidays.summary', { n: n(holidays.published), differ: n(holidays.differ.length) })}</p>
          {holidays.differ.length === 0 ? (
            none
          ) : (
            <ul className="cy-list">
              {holidays.differ.map((h) => (
                <li key={h.bs}>
                  <strong>{dayText(h, lang)}</strong>:{' '}
                  {t(h.published ? 'cy.holidays.publishedOnly' : 'cy.holidays.ruleOnly')}
                  {h.events.length > 0 && ` — ${h.events.map((e) => e[lang]).join(', ')}`}
                </li>
              ))}
            </ul>
          )}
        </Group>
      )}
      {check.sound && check.year !== null && <Publish file={file} check={check} t={t} lang={lang} />}
    </div>
  );
}

function Publish({ file, check, t, lang }: ReportProps) {
  return (
    <section className="cy-group cy-publish" aria-labelledby="cy-publish" data-group="publish">
      <h4 id="cy-publish">{t('cy.publish.heading')}</h4>
      <p>{t('cy.publish.why')}</p>
      <pre className="cy-command">
        <code>npx patro import-year {file}</code>
      </pre>
      <p>{t('cy.publish.writes')}</p>
      <ul className="cy-list">
        <li>
          <code>{check.writes.module}</code> — {t('cy.publish.module')}
        </li>
        <li>
          <code>{check.writes.registry}</code> — {t('cy.publish.registry')}
        </li>
        <li>
          <code>{check.writes.fixture}</code> — {t('cy.publish.fixture')}
        </li>
      </ul>
      <p>{t('cy.publish.then')}</p>
      {check.shipped && (
        <p className="muted small">
          {t('cy.publish.already', { year: localizeDigits(check.year ?? 0, lang) })}
        </p>
      )}
    </section>
  );
}
