import { formatNumber, toDevanagariDigits } from '@patro/calendar';
import { BLUEBOOK_SIZE_FIELD, type WireBluebookEstimate, type WireBluebookRates } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { EstimateView } from '../components/bluebook/EstimateView';
import { MyVehicles } from '../components/bluebook/MyVehicles';
import { VehicleFields } from '../components/bluebook/VehicleFields';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { bluebookTranslator } from '../i18n/bluebook';
import { apiGet } from '../lib/api-client';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import bluebookCss from '../styles/bluebook.css?url';
import calendarCss from '../styles/calendar.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: bluebookCss },
];

/**
 * /services/bluebook (spec §2, issue 27): the calculator is a GET form the server answers (works
 * without JavaScript, no account needed); a signed-in reader's saved vehicles are theirs, so they
 * are read in the browser with the session (ADR 066, 214).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const url = new URL(request.url);
  const q = Object.fromEntries(url.searchParams);
  const rates = await apiGet<{ data: WireBluebookRates }>(apiUrl, '/bluebook/rates');
  let estimate: WireBluebookEstimate | null = null;
  let error: string | null = null;
  if (q.province && q.category && q.renewal_date) {
    const field = BLUEBOOK_SIZE_FIELD[q.category as keyof typeof BLUEBOOK_SIZE_FIELD] ?? 'engine_cc';
    const answer = await apiGet<{ data: WireBluebookEstimate }>(apiUrl, '/bluebook/estimate', {
      province: q.province,
      category: q.category,
      [field]: q.size,
      renewal_date: q.renewal_date,
      lang,
    });
    if (answer.ok) estimate = answer.body.data;
    else error = answer.message;
  }
  return { lang, rates: rates.ok ? rates.body.data : null, query: q, estimate, error };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = bluebookTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return pageMeta({ matches, location, title: t('bb.title'), description: t('bb.intro') });
};

export default function Bluebook() {
  const { lang, rates, query, estimate, error } = useLoaderData<typeof loader>();
  const t = bluebookTranslator(lang);
  return (
    <div className="page page--narrow bluebook">
      <h1>{t('bb.title')}</h1>
      <p className="muted">{t('bb.intro')}</p>
      <p>
        <Link to="/services/bluebook/history">{t('bb.history')}</Link>
      </p>

      <section className="card bb-calc" aria-labelledby="bb-calc-h">
        <h2 id="bb-calc-h">{t('bb.calc')}</h2>
        <form method="get" className="bb-form">
          <VehicleFields t={t} values={query} sizeHint />
          <button type="submit" className="button">
            {t('bb.calc')}
          </button>
        </form>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {estimate && (
          <EstimateView
            estimate={estimate}
            lang={lang}
            province={query.province ?? ''}
            category={query.category ?? ''}
          />
        )}
        <p className="small">{t('bb.pay')}</p>
      </section>

      <section aria-labelledby="bb-mine-h">
        <h2 id="bb-mine-h">{t('bb.mine')}</h2>
        <SignedInOnly>
          <MyVehicles />
        </SignedInOnly>
      </section>

      {rates && (
        <section aria-labelledby="bb-tables-h">
          <h2 id="bb-tables-h">{t('bb.tables')}</h2>
          <p className="small">
            {t('bb.noTables', {
              list: rates.provinces_without_tables.map((p) => t(`bb.province.${p}`)).join(', '),
            })}
          </p>
          <RateTables rates={rates} lang={lang} />
        </section>
      )}
    </div>
  );
}

/** The tables, newest fiscal year first, with their sources (also the admin screen's body). */
export function RateTables({ rates, lang }: { rates: WireBluebookRates; lang: 'np' | 'en' }) {
  const t = bluebookTranslator(lang);
  const tables = [...rates.tables].sort(
    (a, b) => b.fiscal_year - a.fiscal_year || a.province.localeCompare(b.province),
  );
  const n = (x: number) => formatNumber(x, lang);
  return (
    <div className="bb-tables">
      {tables.map((table) => (
        <details key={`${table.province}-${table.fiscal_year}-${table.category}`} className="bb-table">
          <summary>
            {t(`bb.province.${table.province}`)} ·{' '}
            {lang === 'np' ? toDevanagariDigits(table.fiscal_year_label) : table.fiscal_year_label} ·{' '}
            {t(`bb.category.${table.category}`)}
          </summary>
          <table>
            <caption className="small">{table.act[lang]}</caption>
            <thead>
              <tr>
                <th scope="col">{table.unit}</th>
                <th scope="col">{t('bb.admin.rupees')}</th>
              </tr>
            </thead>
            <tbody>
              {table.slabs.map((s) => (
                <tr key={s.from}>
                  <td>{s.to === null ? `${n(s.from)}+` : `${n(s.from)}–${n(s.to)}`}</td>
                  <td>{n(s.rupees)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="small">
            {t('bb.charge')}: {n(table.renewal_charge.rupees)} (
            {t(`bb.confidence.${table.renewal_charge.confidence}`)}) ·{' '}
            {t(`bb.confidence.${table.confidence}`)}
          </p>
          {table.note && <p className="muted small">{table.note[lang]}</p>}
          <ul className="small">
            {table.sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer external">
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
