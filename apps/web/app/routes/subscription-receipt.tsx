/**
 * /subscription/receipt/:orderId (ADR 187): one payment's receipt, laid out to print (the print
 * stylesheet hides the site's chrome). Private: read in the browser with the reader's session.
 */
import { useEffect, useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData, useNavigate } from 'react-router';
import type { DateTexts, WireOrder } from '../components/subscription/wire';
import { subscriptionT } from '../i18n/subscription';
import { apiErrorText } from '../lib/api-error';
import { apiFetch, useSession } from '../lib/auth/session';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import css from '../styles/subscription.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export function loader({ request, params }: LoaderFunctionArgs) {
  return { lang: requestLang(request), orderId: params.orderId ?? '' };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = subscriptionT(args.data?.lang ?? 'np');
  return [
    ...pageMeta({ ...args, title: `${t('receipt.title')} | Patro`, description: t('receipt.title') }),
    { name: 'robots', content: 'noindex' },
  ];
};

type Receipt = WireOrder & { paid_on: DateTexts; payer: { name: string; email: string } };

export default function SubscriptionReceipt() {
  const { lang, orderId } = useLoaderData<typeof loader>();
  const t = subscriptionT(lang);
  const session = useSession();
  const navigate = useNavigate();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (session.status === 'anonymous')
      navigate(`/login?redirect=${encodeURIComponent(`/subscription/receipt/${orderId}`)}`, {
        replace: true,
      });
    if (session.status !== 'signed-in') return;
    void apiFetch<{ data: Receipt }>(`/subscription/orders/${orderId}/receipt`).then((answer) => {
      if (answer.ok) setReceipt(answer.body.data);
      else setError(apiErrorText(answer, lang));
    });
  }, [session.status, navigate, orderId, lang]);

  return (
    <section className="page receipt" aria-labelledby="receipt-heading">
      <h1 id="receipt-heading">Patro · {t('receipt.title')}</h1>
      {error ? <p role="alert">{error}</p> : null}
      {!receipt ? (
        error ? null : (
          <p role="status">{t('sub.working')}</p>
        )
      ) : (
        <>
          <dl data-testid="receipt">
            <dt>{t('receipt.order')}</dt>
            <dd>{receipt.order_id}</dd>
            <dt>{t('receipt.payer')}</dt>
            <dd>
              {receipt.payer.name} ({receipt.payer.email})
            </dd>
            <dt>{t('receipt.product')}</dt>
            <dd>{receipt.product_name}</dd>
            <dt>{t('receipt.paidOn')}</dt>
            <dd>
              {receipt.paid_on.bs_text[lang]} {lang === 'np' ? 'वि.सं.' : 'BS'} (
              {receipt.paid_on.ad_text[lang]})
            </dd>
            {receipt.coupon_code ? (
              <>
                <dt>{t('receipt.listPrice')}</dt>
                <dd>{rupeesFromPaisa(receipt.list_price_paisa, lang)}</dd>
                <dt>{t('receipt.coupon')}</dt>
                <dd>{receipt.coupon_code}</dd>
              </>
            ) : null}
            <dt>{t('sub.amount')}</dt>
            <dd>
              <strong>{rupeesFromPaisa(receipt.amount_paisa, lang)}</strong>
            </dd>
            <dt>{t('sub.gateway')}</dt>
            <dd>{t(`gateway.${receipt.gateway}`)}</dd>
            <dt>{t('sub.reference')}</dt>
            <dd>{receipt.gateway_reference}</dd>
            <dt>{t('sub.status')}</dt>
            <dd>{t(`status.${receipt.status}`)}</dd>
          </dl>
          <button type="button" className="button no-print" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        </>
      )}
    </section>
  );
}
