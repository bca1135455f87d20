/**
 * /login and /signup (spec §2: one screen): tabs for signing in and signing up, Google and
 * Facebook buttons when the API has them configured, `?redirect=/path` after success and
 * `?error=oauth` when a social sign-in came back failed. Sign-up does not sign in: it says a link
 * was mailed (the same for every address; ADR 096); the link signs in and lands on `redirect`.
 */
import type { AuthProviders } from '@patro/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type HeadersFunction,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { Field, FormError, PasswordField, useHydrated, useKeepTypedValues } from '../components/AuthFields';
import { apiGet } from '../lib/api-client';
import { apiErrorText } from '../lib/api-error';
import {
  type AccountT,
  accountMeta,
  accountT,
  emailError,
  fullNameError,
  newPasswordError,
  safeRedirect,
} from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { resendVerification, signIn, signUp, useSession } from '../lib/auth/session';
import { webContext } from '../lib/context';
import { useLang } from '../lib/root-data';
import authCss from '../styles/auth.css?url';

type Mode = 'login' | 'signup';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { apiUrl } = webContext(context, request);
  const mode: Mode = new URL(request.url).pathname.replace(/\/+$/, '') === '/signup' ? 'signup' : 'login';
  let providers: AuthProviders = { google: false, facebook: false };
  try {
    const answer = await apiGet<AuthProviders>(apiUrl, '/auth/providers');
    if (answer.ok) providers = answer.body;
  } catch {
    // API unreachable: the e-mail form still shows; signing in will say what is wrong.
  }
  return accountPage(request, { mode, providers, apiUrl });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) =>
  accountMeta(args, args.loaderData?.mode === 'signup' ? 'meta.signup' : 'meta.login');

interface Fields {
  fullName: string;
  email: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

function validate(mode: Mode, fields: Fields, t: AccountT): FieldErrors {
  const errors: FieldErrors = {};
  const message = (key: Parameters<AccountT>[0] | null) => (key ? t(key) : undefined);
  if (mode === 'signup') errors.fullName = message(fullNameError(fields.fullName));
  errors.email = message(emailError(fields.email));
  errors.password =
    mode === 'signup'
      ? message(newPasswordError(fields.password))
      : fields.password
        ? undefined
        : t('error.passwordRequired');
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as FieldErrors;
}

/** After sign-up: where the link went, and a way to have it sent again. */
function SignUpSent({ email, t, redirect }: { email: string; t: AccountT; redirect: string }) {
  const lang = useLang();
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  // The form is gone: the news takes the focus, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="auth-sent" data-testid="signup-sent">
      <p className="auth-success" role="status" tabIndex={-1} ref={heading}>
        {t('signup.sent', { email })}
      </p>
      <p>{t('signup.sentHint')}</p>
      <FormError message={error} />
      {state === 'sent' ? (
        <p role="status">{t('signup.resent')}</p>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={state === 'pending'}
          onClick={async () => {
            setState('pending');
            setError(null);
            const result = await resendVerification(email, lang, redirect);
            setState(result.ok ? 'sent' : 'idle');
            if (!result.ok) setError(apiErrorText(result, lang));
          }}
        >
          {state === 'pending' ? t('pending') : t('signup.resend')}
        </button>
      )}
    </div>
  );
}

