/**
 * /subscription/return/:gateway/:orderId (ADR 187): where eSewa and Khalti send the browser back.
 * It says "Validating payment…" while the API checks with the gateway itself (the query string is
 * only a hint of what to check), then shows the outcome. Private: the session is in the browser.
 */
import { useEffect, useRef, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { WireOrder } from '../components/subscription/wire';
import { bluebookTranslator } from '../i18n/bluebook';
import { paramarshaT } from '../i18n/paramarsha';
import { subscriptionT } from '../i18n/subscription';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta } from '../lib/meta';
import css from '../styles/subscription.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export function loader({ request, params }: LoaderFunctionArgs) {
  const gateway = params.gateway === 'khalti' ? 'khalti' : 'esewa';
  return { lang: requestLang(request), gateway, orderId: params.orderId ?? '' };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = subscriptionT(args.data?.lang ?? 'np');
  return [
    ...pageMeta({ ...args, title: `${t('return.validating')} | Patro`, description: t('return.validating') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function SubscriptionReturn() {
  const { lang, gateway, orderId } = useLoaderData<typeof loader>();
  const t = subscriptionT(lang);
  const session = useSession();
  const navigate = useNavigate();
  const [order, setOrder] = useState<WireOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (session.status === 'anonymous') {
      const back = `${window.location.pathname}${window.location.search}`;
      navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
    }
    if (session.status !== 'signed-in' || asked.current) return;
    asked.current = true;
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    void apiFetch<{ data: WireOrder }>(`/subscription/orders/${orderId}/return`, {
      method: 'POST',
      body: { gateway, query },
    }).then((answer) => {
      if (answer.ok) setOrder(answer.body.data);
      else setError(apiErrorText(answer, lang));
    });
  }, [session.status, navigate, gateway, orderId, lang]);

  const checkAgain = async () => {
    setOrder(null);
    const answer = await apiFetch<{ data: WireOrder }>(`/subscription/orders/${orderId}/check`, {
      method: 'POST',
    });
    if (answer.ok) setOrder(answer.body.data);
    else setError(apiErrorText(answer, lang));
  };

  // A paramarsha order (issue 26) ends on the reader's requests with the spec's 'Your Form has been submitted'.
  const paramarsha = order?.product_kind === 'paramarsha';
  // A bluebook renewal (issue 27) is followed on the bluebook's history.
  const bluebook = order?.product_kind === 'bluebook';
  useEffect(() => {
    if (paramarsha && order?.status === 'completed')
      navigate('/paramarsha/requests?submitted=1', { replace: true });
  }, [paramarsha, order?.status, navigate]);

  const outcome =
    order === null
      ? null
      : order.status === 'completed'
        ? t('return.completed')
        : order.status === 'pending' || order.status === 'initiated'
          ? t('return.pending')
          : order.status === 'cancelled'
            ? t('return.cancelled')
            : t('return.failed');

  return (
    <section className="page page--narrow subscription" aria-labelledby="return-heading">
      <h1 id="return-heading">{t('sub.title')}</h1>
      {error ? (
        <p className="sub-error" role="alert">
          {error}
        </p>
      ) : outcome === null ? (
        <p role="status">{t('return.validating')}</p>
      ) : (
        <p role="status" data-testid="payment-outcome">
          {outcome}
        </p>
      )}
      {order && (order.status === 'pending' || order.status === 'initiated') ? (
        <button type="button" className="button" onClick={() => void checkAgain()}>
          {t('sub.checkAgain')}
        </button>
      ) : null}
      <p>
        {paramarsha ? (
          <Link to="/paramarsha/requests">{paramarshaT(lang)('r.title')}</Link>
        ) : bluebook ? (
          <Link to="/services/bluebook/history">{bluebookTranslator(lang)('bb.hist.title')}</Link>
        ) : (
          <Link to="/subscription">{t('return.toSubscription')}</Link>
        )}
      </p>
    </section>
  );
}
