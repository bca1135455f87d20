/**
 * /subscription/pay/esewa/:orderId (ADR 187): the page behind an eSewa order's `redirect_url`
 * (spec §7). eSewa ePay v2 starts with a signed form POSTed by the browser, so this page is that
 * form with one button; it works without JavaScript.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { subscriptionT } from '../i18n/subscription';
import { publicPage } from '../islands/island';
import { apiGet } from '../lib/api-client';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta } from '../lib/meta';
import css from '../styles/subscription.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const orderId = /^[A-Za-z0-9-]{1,64}$/.test(params.orderId ?? '') ? (params.orderId as string) : null;
  const form = orderId
    ? await apiGet<{ data: { action: string; fields: Record<string, string> } }>(
        apiUrl,
        `/subscription/orders/${orderId}/esewa-form`,
      ).catch(() => null)
    : null;
  return { lang, form: form?.ok ? form.body.data : null };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = subscriptionT(args.data?.lang ?? 'np');
  return [
    ...pageMeta({ ...args, title: `${t('pay.title')} | Patro`, description: t('pay.title') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function SubscriptionPay() {
  const { lang, form } = useLoaderData<typeof loader>();
  const t = subscriptionT(lang);
  return (
    <section className="page page--narrow subscription" aria-labelledby="pay-heading">
      <h1 id="pay-heading">{t('pay.title')}</h1>
      {form ? (
        <form method="post" action={form.action}>
          {Object.entries(form.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button">
            {t('pay.continue')}
          </button>
        </form>
      ) : (
        <p>
          {t('pay.gone')} <Link to="/subscription">{t('return.toSubscription')}</Link>
        </p>
      )}
    </section>
  );
}
