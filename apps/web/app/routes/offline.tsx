import type { MetaFunction } from 'react-router';
import { pwaTranslator } from '../i18n/pwa';
import { Island, publicPage } from '../islands/island';
import offlinePages from '../islands/offline-pages.island';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';

export const handle = publicPage;

/**
 * What the service worker shows for a page it never kept when there is no network (ADR 142): it
 * fetches this page at install and daily in the reader's language, and it lists the kept pages.
 */
export const meta: MetaFunction = ({ matches, location }) => {
  const t = pwaTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('pwa.offline.title'),
    description: t('pwa.offline.heading'),
    noindex: true,
  });
};

export default function Offline() {
  const t = pwaTranslator(useLang());
  return (
    <div className="page page--narrow offline-page">
      <h1>{t('pwa.offline.heading')}</h1>
      <p className="lead">{t('pwa.offline.body')}</p>
      <Island of={offlinePages} props={{}} />
      <p>
        <a href="/nepali-to-english-date-converter">{t('pwa.offline.converter')}</a>
      </p>
    </div>
  );
}
