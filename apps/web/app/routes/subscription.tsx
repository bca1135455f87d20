/**
 * /subscription (spec §2, §4; ADR 187): the reader's subscription — active or not, days left
 * (rounded up), expiry in BS and AD — the trial, a coupon, paying with eSewa or Khalti, and the
 * history of payments with their gateway reference, receipts and "check again". Private: the
 * session lives in the browser (ADR 066); visitors are sent to sign in.
 */
import { formatAdDate, todayInKathmandu } from '@patro/calendar';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData, useNavigate } from 'react-router';
import {
  goToGateway,
  type WireOrder,
  type WireOrderStart,
  type WireSubscription,
} from '../components/subscription/wire';
import { type SubscriptionT, subscriptionT } from '../i18n/subscription';
import type { Lang } from '../i18n/types';
import { apiGet } from '../lib/api-client';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import css from '../styles/subscription.css?url';
import type { WirePackage } from './subscription-packages';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const packages = await apiGet<{ data: WirePackage[] }>(apiUrl, '/api/packages', { locale: lang }).catch(
    () => null,
  );
  const chosen = Number(new URL(request.url).searchParams.get('package')) || null;
  return { lang, packages: packages?.ok ? packages.body.data : ([] as WirePackage[]), chosen };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = subscriptionT(args.data?.lang ?? 'np');
  return pageMeta({ ...args, title: `${t('sub.title')} | Patro`, description: t('packages.intro') });
};

