/**
 * "Trials granted" on /admin/payments (ADR 235): who started which trial (7 days, or a campaign
 * coupon's 15), when, until when and whether it still runs; searchable by account e-mail, paged.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { subscriptionT } from '../../i18n/subscription';
import type { Lang } from '../../i18n/types';
import { apiErrorText } from '../../lib/api-error';
import { apiFetch } from '../../lib/auth/session';
import { nepalDateTime } from '../../lib/markets/format';

export interface WireTrial {
  user_id: string;
  email: string;
  days: number;
  coupon_code: string | null;
  campaign: string | null;
  granted_at: string;
  starts_at: string | null;
  expires_at: string | null;
  revoked: boolean;
  active: boolean;
}

interface TrialsPage {
  data: WireTrial[];
  page: number;
  page_size: number;
  total: number;
}

export function AdminTrials({ lang }: { lang: Lang }) {
  const t = subscriptionT(lang);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<TrialsPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void apiFetch<TrialsPage>('/admin/trials', { query: { q: q || undefined, page } }).then((got) => {
      if (!live) return;
      if (got.ok) {
        setAnswer(got.body);
        setError(null);
      } else setError(apiErrorText(got, lang));
    });
    return () => {
      live = false;
    };
  }, [q, page, lang]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('trial_q') ?? '').trim());
    setPage(1);
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;

  return (
    <section aria-labelledby="trials-heading" data-testid="trials">
      <h2 id="trials-heading">{t('adm.trials')}</h2>
      <form className="sub-actions" onSubmit={search}>
        <label>
          {t('adm.trialsSearch')}
          <input name="trial_q" type="search" defaultValue={q} maxLength={120} />
        </label>
        <button type="submit" className="button">
          {t('adm.find')}
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {answer && answer.data.length === 0 ? <p>{t('adm.noTrials')}</p> : null}
      {answer && answer.data.length > 0 ? (
        <>
          <div className="sub-history-wrap">
            <table className="sub-history sub-history--stack">
              <thead>
                <tr>
                  <th>{t('adm.account')}</th>
                  <th>{t('adm.trialDays')}</th>
                  <th>{t('adm.trialVia')}</th>
                  <th>{t('adm.grantedOn')}</th>
                  <th>{t('adm.until')}</th>
                  <th>{t('sub.status')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.data.map((trial) => (
                  <tr key={trial.user_id}>
                    <td className="sub-history__email" data-label={t('adm.account')}>
                      {trial.email}
                    </td>
                    <td data-label={t('adm.trialDays')}>{t('packages.days', { n: trial.days })}</td>
                    <td data-label={t('adm.trialVia')}>
                      {trial.coupon_code ? (
                        <span>
                          {trial.coupon_code}
                          {trial.campaign ? <small> · {trial.campaign}</small> : null}
                        </span>
                      ) : (
                        t('adm.trialStandard')
                      )}
                    </td>
                    <td data-label={t('adm.grantedOn')}>{nepalDateTime(trial.granted_at, lang)}</td>
                    <td data-label={t('adm.until')}>
                      {trial.expires_at ? nepalDateTime(trial.expires_at, lang) : '—'}
                    </td>
                    <td data-label={t('sub.status')}>
                      {trial.revoked
                        ? t('adm.trialRevoked')
                        : trial.active
                          ? t('adm.trialActive')
                          : t('adm.trialOver')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="sub-actions sub-pager" aria-label={t('adm.trials')}>
            {pages > 1 ? (
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={page <= 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
              >
                {t('adm.prev')}
              </button>
            ) : null}
            <span>{t('adm.page', { page, pages, total: answer.total })}</span>
            {pages > 1 ? (
              <button
                type="button"
                className="button button--small button--secondary"
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('adm.next')}
              </button>
            ) : null}
          </nav>
        </>
      ) : null}
    </section>
  );
}
