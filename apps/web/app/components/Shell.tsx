import type { ReactNode } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import appStatus from '../islands/app-status.island';
import { Island } from '../islands/island';
import scrollTop from '../islands/scroll-top.island';
import { useT } from '../lib/root-data';
import { BottomNav, Footer, TopBar } from './Chrome';
import { Header } from './Header';
import { ParamarshaButton } from './paramarsha/ParamarshaButton';
import { useSessionStart } from './UserMenu';

/**
 * Route `handle` fields the shell reads. A route that exports `handle = { hideChrome: true }`
 * (organisation and webview pages, spec §2) renders without top bar, header, footer and the
 * mobile menu; so does any page opened with `?webview=1`.
 */
export interface ShellHandle {
  hideChrome?: boolean;
}

export function useHideChrome(): boolean {
  const [params] = useSearchParams();
  const matches = useMatches();
  return (
    params.get('webview') === '1' || matches.some((m) => (m.handle as ShellHandle | undefined)?.hideChrome)
  );
}

/** Starts the session where no header does (its avatar menu starts it elsewhere): the private screens without chrome. */
function SessionStart() {
  useSessionStart();
  return null;
}

export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const hideChrome = useHideChrome();
  return (
    <div className={hideChrome ? 'app app--webview' : 'app'}>
      <a className="skip-link" href="#main">
        {t('a11y.skip')}
      </a>
      {!hideChrome && <TopBar />}
      {!hideChrome && <Header />}
      {hideChrome && <SessionStart />}
      <Island of={appStatus} props={{}} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!hideChrome && <Footer />}
      {!hideChrome && <BottomNav />}
      <Island of={scrollTop} props={{}} />
      {!hideChrome && <ParamarshaButton />}
    </div>
  );
}
