import type { MetaFunction } from 'react-router';
import { pwaTranslator } from '../i18n/pwa';
import { Island, publicPage } from '../islands/island';
import updatePanel from '../islands/update-panel.island';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';

export const handle = publicPage;

/** Spec §2 update-available page: what changed, and the reload into a waiting version (ADR 143). */
const CHANGES = [
  'pwa.change.offline',
  'pwa.change.push',
  'pwa.change.widgets',
  'pwa.change.radio',
  'pwa.change.rashifal',
  'pwa.change.sharing',
  'pwa.change.markets',
] as const;

export const meta: MetaFunction = ({ matches, location }) => {
  const t = pwaTranslator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('pwa.update.title'),
    description: t('pwa.update.heading'),
    noindex: true,
  });
};

export default function Update() {
  const t = pwaTranslator(useLang());
  return (
    <div className="page page--narrow update-page">
      <h1>{t('pwa.update.heading')}</h1>
      <Island of={updatePanel} props={{}} />
      <h2>{t('pwa.update.changes')}</h2>
      <ul className="changelog">
        {CHANGES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}
