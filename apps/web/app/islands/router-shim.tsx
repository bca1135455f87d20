/**
 * Stands in for `react-router` in the islands bundle only (vite.islands.config.ts aliases the
 * package to this file). Islands are parts of a server-rendered page with no client router, so a
 * link is a plain link, a navigation loads the next document (the cached HTML of a public page
 * answers at once), and the location and root data are the page's own (IslandPageContext).
 * Components keep importing `react-router` and render the same HTML on the server.
 */
import { type AnchorHTMLAttributes, type FormHTMLAttributes, forwardRef, useContext } from 'react';
import { IslandPageContext } from './page-context';

type To = string | { pathname?: string; search?: string; hash?: string };

function href(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

function usePage() {
  const page = useContext(IslandPageContext);
  if (!page) throw new Error('island rendered outside its page context');
  return page;
}

// Router-only props are dropped so the anchor's attributes match the server's.
interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  prefetch?: string;
  preventScrollReset?: boolean;
  replace?: boolean;
  reloadDocument?: boolean;
  viewTransition?: boolean;
  discover?: string;
  state?: unknown;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    prefetch: _p,
    preventScrollReset: _s,
    replace: _r,
    reloadDocument: _d,
    viewTransition: _v,
    discover: _c,
    state: _t,
    ...rest
  },
  ref,
) {
  return <a ref={ref} href={href(to)} {...rest} />;
});

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className, ...rest },
  ref,
) {
  const { pathname } = usePage().location;
  const target = href(rest.to).split(/[?#]/)[0] ?? '';
  const isActive =
    pathname === target || (!end && target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  const cls =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <Link ref={ref} {...rest} className={cls || undefined} aria-current={isActive ? 'page' : undefined} />
  );
});

export function Form({
  reloadDocument: _d,
  preventScrollReset: _s,
  replace: _r,
  navigate: _n,
  discover: _c,
  ...rest
}: FormHTMLAttributes<HTMLFormElement> & {
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  replace?: boolean;
  navigate?: boolean;
  discover?: string;
}) {
  return <form {...rest} />;
}

export function useNavigate() {
  return (to: To | number, options?: { replace?: boolean }): Promise<void> => {
    if (typeof to === 'number') window.history.go(to);
    else if (options?.replace) window.location.replace(href(to));
    else window.location.assign(href(to));
    return Promise.resolve();
  };
}

export function useLocation() {
  return { ...usePage().location, state: null, key: 'default' };
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(usePage().location.search)];
}

export function useRouteLoaderData(id: string): unknown {
  const page = usePage();
  return id === 'root' ? page.root : undefined;
}
