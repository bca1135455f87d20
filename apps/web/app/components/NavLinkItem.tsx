import { NavLink } from 'react-router';
import type { NavItem } from '../lib/nav';
import { useRootData, useT } from '../lib/root-data';
import { ExternalIcon } from './Icons';

/** One navigation link: internal (with aria-current) or the external blog. */
export function NavLinkItem({
  item,
  className,
  icon,
}: {
  item: NavItem;
  className?: string;
  icon?: React.ReactNode;
}) {
  const t = useT();
  const blogsUrl = useRootData()?.env.blogsUrl ?? '#';
  if (item.external) {
    return (
      <a
        className={className}
        href={item.href === 'blogs' ? blogsUrl : item.href}
        target="_blank"
        rel="noopener"
      >
        {icon}
        <span>{t(item.label)}</span>
        {!icon && <ExternalIcon />}
        <span className="visually-hidden"> {t('a11y.external')}</span>
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.href} end={item.href === '/'} prefetch="intent">
      {icon}
      <span>{t(item.label)}</span>
    </NavLink>
  );
}
