import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { bluebookTranslator } from '../i18n/bluebook';
import { publicPage } from '../islands/island';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta, rootDataFrom } from '../lib/meta';
import bluebookCss from '../styles/bluebook.css?url';
import calendarCss from '../styles/calendar.css?url';

/** A public page: server HTML, no script needed (ADR 081). */
export const handle = publicPage;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: bluebookCss },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { lang: requestLang(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = bluebookTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return pageMeta({ matches, location, title: t('services.title'), description: t('services.intro') });
};

const SERVICES = [
  { key: 'bluebook', href: '/services/bluebook' },
  { key: 'paramarsha', href: '/paramarsha' },
  { key: 'subscription', href: '/subscription-packages' },
] as const;

/** /services (spec §2): the product's services on one page. */
export default function Services() {
  const { lang } = useLoaderData<typeof loader>();
  const t = bluebookTranslator(lang);
  return (
    <div className="page page--narrow services">
      <h1>{t('services.title')}</h1>
      <p className="muted">{t('services.intro')}</p>
      <ul className="services-list">
        {SERVICES.map((s) => (
          <li key={s.key} className="card">
            <h2>
              <a href={s.href}>{t(`services.${s.key}`)}</a>
            </h2>
            <p>{t(`services.${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
