/**
 * The floating paramarsha button (spec §3, §9): appears one second after the page opens, at the
 * bottom left above the mobile menu (the back-to-top button holds the right), and opens
 * /paramarsha. Not on the paramarsha pages themselves nor in the admin area; the shell leaves it
 * out of webview pages. Plain server HTML: the one-second delay is a CSS animation, so it costs
 * every page no JavaScript and works with scripts off.
 */
import { useLocation } from 'react-router';
import { useT } from '../../lib/root-data';

export function ParamarshaButton() {
  const t = useT();
  const { pathname } = useLocation();
  if (pathname.startsWith('/paramarsha') || pathname.startsWith('/admin')) return null;
  // Its own landmark: fixed on the screen, it belongs to no region of the page (axe `region`).
  return (
    <aside aria-label={t('paramarsha.fab')}>
      <a href="/paramarsha" className="paramarsha-fab" title={t('paramarsha.fab')}>
        {/* Until it shows, `visibility: hidden` (CSS) keeps it out of the tab order and the accessibility tree. */}
        <span className="visually-hidden">{t('paramarsha.fab')}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm8 2.5-1.1 2.7-2.9.2 2.2 1.9-.7 2.8 2.5-1.5 2.5 1.5-.7-2.8 2.2-1.9-2.9-.2z"
          />
        </svg>
      </a>
    </aside>
  );
}
