import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { type SupportTranslate, supportTranslator } from '../i18n/support';
import { publicPage } from '../islands/island';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useRootData, useT } from '../lib/root-data';
import supportCss from '../styles/support.css?url';

/** /apps (spec §2; ADR 193): our apps and where to get them, from the store settings. */
export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: supportCss }];

export function loader({ request }: LoaderFunctionArgs) {
  return { lang: requestLang(request) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const s = supportTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return pageMeta({ matches, location, title: s('apps.title'), description: s('apps.desc') });
};

/** The store links an operator set, and the web offers that need no store. */
export function AppOffers({ s }: { s: SupportTranslate }) {
  const t = useT();
  const apps = useRootData()?.env.siteLinks.apps ?? [];
  const stores = [
    { id: 'google-play', title: s('apps.android'), desc: s('apps.androidDesc') },
    { id: 'app-store', title: s('apps.ios'), desc: s('apps.iosDesc') },
  ];
  return (
    <ul className="apps-list">
      {stores.map((store) => {
        const link = apps.find((a) => a.id === store.id);
        return (
          <li key={store.id} className="card apps-card" data-store={store.id}>
            <h2>{store.title}</h2>
            <p>{store.desc}</p>
            {link ? (
              <a className="button store-badge" href={link.href} target="_blank" rel="noopener">
                {t(link.label)}
                <span className="visually-hidden"> {t('a11y.external')}</span>
              </a>
            ) : (
              <p className="muted apps-not-set">{s('apps.notSet')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default function Apps() {
  const { lang } = useLoaderData<typeof loader>();
  const s = supportTranslator(lang);
  return (
    <div className="page page--narrow support-page">
      <h1>{s('apps.title')}</h1>
      <p className="lead">{s('apps.desc')}</p>
      <AppOffers s={s} />
      <section className="card apps-card" aria-labelledby="apps-web">
        <h2 id="apps-web">{s('apps.web')}</h2>
        <p>{s('apps.webDesc')}</p>
      </section>
      <section className="card apps-card" aria-labelledby="apps-widgets">
        <h2 id="apps-widgets">{s('apps.widgets')}</h2>
        <p>{s('apps.widgetsDesc')}</p>
        <p>
          <Link to="/web-widgets">{s('apps.widgetsLink')}</Link>
        </p>
      </section>
      <nav aria-labelledby="apps-policies">
        <h2 id="apps-policies">{s('apps.policies')}</h2>
        <ul>
          <li>
            <Link to="/radio-privacy-policy">
              {lang === 'np' ? 'रेडियो गोपनीयता नीति' : 'Radio privacy policy'}
            </Link>
          </li>
          <li>
            <Link to="/keyboard-privacy-policy">
              {lang === 'np' ? 'किबोर्ड गोपनीयता नीति' : 'Keyboard privacy policy'}
            </Link>
          </li>
          <li>
            <Link to="/policies">{t(lang)}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

function t(lang: 'np' | 'en'): string {
  return lang === 'np' ? 'गोपनीयता नीति' : 'Privacy Policy';
}
