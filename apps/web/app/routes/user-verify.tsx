/**
 * /user-verify?token=…&redirect=/path (spec §2): the link mailed at sign-up. Opening it verifies
 * the address and signs in (ADR 096), then lands on `redirect`. The token is read in the browser
 * only and leaves the address bar first, so the refresh cookie lands in this browser and a mail
 * scanner that fetches the page without running it uses nothing up. An expired link offers a new
 * one (`GET /refresh_veritoken/{token}`).
 */
import { useEffect, useRef, useState } from 'react';
import {
  type HeadersFunction,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
} from 'react-router';
import { FormError, useHydrated } from '../components/AuthFields';
import { apiErrorText } from '../lib/api-error';
import { accountMeta, accountT, safeRedirect } from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { apiFetch, showNotice, useSession, verifyEmailAndSignIn } from '../lib/auth/session';
import { useLang } from '../lib/root-data';
import authCss from '../styles/auth.css?url';

type Outcome = 'working' | 'expired' | 'invalid' | 'unavailable';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

// The token is read in the browser only; the loader never looks at it.
export function loader({ request }: LoaderFunctionArgs) {
  return accountPage(request, {}, { noReferrer: true });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => accountMeta(args, 'meta.userVerify');

function ResendLink({ token }: { token: string }) {
  const { m } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const lang = useLang();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  if (state === 'sent') return <p role="status">{t('verify.resent')}</p>;
  return (
    <>
      <FormError message={error} />
      <button
        type="button"
        className="button"
        disabled={!hydrated || state === 'pending'}
        onClick={async () => {
          setState('pending');
          setError(null);
          const result = await apiFetch<{ message: string }>(
            `/refresh_veritoken/${encodeURIComponent(token)}?lang=${lang}`,
          );
          if (result.ok) setState('sent');
          else {
            setState('idle');
            setError(apiErrorText(result, lang));
          }
        }}
      >
        {state === 'pending' ? t('pending') : t('verify.resend')}
      </button>
    </>
  );
}

export default function UserVerifyPage() {
  const { m } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const navigate = useNavigate();
  const session = useSession();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const [token, setToken] = useState('');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(window.location.search);
    const found = params.get('token')?.trim() ?? '';
    const redirect = safeRedirect(params.get('redirect'));
    // First: the token out of the address bar (keeping the router's history state).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    setToken(found);
    if (!found) {
      setOutcome('invalid');
      return;
    }
    void verifyEmailAndSignIn(found).then((result) => {
      if (result.ok) {
        showNotice('session.verified');
        navigate(redirect, { replace: true });
      } else if (result.status === 410) setOutcome('expired');
      else setOutcome(result.status === 404 ? 'invalid' : 'unavailable');
    });
  }, [navigate]);
  const message = {
    working: t('verify.working'),
    expired: t('verify.expired'),
    invalid: t('verify.invalid'),
    unavailable: t('error.generic'),
  }[outcome];
  return (
    <section className="page page--narrow auth-page" aria-labelledby="verify-heading">
      <div className="auth-card auth-result" data-outcome={outcome}>
        <h1 id="verify-heading">{t('verify.heading')}</h1>
        <p className={outcome === 'working' ? undefined : 'auth-problem'} role="status" aria-live="polite">
          {message}
        </p>
        {outcome === 'expired' && <ResendLink token={token} />}
        {outcome !== 'working' && (
          <p className="auth-actions">
            <Link className={outcome === 'expired' ? 'button button--ghost' : 'button'} to="/calendar">
              {t('link.calendar')}
            </Link>
            {session.status !== 'signed-in' && (
              <Link className="button button--ghost" to="/login">
                {t('link.login')}
              </Link>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
