/**
 * The header's account corner (spec §2): a log-in link for visitors, an avatar menu (name,
 * e-mail, My Calendars, Log Out) for a signed-in user, and the session's one-line notices.
 *
 * Only ../lib/auth/store is imported here: the session module itself is loaded with `import()`
 * when needed, so it adds nothing to a visitor's page (ADR 066).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { loadSessionModule, showNotice, startSession, useSession, useSessionNotice } from '../lib/auth/store';
import { useRootData, useT } from '../lib/root-data';
import { Dropdown } from './Dropdown';
import { UserIcon } from './Icons';

/** Roles that open the admin area's rashifal editor (the API checks them again on every call). */
const ADMIN_AREA_ROLES = ['astrologer', 'admin', 'super-admin', 'editor'];

/** Up to two initials of a name ("Sita Kumari Rai" → "SR"); works for Devanagari names too. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = (word: string) => firstGrapheme(word).toLocaleUpperCase();
  const picked =
    words.length === 1 ? [words[0] as string] : [words[0] as string, words[words.length - 1] as string];
  return picked.map(first).join('');
}

function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      .segment(word)
      [Symbol.iterator]()
      .next();
    if (!segment.done) return segment.value.segment;
  }
  return Array.from(word)[0] ?? '';
}

/** Starts the session once per page load (after hydration) with the API origin of this deployment. */
export function useSessionStart(): void {
  const apiUrl = useRootData()?.env.apiUrl;
  useEffect(() => {
    if (apiUrl) startSession(apiUrl);
  }, [apiUrl]);
}

function LoginLink() {
  const t = useT();
  return (
    <Link to="/login" className="login-link" aria-label={t('user.loginLong')} title={t('user.loginLong')}>
      <UserIcon />
      <span className="login-text">{t('user.login')}</span>
    </Link>
  );
}

export function UserMenu() {
  const t = useT();
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  useSessionStart();
  const user = session.user;
  if (session.status !== 'signed-in' || !user) return <LoginLink />;
  return (
    <Dropdown
      id="user-menu"
      className="user-menu"
      buttonClassName="avatar-button"
      buttonTitle={user.full_name}
      button={
        // The name comes from the hidden text, not aria-label: the initials are decoration (WCAG 2.5.3).
        <>
          <span className="avatar" aria-hidden="true">
            {initials(user.full_name)}
          </span>
          <span className="visually-hidden">{t('user.avatarLabel', { name: user.full_name })}</span>
        </>
      }
      panelClassName="dropdown-panel--end user-panel"
    >
      <div className="user-panel-who">
        <span className="avatar avatar--large" aria-hidden="true">
          {initials(user.full_name)}
        </span>
        <span className="user-panel-names">
          <strong className="user-panel-name">{user.full_name}</strong>
          <span className="user-panel-email">{user.email}</span>
        </span>
      </div>
      <ul className="dropdown-list">
        <li>
          <Link to="/my-calendars" className="dropdown-link">
            {t('user.myCalendars')}
          </Link>
        </li>
        {user.roles.some((r) => ADMIN_AREA_ROLES.includes(r.name)) ? (
          <li>
            {/* A quiz editor's admin area is the question bank (ADR 177). */}
            {user.roles.some((r) => r.name !== 'editor' && ADMIN_AREA_ROLES.includes(r.name)) ? (
              <Link to="/admin/rashifal" className="dropdown-link">
                {t('admin.rashifal.title')}
              </Link>
            ) : (
              <Link to="/admin/quiz" className="dropdown-link">
                {t('nav.quiz')}
              </Link>
            )}
          </li>
        ) : null}
        {user.organizations.length > 0 && (
          <li>
            <Link to="/organization" className="dropdown-link">
              {t('user.organization')}
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="dropdown-link dropdown-button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void loadSessionModule().then((session) => session.signOut());
            }}
          >
            {t('user.logout')}
          </button>
        </li>
      </ul>
    </Dropdown>
  );
}

/** Local storage: the moderator promotion notice was shown in this browser (spec §4: once). */
export const MODERATOR_NOTICE_KEY = 'patro:moderator-notice';

/**
 * Spec §4 and §6: a moderator (a calendar both public and modifiable) is told once per browser
 * about the subscribers page.
 */
function ModeratorNotice() {
  const t = useT();
  const { user } = useSession();
  const [show, setShow] = useState(false);
  const moderator = user?.organizations.some((o) => o.moderator === 1) ?? false;
  useEffect(() => {
    if (!moderator || localStorage.getItem(MODERATOR_NOTICE_KEY)) return;
    localStorage.setItem(MODERATOR_NOTICE_KEY, '1');
    setShow(true);
  }, [moderator]);
  if (!show) return null;
  return (
    <div className="session-notice moderator-notice" role="status">
      <p>
        {t('user.moderatorNotice')} <Link to="/organization/subscriber">{t('user.moderatorNoticeLink')}</Link>
      </p>
      <button
        type="button"
        className="session-notice-close"
        aria-label={t('session.dismiss')}
        onClick={() => setShow(false)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** The session's notices ('You have been logged out, invalid token', 'Login Failed', …), else the moderator's. */
export function SessionNotice() {
  const t = useT();
  const notice = useSessionNotice();
  if (!notice) return <ModeratorNotice />;
  return (
    <div className="session-notice" role="status">
      <p>{t(notice)}</p>
      <button
        type="button"
        className="session-notice-close"
        aria-label={t('session.dismiss')}
        onClick={() => showNotice(null)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
