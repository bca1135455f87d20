/**
 * /subscription-packages (spec §2; ADR 187): the packages on sale and the trial, in the reader's
 * language, prices in NPR (Nepali digits in Nepali), each in its package colour. Server HTML; a
 * visitor is asked to sign in, a signed-in reader goes on to /subscription to pay.
 */
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { subscriptionT } from '../i18n/subscription';
import { publicPage } from '../islands/island';
import { apiGet, orNoData } from '../lib/api-client';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import css from '../styles/subscription.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];
export const headers: HeadersFunction = () => ({
  'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
});

export interface WirePackage {
  id: number;
  slug: string;
  type: 'annual' | 'trial';
  name: string;
  description: string;
  package_color: string;
  period_days: number;
  /** Null: not on sale until an admin sets the price (ADR 181). */
  price_paisa: number | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const answer = await orNoData(() =>
    apiGet<{ data: WirePackage[] }>(apiUrl, '/api/packages', { locale: lang }),
  );
  return { lang, packages: answer.ok ? answer.body.data : ([] as WirePackage[]) };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const t = subscriptionT(args.data?.lang ?? 'np');
  return pageMeta({ ...args, title: `${t('packages.title')} | Patro`, description: t('packages.intro') });
};

export default function SubscriptionPackages() {
  const { lang, packages } = useLoaderData<typeof loader>();
  const t = subscriptionT(lang);
  return (
    <section className="page subscription" aria-labelledby="packages-heading">
      <h1 id="packages-heading">{t('packages.title')}</h1>
      <p>{t('packages.intro')}</p>
      <ul className="package-list">
        {packages.map((p) => (
          <li key={p.id} className="package-card">
            {/* The package colour as an SVG fill: the page's CSP allows no style attributes. */}
            <svg
              className="package-card__stripe"
              viewBox="0 0 1 1"
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <rect width="1" height="1" fill={p.package_color} />
            </svg>
            <h2 className="package-card__name">{p.name}</h2>
            <p className="package-card__price">
              {p.type === 'trial' ? (
                <>
                  {t('packages.free')} · {t('packages.days', { n: p.period_days })}
                </>
              ) : p.price_paisa === null ? (
                <strong>{t('packages.notPriced')}</strong>
              ) : (
                <>
                  <strong>{rupeesFromPaisa(p.price_paisa, lang)}</strong>
                  {t('packages.perYear')}
                </>
              )}
            </p>
            <p>{p.description}</p>
            {p.type === 'trial' || p.price_paisa !== null ? (
              <Link className="button" to={`/subscription${p.type === 'annual' ? `?package=${p.id}` : ''}`}>
                {p.type === 'annual' ? t('packages.choose') : t('sub.trial')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="subscription__note">{t('packages.priceNote')}</p>
      <p>
        <Link to="/login?redirect=%2Fsubscription">{t('packages.signIn')}</Link>
      </p>
    </section>
  );
}