export function OrderRows({
  orders,
  lang,
  t,
  onCheck,
  onResend,
}: {
  orders: WireOrder[];
  lang: Lang;
  t: SubscriptionT;
  onCheck: (id: string) => void;
  /** Mails a completed payment's receipt again (ADR 236). */
  onResend?: (id: string) => void;
}) {
  if (orders.length === 0) return <p>{t('sub.none')}</p>;
  // The day in Kathmandu, in the reader's language and digits (Intl has no Nepali on every machine).
  const date = { format: (at: Date) => formatAdDate(todayInKathmandu(at.getTime()).ad, lang) };
  return (
    <div className="sub-history-wrap">
      <table className="sub-history">
        <thead>
          <tr>
            <th>{t('sub.date')}</th>
            <th>{t('sub.amount')}</th>
            <th>{t('sub.gateway')}</th>
            <th>{t('sub.status')}</th>
            <th>{t('sub.reference')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.order_id}>
              <td>{date.format(new Date(o.created_at))}</td>
              <td>{rupeesFromPaisa(o.amount_paisa, lang)}</td>
              <td>{t(`gateway.${o.gateway}`)}</td>
              <td>{t(`status.${o.status}`)}</td>
              <td>{o.gateway_reference ?? '—'}</td>
              <td>
                {o.status === 'completed' || o.status === 'refunded' ? (
                  <span className="sub-receipt-actions">
                    <Link to={`/subscription/receipt/${o.order_id}`}>{t('sub.receipt')}</Link>
                    {o.status === 'completed' && onResend ? (
                      <button
                        type="button"
                        className="button button--small button--secondary"
                        onClick={() => onResend(o.order_id)}
                      >
                        {t('sub.resend')}
                      </button>
                    ) : null}
                  </span>
                ) : o.status === 'pending' || o.status === 'initiated' ? (
                  <button type="button" className="button button--small" onClick={() => onCheck(o.order_id)}>
                    {t('sub.checkAgain')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function SubscriptionPage() {
  const { lang, packages, chosen } = useLoaderData<typeof loader>();
  const t = subscriptionT(lang);
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<WireSubscription | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [coupon, setCoupon] = useState('');
  const annual =
    packages.find((p) => p.type === 'annual' && (chosen === null || p.id === chosen)) ??
    packages.find((p) => p.type === 'annual');

  useEffect(() => {
    if (session.status === 'anonymous') navigate('/login?redirect=%2Fsubscription', { replace: true });
  }, [session.status, navigate]);

  const load = useCallback(async () => {
    const answer = await apiFetch<{ data: WireSubscription }>('/subscription', { query: { lang } });
    if (answer.ok) setState(answer.body.data);
    else setError(apiErrorText(answer, lang));
  }, [lang]);
  useEffect(() => {
    if (session.status === 'signed-in') void load();
  }, [session.status, load]);

  async function run<T>(
    work: () => Promise<{ ok: true; body: T } | ({ ok: false } & Parameters<typeof apiErrorText>[0])>,
    done: (body: T) => void,
  ) {
    setBusy(true);
    setError(null);
    setMessage(null);
    const answer = await work();
    setBusy(false);
    if (answer.ok) done(answer.body);
    else setError(apiErrorText(answer, lang));
  }

  const pay = (gateway: 'esewa' | 'khalti') =>
    run(
      () =>
        apiFetch<{ data: WireOrderStart }>('/subscription/orders', {
          method: 'POST',
          body: {
            package_id: annual?.id,
            gateway,
            lang,
            ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
          },
        }),
      (body) => {
        setBusy(true);
        goToGateway(body.data);
      },
    );
  const trial = (code?: string) =>
    run(
      () =>
        apiFetch<{ data: { days: number } }>('/subscription/trial', {
          method: 'POST',
          body: code !== undefined ? { coupon_code: code } : {},
        }),
      (body) => {
        setMessage(t('sub.trialStarted', { n: body.data.days }));
        void load();
      },
    );
  const check = (orderId: string) =>
    run(
      () => apiFetch<unknown>(`/subscription/orders/${orderId}/check`, { method: 'POST' }),
      () => void load(),
    );
  const resend = (orderId: string) =>
    run(
      () =>
        apiFetch<{ data: { sent_to: string } }>(`/subscription/orders/${orderId}/receipt/resend`, {
          method: 'POST',
          query: { lang },
        }),
      (body) => setMessage(t('sub.resent', { email: body.data.sent_to })),
    );
  const applyCoupon = (event: FormEvent) => {
    event.preventDefault();
    void trial(coupon);
  };

  return (
    <section className="page subscription" aria-labelledby="sub-heading" aria-busy={busy}>
      <h1 id="sub-heading">{t('sub.title')}</h1>
      {!state ? (
        <p role="status">{error ?? t('sub.checking')}</p>
      ) : (
        <>
          <div
            className={`sub-state${state.active ? ' sub-state--active' : ''}`}
            data-testid="subscription-state"
          >
            <p className="sub-state__badge">{state.active ? t('sub.active') : t('sub.inactive')}</p>
            {state.active && state.expiry ? (
              <>
                <p>
                  {t('sub.package')}: {state.package?.name ?? '—'}
                </p>
                <p>
                  <strong>{t('sub.daysLeft', { n: state.days_left })}</strong>
                </p>
                <p>
                  {t('sub.expires')}: {state.expiry.bs_text[lang]} {lang === 'np' ? 'वि.सं.' : 'BS'} (
                  {state.expiry.ad_text[lang]})
                </p>
              </>
            ) : null}
          </div>
          {message ? (
            <p className="sub-message" role="status">
              {message}
            </p>
          ) : null}
          {error ? (
            <p className="sub-message sub-error" role="alert">
              {error}
            </p>
          ) : null}
          {annual && annual.price_paisa === null ? (
            <p>
              {annual.name}: {t('packages.notPriced')}
            </p>
          ) : null}
          {annual && annual.price_paisa !== null ? (
            <div>
              <h2>
                {annual.name}: {rupeesFromPaisa(annual.price_paisa, lang)}
                {t('packages.perYear')}
              </h2>
              {state.active ? <p>{t('sub.extend')}</p> : null}
              <div className="sub-actions">
                <label>
                  {t('sub.coupon')}
                  <input
                    name="coupon"
                    value={coupon}
                    maxLength={40}
                    autoCapitalize="characters"
                    onChange={(e) => setCoupon(e.currentTarget.value)}
                  />
                </label>
                <button type="button" className="button" disabled={busy} onClick={() => void pay('esewa')}>
                  {t('sub.payWith', { gateway: t('gateway.esewa') })}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => void pay('khalti')}>
                  {t('sub.payWith', { gateway: t('gateway.khalti') })}
                </button>
              </div>
              <form className="sub-actions" onSubmit={applyCoupon}>
                <button
                  type="submit"
                  className="button button--secondary"
                  disabled={busy || coupon.trim() === ''}
                >
                  {t('sub.couponApply')}
                </button>
                <span className="subscription__note">{t('sub.couponHint')}</span>
              </form>
            </div>
          ) : null}
          {state.trial_used ? (
            <p className="subscription__note">{t('sub.trialUsed')}</p>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void trial()}
            >
              {t('sub.trial')}
            </button>
          )}
          <h2>{t('sub.history')}</h2>
          <OrderRows
            orders={state.orders}
            lang={lang}
            t={t}
            onCheck={(id) => void check(id)}
            onResend={(id) => void resend(id)}
          />
        </>
      )}
    </section>
  );
}
