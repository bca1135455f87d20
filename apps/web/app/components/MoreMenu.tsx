import { NAV_ITEMS, PRIMARY_COUNT } from '../lib/nav';
import { useT } from '../lib/root-data';
import { Dropdown } from './Dropdown';
import { ChevronDownIcon } from './Icons';
import { NavLinkItem } from './NavLinkItem';

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