function AuthForm({ mode, t, redirect }: { mode: Mode; t: AccountT; redirect: string }) {
  const lang = useLang();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({ fullName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  useKeepTypedValues(refs, (typed) => setFields((f) => ({ ...f, ...typed })));

  const update = (name: keyof Fields) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setFields((f) => ({ ...f, [name]: value }));
    // Once a field was flagged, re-check it as the user types so the error goes away when fixed.
    if (errors[name])
      setErrors((e) => ({ ...e, [name]: validate(mode, { ...fields, [name]: value }, t)[name] }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = validate(mode, fields, t);
    setErrors(found);
    setServerError(null);
    const firstInvalid = (['fullName', 'email', 'password'] as const).find((name) => found[name]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setPending(true);
    if (mode === 'signup') {
      const result = await signUp(fields.fullName, fields.email, fields.password, lang, redirect);
      setPending(false);
      if (result.ok) setSentTo(fields.email.trim());
      else setServerError(apiErrorText(result, lang));
      return;
    }
    const result = await signIn(fields.email, fields.password);
    if (result.ok) {
      navigate(redirect, { replace: true });
      return;
    }
    setPending(false);
    setServerError(apiErrorText(result, lang));
  }

  if (sentTo !== null) return <SignUpSent email={sentTo} t={t} redirect={redirect} />;

  const forgotHref = fields.email
    ? `/forgot-password?email=${encodeURIComponent(fields.email.trim())}`
    : '/forgot-password';
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      {mode === 'signup' && (
        <Field
          label={t('field.fullName')}
          name="full_name"
          autoComplete="name"
          value={fields.fullName}
          onChange={update('fullName')}
          error={errors.fullName}
          inputRef={refs.fullName}
          maxLength={100}
          required
        />
      )}
      <Field
        label={t('field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={mode === 'signup' ? 'email' : 'username'}
        autoCapitalize="off"
        spellCheck={false}
        value={fields.email}
        onChange={update('email')}
        error={errors.email}
        inputRef={refs.email}
        required
      />
      <PasswordField
        t={t}
        label={t('field.password')}
        name="password"
        autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
        hint={mode === 'signup' ? t('field.passwordHint') : undefined}
        value={fields.password}
        onChange={update('password')}
        error={errors.password}
        inputRef={refs.password}
        required
      />
      <FormError message={serverError} />
      <button type="submit" className="button auth-submit" disabled={!hydrated || pending}>
        {pending ? t('pending') : mode === 'signup' ? t('signup.submit') : t('login.submit')}
      </button>
      {mode === 'login' && (
        <p className="auth-aside">
          <Link to={forgotHref}>{t('login.forgot')}</Link>
        </p>
      )}
    </form>
  );
}

function SocialButtons({
  t,
  apiUrl,
  redirect,
  providers,
}: {
  t: AccountT;
  apiUrl: string;
  redirect: string;
  providers: AuthProviders;
}) {
  if (!providers.google && !providers.facebook) return null;
  const start = (provider: 'google' | 'facebook') =>
    `${apiUrl.replace(/\/+$/, '')}/auth/${provider}/start?redirect=${encodeURIComponent(redirect)}`;
  return (
    <div className="social-signin">
      <p className="auth-divider">
        <span>{t('social.or')}</span>
      </p>
      {providers.google && (
        <a className="button button--ghost social-button" href={start('google')}>
          {t('social.google')}
        </a>
      )}
      {providers.facebook && (
        <a className="button button--ghost social-button" href={start('facebook')}>
          {t('social.facebook')}
        </a>
      )}
    </div>
  );
}

export default function LoginPage() {
  const { m, mode, providers, apiUrl } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const [params] = useSearchParams();
  const redirectParam = params.get('redirect');
  const redirect = safeRedirect(redirectParam);
  const query =
    redirectParam && redirect === redirectParam ? `?redirect=${encodeURIComponent(redirect)}` : '';
  const session = useSession();
  const headingId = 'auth-heading';
  return (
    <section className="page page--narrow auth-page" aria-labelledby={headingId}>
      <div className="auth-card">
        <nav className="auth-tabs" aria-label={t('tabs.label')}>
          <Link
            to={`/login${query}`}
            replace
            aria-current={mode === 'login' ? 'page' : undefined}
            className="auth-tab"
          >
            {t('tabs.login')}
          </Link>
          <Link
            to={`/signup${query}`}
            replace
            aria-current={mode === 'signup' ? 'page' : undefined}
            className="auth-tab"
          >
            {t('tabs.signup')}
          </Link>
        </nav>
        <h1 id={headingId}>{mode === 'signup' ? t('signup.heading') : t('login.heading')}</h1>
        <p className="auth-intro">{t('intro')}</p>
        {params.get('error') === 'oauth' && (
          <p className="form-error" role="alert">
            {t('error.oauth')}
          </p>
        )}
        {session.status === 'signed-in' && session.user ? (
          <div className="auth-signed-in">
            <p>{t('signedIn.as', { name: session.user.full_name })}</p>
            <Link className="button" to={redirect}>
              {t('signedIn.continue')}
            </Link>
          </div>
        ) : (
          <>
            <AuthForm key={mode} mode={mode} t={t} redirect={redirect} />
            <SocialButtons t={t} apiUrl={apiUrl} redirect={redirect} providers={providers} />
          </>
        )}
      </div>
    </section>
  );
}
