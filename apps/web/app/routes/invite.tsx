import type { WireInvitationPreview } from '@patro/contracts';
import { useEffect, useState } from 'react';
import { Link, type LinksFunction, type MetaFunction, useLocation } from 'react-router';
import {
  answerCalendarInvitation,
  answerOrganizationInvitation,
  previewInvitation,
} from '../components/sharing/api';
import { useSharingT } from '../components/sharing/use-sharing-t';
import { sharingTranslator } from '../i18n/sharing';
import { apiErrorText } from '../lib/api-error';
import { loadSessionModule, useSession } from '../lib/auth/store';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang, useT } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';
import sharingCss from '../styles/sharing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
  { rel: 'stylesheet', href: sharingCss },
];

type Kind = 'calendar' | 'organization';
const kindOf = (path: string): Kind =>
  path.startsWith('/invite/organization') ? 'organization' : 'calendar';

export const meta: MetaFunction = ({ matches, location }) => {
  const ts = sharingTranslator(rootDataFrom(matches)?.lang ?? 'np');
  const title = ts(
    kindOf(location.pathname) === 'calendar' ? 'sh.invite.calendarTitle' : 'sh.invite.orgTitle',
  );
  return pageMeta({ matches, location, title: `${title} | Patro`, description: title, noindex: true });
};

interface Held {
  token: string;
  /** The calendar id, or the organisation id. */
  target: string;
}

/**
 * The invitation's token arrives in the link's fragment (never sent to a server, so never in an
 * access log). It is kept in this tab's session storage so it survives logging in or signing up,
 * and removed from the address bar at once.
 */
function useHeldInvitation(kind: Kind): Held | null | undefined {
  const [held, setHeld] = useState<Held | null | undefined>(undefined);
  useEffect(() => {
    const key = `patro:invite:${kind}`;
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const token = hash.get('token');
    const target = hash.get(kind);
    if (token && target) {
      sessionStorage.setItem(key, JSON.stringify({ token, target }));
      history.replaceState(history.state, '', window.location.pathname);
    }
    try {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Held | null;
      setHeld(stored?.token && stored.target ? stored : null);
    } catch {
      setHeld(null);
    }
  }, [kind]);
  return held;
}

function levelText(ts: ReturnType<typeof useSharingT>, level: WireInvitationPreview['level']) {
  return ts(`sh.level.${level}`);
}

function Invitation({ kind }: { kind: Kind }) {
  const ts = useSharingT();
  const t = useT();
  const lang = useLang();
  const held = useHeldInvitation(kind);
  const session = useSession();
  const [preview, setPreview] = useState<WireInvitationPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ accepted: boolean; href: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // Depends on the language, not on a translator (a new function each render), so the preview is asked for once.
  useEffect(() => {
    if (!held) return;
    void previewInvitation(kind, held.token).then((result) => {
      if (result.ok) setPreview(result.body);
      else setError(apiErrorText(result, lang));
    });
  }, [held, kind, lang]);

  if (held === undefined) return <p className="muted">{ts('sh.invite.loading')}</p>;
  if (held === null) return <p className="empty-state">{ts('sh.invite.noToken')}</p>;
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!preview) return <p className="muted">{ts('sh.invite.loading')}</p>;

  const answer = async (accept: boolean) => {
    setBusy(true);
    const result =
      kind === 'calendar'
        ? await answerCalendarInvitation(Number(held.target), held.token, accept)
        : await answerOrganizationInvitation(held.token, accept);
    setBusy(false);
    if (!result.ok) {
      setError(apiErrorText(result, lang));
      return;
    }
    sessionStorage.removeItem(`patro:invite:${kind}`);
    // The avatar menu learns about a new organisation role.
    if (kind === 'organization') void loadSessionModule().then((s) => s.refreshUser());
    setDone({
      accepted: accept,
      href:
        kind === 'calendar'
          ? `/my-calendars/details/${held.target}`
          : preview.level === 'moderator'
            ? '/organization'
            : '/calendar',
    });
  };

  const offer =
    kind === 'calendar'
      ? ts('sh.invite.calendarOffer', {
          inviter: preview.invited_by ?? '',
          email: preview.email,
          calendar: preview.calendar_name ?? '',
        })
      : ts('sh.invite.orgOffer', { org: preview.organization?.name ?? '', email: preview.email });

  const redirect = encodeURIComponent(`/invite/${kind}`);
  return (
    <section className="card invite-card" aria-live="polite">
      <p className="invite-offer">{offer}</p>
      <p>
        <strong>{ts('sh.invite.as', { level: levelText(ts, preview.level) })}</strong>
      </p>
      {done ? (
        <>
          <p className="form-success" role="status">
            {ts(done.accepted ? 'sh.invite.accepted' : 'sh.invite.declined')}
          </p>
          {done.accepted && (
            <Link className="button" to={done.href}>
              {ts(kind === 'calendar' ? 'sh.invite.openCalendar' : 'sh.invite.openOrg')}
            </Link>
          )}
        </>
      ) : preview.state !== 'pending' ? (
        <p className="form-error" role="alert">
          {ts('sh.invite.answered', { state: ts(`sh.state.${preview.state}`) })}
        </p>
      ) : session.status === 'anonymous' ? (
        <>
          <p>{ts('sh.invite.signInAs', { email: preview.email })}</p>
          <p className="form-actions">
            <Link className="button" to={`/login?redirect=${redirect}`}>
              {t('user.login')}
            </Link>
            <Link className="button button--ghost" to={`/signup?redirect=${redirect}`}>
              {t('cal.signup')}
            </Link>
          </p>
        </>
      ) : session.status === 'signed-in' && session.user ? (
        session.user.email.toLowerCase() !== preview.email ? (
          <p className="form-error" role="alert">
            {ts('sh.invite.wrongAccount', { current: session.user.email, email: preview.email })}
          </p>
        ) : (
          <p className="form-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void answer(true)}>
              {ts('sh.invite.accept')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void answer(false)}
            >
              {ts('sh.invite.decline')}
            </button>
          </p>
        )
      ) : (
        <p className="muted">{ts('sh.invite.loading')}</p>
      )}
    </section>
  );
}

/** /invite/calendar and /invite/organization: answer an invitation mailed to you. */
export default function InvitePage() {
  const ts = useSharingT();
  const kind = kindOf(useLocation().pathname);
  return (
    <div className="page page--narrow my-calendars sharing-page">
      <h1>{ts(kind === 'calendar' ? 'sh.invite.calendarTitle' : 'sh.invite.orgTitle')}</h1>
      <Invitation kind={kind} />
    </div>
  );
}
