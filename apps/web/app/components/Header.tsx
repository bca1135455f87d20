import { Link } from 'react-router';
import headerActions from '../islands/header-actions.island';
import { Island } from '../islands/island';
import moreMenu from '../islands/more-menu.island';
import sessionNotice from '../islands/session-notice.island';
import { NAV_ITEMS, PRIMARY_COUNT } from '../lib/nav';
import { useT } from '../lib/root-data';
import { Logo } from './Logo';
import { NavLinkItem } from './NavLinkItem';

/**
 * The site header. Its More menu and its actions are islands on public pages; they live in their
 * own files (MoreMenu, HeaderActions) so the islands never import this file back.
 */
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
