import { useEffect, useState } from 'react';
import { useSession } from '../../lib/auth/store';
import { useLang } from '../../lib/root-data';
import { useSharingT } from './use-sharing-t';

/**
 * Subscribe on a published calendar's page. A visitor (and a page without script) gets the
 * log-in link that comes back here; a signed-in reader gets the button. An island on the public
 * page (ADR 081, 087): the server HTML is the link, the same for everyone.
 */
export function SubscribeButton({ calendarId, token }: { calendarId: number; token: string }) {
  const ts = useSharingT();
  const lang = useLang();
  const session = useSession();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | string>('idle');
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready || session.status !== 'signed-in') {
    return (
      <a className="button" href={`/login?redirect=${encodeURIComponent(`/public/calendar/${token}`)}`}>
        {ts('pub.loginToSubscribe')}
      </a>
    );
  }
  if (state === 'done')
    return (
      <p className="form-success" role="status">
        {ts('pub.subscribed')}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={state === 'busy'}
        onClick={async () => {
          setState('busy');
          const [{ subscribeToCalendar }, { apiErrorText }] = await Promise.all([
            import('./api'),
            import('../../lib/api-error'),
          ]);
          const result = await subscribeToCalendar(calendarId, token);
          // "Already in your calendars" is as good as subscribed.
          setState(result.ok || result.status === 409 ? 'done' : apiErrorText(result, lang));
        }}
      >
        {state === 'busy' ? ts('pub.subscribing') : ts('pub.subscribe')}
      </button>
      {state !== 'idle' && state !== 'busy' && (
        <p className="form-error" role="alert">
          {state}
        </p>
      )}
    </>
  );
}
