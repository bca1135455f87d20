/**
 * /user-verify?token=… (spec §2): the link mailed at sign-up. The server verifies while
 * rendering, so the answer is in the first HTML; an expired link offers a new one
 * (`GET /refresh_veritoken/{token}`).
 */
import { useEffect, useState } from 'react';
import {
  type HeadersFunction,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from 'react-router';
import { FormError, useHydrated } from '../components/AuthFields';
import { ApiUnavailableError, apiGet } from '../lib/api-client';
import { accountMeta, accountT, serverMessage } from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { apiFetch, refreshUser, useSession } from '../lib/auth/session';
import { webContext } from '../lib/context';
import { useLang } from '../lib/root-data';
import authCss from '../styles/auth.css?url';

type Outcome = 'verified' | 'expired' | 'invalid' | 'unavailable';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiUrl } = webContext(context, request);
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  let outcome: Outcome = 'invalid';
  if (token) {
    try {
      const answer = await apiGet<{ message: string }>(apiUrl, `/user-verify/${encodeURIComponent(token)}`);
      outcome = answer.ok ? 'verified' : answer.status === 410 ? 'expired' : 'invalid';
    } catch (error) {
      if (!(error instanceof ApiUnavailableError)) throw error;
      outcome = 'unavailable';
    }
  }
  return accountPage(request, { outcome, token });
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
            setError(serverMessage(t, lang, result, { 404: 'verify.invalid' }));
          }
        }}
      >
        {state === 'pending' ? t('pending') : t('verify.resend')}
      </button>
    </>
  );
}

export default function UserVerifyPage() {
  const { m, outcome, token } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const session = useSession();
  // A signed-in user's `email_verified` changed on the server: re-read it.
  useEffect(() => {
    if (outcome === 'verified' && session.status === 'signed-in' && !session.user?.email_verified)
      void refreshUser();
  }, [outcome, session]);
  const message = {
    verified: t('verify.done'),
    expired: t('verify.expired'),
    invalid: t('verify.invalid'),
    unavailable: t('error.generic'),
  }[outcome];
  return (
    <section className="page page--narrow auth-page" aria-labelledby="verify-heading">
      <div className="auth-card auth-result" data-outcome={outcome}>
        <h1 id="verify-heading">{t('verify.heading')}</h1>
        <p className={outcome === 'verified' ? 'auth-success' : 'auth-problem'}>{message}</p>
        {outcome === 'expired' && <ResendLink token={token} />}
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
      </div>
    </section>
  );
}
