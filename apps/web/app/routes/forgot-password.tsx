/**
 * /forgot-password (spec §2): the e-mail form mails a reset link (the answer never tells whether
 * the address has an account); the link comes back here with `?token=` for the new password,
 * typed twice.
 */
import { type FormEvent, useRef, useState } from 'react';
import {
  type HeadersFunction,
  Link,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { Field, FormError, PasswordField, useHydrated, useKeepTypedValues } from '../components/AuthFields';
import { apiErrorText } from '../lib/api-error';
import { type AccountT, accountMeta, accountT, emailError, newPasswordError } from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { apiFetch } from '../lib/auth/session';
import { useLang } from '../lib/root-data';
import authCss from '../styles/auth.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

export function loader({ request }: LoaderFunctionArgs) {
  // The reset token is in the query: keep it out of any Referer sent from this page.
  return accountPage(request, {}, { noReferrer: true });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => accountMeta(args, 'meta.forgot');

function RequestLinkForm({ t, initialEmail }: { t: AccountT; initialEmail: string }) {
  const lang = useLang();
  const hydrated = useHydrated();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const input = useRef<HTMLInputElement>(null);
  useKeepTypedValues({ email: input }, (typed) => setEmail(typed.email ?? initialEmail));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem ? t(problem) : null);
    setServerError(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    setState('pending');
    // The reset mail is written in the interface's language.
    const result = await apiFetch<{ message: string }>(`/forgot-password?lang=${lang}`, {
      method: 'POST',
      body: { email: email.trim() },
    });
    if (result.ok) setState('sent');
    else {
      setState('idle');
      setServerError(apiErrorText(result, lang));
    }
  }

  if (state === 'sent') {
    return (
      <p className="auth-success" role="status">
        {t('forgot.sent')}
      </p>
    );
  }
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit} aria-busy={state === 'pending'}>
      <p className="auth-intro">{t('forgot.intro')}</p>
      <Field
        label={t('field.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        error={error}
        inputRef={input}
        required
      />
      <FormError message={serverError} />
      <button type="submit" className="button auth-submit" disabled={!hydrated || state === 'pending'}>
        {state === 'pending' ? t('pending') : t('forgot.submit')}
      </button>
      <p className="auth-aside">
        <Link to="/login">{t('link.login')}</Link>
      </p>
    </form>
  );
}

function NewPasswordForm({ t, token }: { t: AccountT; token: string }) {
  const lang = useLang();
  const hydrated = useHydrated();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ password?: string; again?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const passwordRef = useRef<HTMLInputElement>(null);
  const againRef = useRef<HTMLInputElement>(null);
  useKeepTypedValues({ password: passwordRef, again: againRef }, (typed) => {
    if (typed.password) setPassword(typed.password);
    if (typed.again) setAgain(typed.again);
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const passwordProblem = newPasswordError(password);
    const found = {
      password: passwordProblem ? t(passwordProblem) : undefined,
      again: !passwordProblem && again !== password ? t('error.mismatch') : undefined,
    };
    setErrors(found);
    setServerError(null);
    if (found.password) return passwordRef.current?.focus();
    if (found.again) return againRef.current?.focus();
    setState('pending');
    const result = await apiFetch<{ message: string }>('/update-password', {
      method: 'POST',
      body: { token, password },
    });
    if (result.ok) setState('done');
    else {
      setState('idle');
      setServerError(apiErrorText(result, lang));
    }
  }

  if (state === 'done') {
    return (
      <div className="auth-result">
        <p className="auth-success" role="status">
          {t('reset.done')}
        </p>
        <p className="auth-actions">
          <Link className="button" to="/login">
            {t('link.login')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit} aria-busy={state === 'pending'}>
      <PasswordField
        t={t}
        label={t('field.newPassword')}
        name="password"
        autoComplete="new-password"
        hint={t('field.passwordHint')}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
        inputRef={passwordRef}
        required
      />
      <PasswordField
        t={t}
        label={t('field.confirmPassword')}
        name="password_again"
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.currentTarget.value)}
        error={errors.again}
        inputRef={againRef}
        required
      />
      <FormError message={serverError} />
      <button type="submit" className="button auth-submit" disabled={!hydrated || state === 'pending'}>
        {state === 'pending' ? t('pending') : t('reset.submit')}
      </button>
    </form>
  );
}

export default function ForgotPasswordPage() {
  const { m } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return (
    <section className="page page--narrow auth-page" aria-labelledby="forgot-heading">
      <div className="auth-card">
        <h1 id="forgot-heading">{token ? t('reset.heading') : t('forgot.heading')}</h1>
        {token ? (
          <NewPasswordForm t={t} token={token} />
        ) : (
          <RequestLinkForm t={t} initialEmail={params.get('email') ?? ''} />
        )}
      </div>
    </section>
  );
}
