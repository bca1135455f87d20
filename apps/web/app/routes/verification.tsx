/**
 * /verification?token=<access token>&redirect=/path (spec §2, §4): login by a token in the URL,
 * where Google and Facebook sign-in land. The token leaves the address bar (and so the history
 * and any later Referer) before anything else happens; failure shows 'Login Failed' on /login.
 */
import { useEffect, useRef } from 'react';
import {
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
} from 'react-router';
import { accountMeta, accountT, safeRedirect } from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { loginWithAccessToken } from '../lib/auth/session';
import authCss from '../styles/auth.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

// The token is read in the browser only; the loader never looks at it.
export function loader({ request }: LoaderFunctionArgs) {
  return accountPage(request, {}, { noReferrer: true });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => accountMeta(args, 'meta.verification');

export default function VerificationPage() {
  const { m } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    const redirect = safeRedirect(params.get('redirect'));
    // First: the token out of the address bar (keeping the router's history state).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    void loginWithAccessToken(token).then((result) => {
      if (result.ok) navigate(redirect, { replace: true });
    });
  }, [navigate]);
  return (
    <section className="page page--narrow auth-page" aria-labelledby="verification-heading">
      <div className="auth-card auth-result">
        <h1 id="verification-heading">{t('verification.heading')}</h1>
        <p role="status" aria-live="polite">
          {t('verification.working')}
        </p>
      </div>
    </section>
  );
}
