import { localizeDigits } from '@patro/calendar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Lang } from '../i18n';
import headerActions from '../islands/header-actions.island';
import { Island } from '../islands/island';
import moreMenu from '../islands/more-menu.island';
import sessionNotice from '../islands/session-notice.island';
import { loadSessionModule, useSession } from '../lib/auth/store';
import { NAV_ITEMS, PRIMARY_COUNT } from '../lib/nav';
import {
  type AppNotification,
  clearNotifications,
  NOTIFICATIONS_EVENT,
  readNotifications,
} from '../lib/notifications';
import { currentTheme, saveTheme, switchLanguage, type Theme } from '../lib/prefs';
import { useLang, useT } from '../lib/root-data';
import { Dropdown } from './Dropdown';
import { BellIcon, ChevronDownIcon, MoonIcon, SunIcon } from './Icons';
import { Logo } from './Logo';
import { NavLinkItem } from './NavLinkItem';
import { UserMenu } from './UserMenu';

/** The More menu's button and panel (an island on public pages). */
export function MoreMenu() {
  const t = useT();
  return (
    <Dropdown
      id="more-menu"
      className="more-menu"
      buttonClassName="nav-link more-button"
      button={
        <>
          <span>{t('nav.more')}</span>
          <ChevronDownIcon />
        </>
      }
    >
      <ul className="dropdown-list">
        {NAV_ITEMS.slice(PRIMARY_COUNT).map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} className="dropdown-link" />
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}

// Only signed-in readers get push settings: visitors never download them.
const PushSettings = lazy(() => import('./Pwa'));

function NotificationBell() {
  const t = useT();
  const session = useSession();
  const lang = useLang();
  const [items, setItems] = useState<AppNotification[]>([]);
  useEffect(() => {
    const load = () => setItems(readNotifications());
    load();
    window.addEventListener(NOTIFICATIONS_EVENT, load);
    return () => window.removeEventListener(NOTIFICATIONS_EVENT, load);
  }, []);
  const count = items.length;
  return (
    <Dropdown
      id="notifications-menu"
      buttonClassName="icon-button bell-button"
      buttonLabel={
        count
          ? t('notifications.buttonCount', { count: localizeDigits(count, lang) })
          : t('notifications.button')
      }
      buttonTitle={t('notifications.button')}
      button={
        <>
          <BellIcon />
          {count > 0 && (
            <span className="badge" aria-hidden="true">
              {localizeDigits(count > 9 ? '9+' : count, lang)}
            </span>
          )}
        </>
      }
      panelClassName="dropdown-panel--end notifications-panel"
    >
      <h2 className="dropdown-title">{t('notifications.title')}</h2>
      {count === 0 ? (
        <p className="empty-state">{t('notifications.empty')}</p>
      ) : (
        <>
          <ul className="notification-list">
            {items.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: notifications have no id; the list only grows at the front.
              <li key={i}>
                {n.clickAction ? (
                  <a href={n.clickAction}>
                    <strong>{n.title}</strong>
                    <span>{n.message}</span>
                  </a>
                ) : (
                  <div>
                    <strong>{n.title}</strong>
                    <span>{n.message}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
          <button type="button" className="text-button" onClick={() => clearNotifications()}>
            {t('notifications.clear')}
          </button>
        </>
      )}
      {session.status === 'signed-in' && (
        <Suspense fallback={null}>
          <PushSettings />
        </Suspense>
      )}
    </Dropdown>
  );
}

function ThemeToggle() {
  const t = useT();
  // The server does not know the theme (the page is cached for both); the effect below reads
  // the one the head script applied.
  const [theme, setTheme] = useState<Theme>('light');
  const session = useSession();
  // Signing in applies the account's theme, so re-read it when the user changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: session.user is the trigger, not an input.
  useEffect(() => setTheme(currentTheme()), [session.user]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={label}
      title={label}
      data-theme-next={next}
      onClick={() => {
        saveTheme(next);
        setTheme(next);
        // Spec §4: a signed-in user's theme is saved to the account too.
        if (session.status === 'signed-in') void loadSessionModule().then((m) => m.saveAccountTheme(next));
      }}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

function LangToggle() {
  const t = useT();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const other: Lang = lang === 'np' ? 'en' : 'np';
  // A link, so the switch works without JavaScript too (routes/lang.ts sets the cookie).
  return (
    <a
      href={`/lang/${other}?back=${encodeURIComponent(`${pathname}${search}`)}`}
      className="lang-toggle"
      aria-label={t('lang.switchLabel')}
      data-lang-next={other}
      onClick={(event) => {
        event.preventDefault();
        switchLanguage(other);
      }}
    >
      <span lang={other === 'np' ? 'ne' : 'en'}>{t('lang.switchTo')}</span>
    </a>
  );
}

/** Bell, theme, language and the account corner: one island on public pages. */
export function HeaderActions() {
  return (
    <div className="header-actions">
      <NotificationBell />
      <ThemeToggle />
      <LangToggle />
      <UserMenu />
    </div>
  );
}

export function Header() {
  const t = useT();
  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand" aria-label={t('a11y.home')}>
          <Logo />
          <span className="brand-name">{t('site.name')}</span>
        </Link>
        <nav className="main-nav" aria-label={t('a11y.mainNav')}>
          <ul className="nav-list">
            {NAV_ITEMS.slice(0, PRIMARY_COUNT).map((item) => (
              <li key={item.id}>
                <NavLinkItem item={item} className="nav-link" />
              </li>
            ))}
          </ul>
          <Island of={moreMenu} props={{}} />
        </nav>
        <Island of={headerActions} props={{}} />
      </div>
      <Island of={sessionNotice} props={{}} />
    </header>
  );
}
