import type { WireBluebookPaidRenewal, WireBluebookRenewal } from '@patro/contracts';
import { BLUEBOOK_HISTORY_MAX_DAYS } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { LinksFunction, MetaFunction } from 'react-router';
import { Link } from 'react-router';
import { PaidRenewal } from '../components/bluebook/PayPanel';
import { SignedInOnly } from '../components/events/LoginPrompt';
import { bluebookTranslator } from '../i18n/bluebook';
import { apiErrorText } from '../lib/api-error';
import { apiFetch } from '../lib/auth/session';
import { adWords, bsWords } from '../lib/dates';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import { useLang } from '../lib/root-data';
import bluebookCss from '../styles/bluebook.css?url';
import calendarCss from '../styles/calendar.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: bluebookCss },
];

export const meta: MetaFunction = ({ matches, location }) => {
  const t = bluebookTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({ matches, location, title: t('bb.hist.title'), description: t('bb.hist.limit') });
};

interface History {
  payments: WireBluebookPaidRenewal[];
  renewals: WireBluebookRenewal[];
  vehicles: { id: number; registration_number: string }[];
}

/** /services/bluebook/history: every recorded renewal per vehicle; a date filter of at most 30 days. */
export default function BluebookHistory() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  return (
    <div className="page page--narrow bluebook">
      <h1>{t('bb.hist.title')}</h1>
      <p>
        <Link to="/services/bluebook">{t('bb.hist.back')}</Link>
      </p>
      <SignedInOnly>
        <HistoryList />
      </SignedInOnly>
    </div>
  );
}

function HistoryList() {
  const lang = useLang();
  const t = bluebookTranslator(lang);
  const [history, setHistory] = useState<History | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<{ from?: string; to?: string; vehicle_id?: string }>({});

  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: History }>('/bluebook/history', { query: filter });
    if (answer.ok) {
      setHistory(answer.body.data);
      setError(null);
    } else setError(apiErrorText(answer, lang));
  }, [filter, lang]);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setFilter({ from: value('from'), to: value('to'), vehicle_id: value('vehicle_id') });
  };

  return (
    <>
      <form className="bb-form bb-filter" onSubmit={submit}>
        <label>
          <span>{t('bb.hist.from')}</span>
          <input
            name="from"
            pattern="\d{4}-\d{2}-\d{2}"
            placeholder="2082-06-01"
            aria-describedby="bb-limit"
          />
        </label>
        <label>
          <span>{t('bb.hist.to')}</span>
          <input name="to" pattern="\d{4}-\d{2}-\d{2}" placeholder="2082-06-30" aria-describedby="bb-limit" />
        </label>
        <label>
          <span>{t('bb.hist.vehicle')}</span>
          <select name="vehicle_id" defaultValue="">
            <option value="">{t('bb.hist.all')}</option>
            {history?.vehicles.map((v) => (
              <option key={v.id} value={v.id}>
                {v.registration_number}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t('bb.hist.filter')}
        </button>
        <small id="bb-limit" className="muted">
          {t('bb.hist.limit').replace('30', lang === 'np' ? '३०' : String(BLUEBOOK_HISTORY_MAX_DAYS))}
        </small>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {history !== null && (
        <section aria-labelledby="bb-hist-paid">
          <h2 id="bb-hist-paid">{t('bb.hist.payments')}</h2>
          {history.payments.length === 0 ? (
            <p className="empty-state">{t('bb.hist.paymentsEmpty')}</p>
          ) : (
            history.payments.map((p) => (
              <article key={p.id} className="card bb-hist-paid" data-testid="bb-paid">
                <h3>{p.registration_number}</h3>
                <PaidRenewal paid={p} lang={lang} />
              </article>
            ))
          )}
          <h2>{t('bb.hist.recorded')}</h2>
        </section>
      )}
      {history === null ? (
        <p className="muted">…</p>
      ) : history.renewals.length === 0 ? (
        <p className="empty-state">{t('bb.hist.empty')}</p>
      ) : (
        <table className="bb-history">
          <thead>
            <tr>
              <th scope="col">{t('bb.hist.vehicle')}</th>
              <th scope="col">{t('bb.hist.date')}</th>
              <th scope="col">{t('bb.channel')}</th>
              <th scope="col">{t('bb.hist.amount')}</th>
              <th scope="col">{t('bb.hist.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {history.renewals.map((r) => (
              <tr key={r.id}>
                <td>{r.registration_number}</td>
                <td>
                  {bsWords(r.renewed_on.bs, lang)}
                  <br />
                  <span className="muted small">{adWords(r.renewed_on.ad, lang)}</span>
                </td>
                <td>{t(`bb.channel.${r.channel}`)}</td>
                <td>{r.amount === null ? '—' : rupeesFromPaisa(r.amount, lang)}</td>
                <td>{r.reference ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
