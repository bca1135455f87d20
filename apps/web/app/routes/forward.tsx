import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, redirect, useLoaderData } from 'react-router';
import { supportTranslator } from '../i18n/support';
import { requestLang } from '../lib/calendar/request.server';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { forwardTarget, isPhone } from '../lib/support/forward';
import supportCss from '../styles/support.css?url';
import { AppOffers } from './apps';

/**
 * /forward?path=… (spec §2; ADR 193): a shared link's landing. On a computer it forwards at once
 * (302) to the in-site path it carries; on a phone it shows the page's link and offers the apps.
 * A path that is not on this site is never followed (no open redirect). Rendered per request.
 */
// Not a public page: those are rendered once per language for everyone (ADR 082), and this one
// depends on the reader's user agent.

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: supportCss }];

export function loader({ request }: LoaderFunctionArgs) {
  const target = forwardTarget(new URL(request.url).searchParams.get('path'));
  const phone = isPhone(request.headers.get('user-agent'));
  if (target && !phone)
    throw redirect(target, {
      status: 302,
      headers: { 'cache-control': 'private, no-store', vary: 'user-agent' },
    });
  return { lang: requestLang(request), target };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const s = supportTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return [
    ...pageMeta({ matches, location, title: s('forward.title'), description: s('forward.desc') }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Forward() {
  const { lang, target } = useLoaderData<typeof loader>();
  const s = supportTranslator(lang);
  return (
    <div className="page page--narrow support-page forward-page">
      <h1>{s('forward.title')}</h1>
      {target ? (
        <>
          <p>{s('forward.desc')}</p>
          <p>
            <a className="button" href={target}>
              {s('forward.continue')}
            </a>
          </p>
          <p className="forward-path">
            <code>{target}</code>
          </p>
          <h2>{s('forward.apps')}</h2>
          <AppOffers s={s} />
        </>
      ) : (
        <>
          <p role="alert">{s('forward.invalid')}</p>
          <p>
            <Link to="/">{s('forward.home')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
