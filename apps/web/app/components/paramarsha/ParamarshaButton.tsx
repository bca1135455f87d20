/**
 * The floating paramarsha button (spec §3, §9): appears one second after the page opens, at the
 * bottom left above the mobile menu (the back-to-top button holds the right), and opens
 * /paramarsha. Not on the paramarsha pages themselves nor in the admin area; the shell leaves it
 * out of webview pages.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { paramarshaT } from '../../i18n/paramarsha';
import { useLang } from '../../lib/root-data';

/** The spec's delay before the button shows (§9). */
export const PARAMARSHA_BUTTON_DELAY_MS = 1000;

export function ParamarshaButton() {
  const lang = useLang();
  const t = paramarshaT(lang);
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), PARAMARSHA_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (pathname.startsWith('/paramarsha') || pathname.startsWith('/admin')) return null;
  return (
    <a
      href="/paramarsha"
      className="paramarsha-fab"
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      title={t('p.fab')}
    >
      {/* Hidden from everyone until it shows: `visibility: hidden` (CSS) takes it out of the accessibility tree too. */}
      <span className="visually-hidden">{t('p.fab')}</span>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm8 2.5-1.1 2.7-2.9.2 2.2 1.9-.7 2.8 2.5-1.5 2.5 1.5-.7-2.8 2.2-1.9-2.9-.2z"
        />
      </svg>
    </a>
  );
}
