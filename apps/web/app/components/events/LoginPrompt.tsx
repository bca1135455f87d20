import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/store';
import { useT } from '../../lib/root-data';
import { useEventsT } from './use-events-t';

/**
 * A visitor's answer where an account is needed (spec §6: 'Please login or signup to create your
 * own events'), with links that come back here after signing in.
 */
export function LoginPrompt({ message }: { message?: string } = {}) {
  const t = useT();
  const location = useLocation();
  const redirect = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="login-box">
      <p className="login-prompt" role="status">
        {message ?? t('cal.loginToAdd')}
      </p>
      <p className="dialog-actions">
        <Link className="button button--small" to={`/login?redirect=${redirect}`}>
          {t('user.login')}
        </Link>
        <Link className="button button--ghost button--small" to={`/signup?redirect=${redirect}`}>
          {t('cal.signup')}
        </Link>
      </p>
    </div>
  );
}

/** Renders `children` for a signed-in user, the login prompt for a visitor, "loading" until known. */
export function SignedInOnly({ children, message }: { children: ReactNode; message?: string }) {
  const te = useEventsT();
  const { status } = useSession();
  if (status === 'signed-in') return <>{children}</>;
  if (status === 'anonymous') return <LoginPrompt message={message} />;
  return <p className="muted">{te('ev.loading')}</p>;
}
