import { useEffect } from 'react';
import { reloadIntoUpdate, startServiceWorker, usePwaState } from '../lib/pwa/sw-client';
import { useLang, useRootData, useT } from '../lib/root-data';

/** Under the header on every page: registers the worker, says when offline or when an update waits. */
export function AppStatus() {
  const t = useT();
  const lang = useLang();
  const bsIso = useRootData()?.today.bsIso ?? null;
  const pwa = usePwaState();
  useEffect(() => startServiceWorker(lang, bsIso), [lang, bsIso]);
  return (
    <>
      {pwa.offline && (
        <div className="app-notice app-notice--offline" role="status" data-testid="offline-banner">
          <p>{t('pwa.offline.banner')}</p>
        </div>
      )}
      {pwa.waiting && (
        <div className="app-notice" role="status" data-testid="update-notice">
          <p>
            {t('pwa.update.notice')} <a href="/update">{t('pwa.update.more')}</a>
          </p>
          <button type="button" className="button app-notice-action" onClick={reloadIntoUpdate}>
            {t('pwa.update.reload')}
          </button>
        </div>
      )}
    </>
  );
}
