import { sportsTranslator } from '../../i18n/sports';
import type { Lang } from '../../i18n/types';
import { adWords } from '../../lib/dates';

const LINKS = [
  ['/sports', 'sports.hub'],
  ['/sports/worldcup', 'sports.worldcup'],
  ['/sports/cricket', 'sports.cricket'],
  ['/sports/cricket-widgets', 'sports.widgets'],
] as const;

/** The sports section's tabs; `current` is the section the page belongs to. */
export function SportsNav({ lang, current }: { lang: Lang; current: (typeof LINKS)[number][0] }) {
  const t = sportsTranslator(lang);
  return (
    <nav className="sports-tabs" aria-label={t('sports.nav')}>
      {LINKS.map(([href, label]) => (
        <a key={href} href={href} aria-current={current === href ? 'page' : undefined}>
          {t(label)}
        </a>
      ))}
    </nav>
  );
}

/** Source, licence and "recorded, not live" under every sports page. */
export function SportsSource({
  lang,
  source,
  cricsheet = false,
}: {
  lang: Lang;
  source: { name: string; url: string; licence: string; recorded: string };
  cricsheet?: boolean;
}) {
  const t = sportsTranslator(lang);
  return (
    <footer className="sports-source muted small">
      {cricsheet && (
        <p>
          <strong>
            <a href="https://cricsheet.org" rel="noopener">
              {t('sports.fromCricsheet')}
            </a>
          </strong>
        </p>
      )}
      <p>
        {t('sports.source', { name: source.name, licence: source.licence })} ·{' '}
        <a href={source.url} rel="noopener">
          {source.url.replace(/^https:\/\//, '')}
        </a>
      </p>
      <p>{t('sports.recorded', { date: adWords(source.recorded, lang) })}</p>
    </footer>
  );
}
