import { localizeDigits, todayInKathmandu } from '@patro/calendar';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import { Shell } from './components/Shell';
import { DEFAULT_LANG, htmlLang, translator } from './i18n';
import { HydrationModeContext, isPublicPage } from './islands/island';
import { type IslandPage, PAGE_DATA_ID, scriptJson } from './islands/page-context';
import { webContext } from './lib/context';
import { pageMeta } from './lib/meta';
import { useIslandsScript, useNonce } from './lib/nonce';
import { PREFS_SCRIPT, parseLang, readCookie } from './lib/prefs';
import { type RootData, useRootData, useT } from './lib/root-data';
import { footerMonths, todayView } from './lib/today.server';
import stylesHref from './styles/app.css?url';

// Only stylesheets here: see the head's order in Layout. The favicon comes from each page's meta
// (lib/meta.ts): calendar pages draw today's BS day.
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = webContext(context, request);
  const cookie = request.headers.get('cookie');
  const lang = parseLang(readCookie(cookie, 'lang')) ?? DEFAULT_LANG;
  const now = Date.now();
  const rootData: RootData = {
    lang,
    publicUrl: ctx.publicUrl,
    env: { apiUrl: ctx.apiUrl, blogsUrl: ctx.blogsUrl, siteLinks: ctx.siteLinks },
    today: todayView(lang, now),
    footer: {
      ...footerMonths(lang, now),
      copyrightYear: localizeDigits(todayInKathmandu(now).ad.year, lang),
    },
  };
  return rootData;
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = translator((matches[0]?.loaderData as RootData | undefined)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('meta.error.title'),
    description: t('meta.home.description'),
    noindex: true,
  });
};

/**
 * The document. A public page (route `handle = publicPage`, ADR 081) is plain server HTML plus
 * its islands: the shared page data as JSON and one module script, no React Router runtime and
 * no nonce (the page is cached; the CSP allows the head script by its hash). Private screens get
 * React Router's scripts and full hydration.
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const islandsScript = useIslandsScript();
  const islands = isPublicPage(useMatches().map((m) => m.handle)) && islandsScript !== '';
  const location = useLocation();
  const privateNonce = useNonce();
  const nonce = islands ? undefined : privateNonce || undefined;
  const lang = root?.lang ?? DEFAULT_LANG;
  const page: IslandPage | null =
    islands && root
      ? { root, location: { pathname: location.pathname, search: location.search, hash: '' } }
      : null;
  return (
    <html lang={htmlLang(lang)} data-lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#b3261e" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#1b1614" media="(prefers-color-scheme: dark)" />
        {/*
          The order is React's output order (React moves title, meta and every link that is not
          a stylesheet to the top of <head>), so server and hydrated heads look the same.
        */}
        <Meta />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Links />
        {/* Applies the remembered theme before first paint (no flash); see lib/prefs.ts. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its CSP hash.
          dangerouslySetInnerHTML={{ __html: PREFS_SCRIPT }}
        />
      </head>
      <body>
        <HydrationModeContext.Provider value={islands ? 'islands' : 'full'}>
          {children}
        </HydrationModeContext.Provider>
        {islands ? (
          <>
            {page && (
              <script
                type="application/json"
                id={PAGE_DATA_ID}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data (not run), escaped by scriptJson.
                dangerouslySetInnerHTML={{ __html: scriptJson(page) }}
              />
            )}
            {/* Not async: React would move it into <head>; a module script runs after parsing anyway. */}
            <script type="module" src={islandsScript} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Says the page is interactive: tests (and support) can tell a hydrated page from server HTML.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '1';
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const body = (
    <section className="page page--narrow error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{notFound ? t('notFound.heading') : t('error.heading')}</h1>
      <p>{notFound ? t('notFound.body') : t('error.body')}</p>
      <p>
        <a className="button" href="/">
          {t('notFound.home')}
        </a>
      </p>
    </section>
  );
  return useRootData() ? <Shell>{body}</Shell> : <main id="main">{body}</main>;
}
