/**
 * /delete-account (spec §2): says what is deleted, asks for the password (or, for an account
 * made with Google or Facebook, the e-mail address), deletes, signs out and says goodbye.
 * Visitors are sent to /login?redirect=/delete-account.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigate,
} from 'react-router';
import { Field, FormError, PasswordField } from '../components/AuthFields';
import { apiErrorText } from '../lib/api-error';
import type { ApiFailure } from '../lib/api-failure';
import { type AccountT, accountMeta, accountT } from '../lib/auth/account-page';
import { accountPage } from '../lib/auth/messages.server';
import { apiFetch, endSession, type SessionUser, useSession } from '../lib/auth/session';
import { useLang } from '../lib/root-data';
import authCss from '../styles/auth.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authCss }];

export function loader({ request }: LoaderFunctionArgs) {
  return accountPage(request, {});
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = (args) => accountMeta(args, 'meta.delete');

/** The API asks for the e-mail instead of the password when the account has no password. */
function asksForEmail(failure: ApiFailure): boolean {
  return failure.code === 'invalid_field' && failure.field === 'email';
}

function DeleteForm({ t, user }: { t: AccountT; user: SessionUser }) {
  const lang = useLang();
  const [confirmWith, setConfirmWith] = useState<'password' | 'email'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    if (!value.trim()) {
      setError(confirmWith === 'password' ? t('error.passwordRequired') : t('error.email'));
      input.current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    const body = confirmWith === 'password' ? { password: value } : { email: value.trim() };
    const result = await apiFetch<unknown>('/delete-account', { method: 'POST', body });
    if (result.ok) {
      endSession({ notice: 'session.accountDeleted', to: '/' });
      return;
    }
    setPending(false);
    if (confirmWith === 'password' && asksForEmail(result)) {
      setConfirmWith('email');
      setValue('');
      return;
    }
    setServerError(apiErrorText(result, lang));
  }

  return (
    <form className="auth-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      {confirmWith === 'password' ? (
        <PasswordField
          key="password"
          t={t}
          label={t('delete.passwordLabel')}
          name="password"
          autoComplete="current-password"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          inputRef={input}
          required
        />
      ) : (
        <>
          <p className="auth-note" role="status">
            {t('delete.socialNote')}
          </p>
          <Field
            key="email"
            label={t('delete.emailLabel')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={user.email}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            inputRef={input}
            required
          />
        </>
      )}
      <FormError message={serverError} />
      <button type="submit" className="button button--danger auth-submit" disabled={pending}>
        {pending ? t('pending') : t('delete.submit')}
      </button>
    </form>
  );
}

export default function DeleteAccountPage() {
  const { m } = useLoaderData<typeof loader>();
  const t = accountT(m);
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === 'anonymous') navigate('/login?redirect=%2Fdelete-account', { replace: true });
  }, [session.status, navigate]);
  return (
    <section className="page page--narrow auth-page" aria-labelledby="delete-heading">
      <div className="auth-card">
        <h1 id="delete-heading">{t('delete.heading')}</h1>
        <p>{t('delete.intro')}</p>
        <ul className="auth-list">
          <li>{t('delete.item.profile')}</li>
          <li>{t('delete.item.calendars')}</li>
          <li>{t('delete.item.settings')}</li>
        </ul>
        <p className="auth-warning">
          <strong>{t('delete.warning')}</strong>
        </p>
        {session.status === 'signed-in' && session.user ? (
          <DeleteForm t={t} user={session.user} />
        ) : (
          <p role="status">{t('delete.checking')}</p>
        )}
      </div>
    </section>
  );
}
