import { sportsTranslator } from '../../i18n/sports';
import type { Lang } from '../../i18n/types';
import { SportsNav } from './SportsNav';

/** The page a match address our data does not hold shows (spec §2 /sports/cricket/error), HTTP 404. */
export function MatchMissing({ lang, back = '/sports/cricket' }: { lang: Lang; back?: string }) {
  const t = sportsTranslator(lang);
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current={back === '/sports/cricket' ? '/sports/cricket' : '/sports/worldcup'} />
      <section className="card sports-missing" aria-labelledby="missing-heading">
        <h1 id="missing-heading" className="sports-heading">
          {t('cr.error.heading')}
        </h1>
        <p>{t('cr.error.body')}</p>
        <p>
          <a className="button" href={back}>
            {back === '/sports/cricket' ? t('cr.error.back') : t('sports.allWorldcup')}
          </a>
        </p>
      </section>
    </div>
  );
}
