import type { WireCricket, WireNewsList, WireWorldCup } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { CricketMatchCard } from '../components/sports/Cricket';
import { MatchLine } from '../components/sports/Football';
import { SportsNav } from '../components/sports/SportsNav';
import { sportsTranslator } from '../i18n/sports';
import { publicPage } from '../islands/island';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { num, sportsGetOrNull, teamName } from '../lib/sports/format';
import { sportsHeaders } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];
export const headers = sportsHeaders;

/**
 * /sports (spec §2): the latest of cricket and the World Cup, and sport headlines from the feeds an
 * admin marks as an outlet's sport section (kind `sport`), never guessed from titles (ADR 174).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const [cricket, cup, news] = await Promise.all([
    sportsGetOrNull<WireCricket>(apiUrl, '/sports/cricket'),
    sportsGetOrNull<WireWorldCup>(apiUrl, '/sports/worldcup/2026'),
    sportsGetOrNull<WireNewsList>(apiUrl, `/news/sport?lang=${lang}&limit=8`),
  ]);
  const final = cup?.matches.find((m) => m.stage === 'final') ?? null;
  return {
    lang,
    latestCricket: cricket?.matches[0] ?? null,
    cup: cup && { year: cup.year, champion: cup.champion, final },
    headlines: news?.items.map(({ title, link, outlet }) => ({ title, link, outlet })) ?? [],
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = sportsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({
    matches,
    location,
    title: t('sports.meta.title'),
    description: t('sports.meta.description'),
  });
};

export default function SportsHub() {
  const { lang, latestCricket, cup, headlines } = useLoaderData<typeof loader>();
  const t = sportsTranslator(lang);
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports" />
      <h1 className="sports-heading">{t('sports.heading')}</h1>
      <div className="sports-hub">
        <section aria-labelledby="hub-cricket">
          <h2 id="hub-cricket">{t('sports.latestCricket')}</h2>
          {latestCricket ? (
            <ul className="cricket-matches">
              <CricketMatchCard m={latestCricket} lang={lang} />
            </ul>
          ) : (
            <p className="muted">{t('sports.unavailable')}</p>
          )}
          <p className="muted small">{t('sports.noFixture')}</p>
          <p>
            <a href="/sports/cricket">{t('sports.allCricket')}</a> ·{' '}
            <a href="https://cricsheet.org" rel="noopener">
              {t('sports.fromCricsheet')}
            </a>
          </p>
        </section>
        <section aria-labelledby="hub-worldcup">
          <h2 id="hub-worldcup">{t('sports.latestWorldcup', { year: num(cup?.year ?? 2026, lang) })}</h2>
          {cup?.final ? (
            <>
              <ul className="wc-matches card">
                <MatchLine m={cup.final} year={cup.year} lang={lang} />
              </ul>
              {cup.champion && (
                <p className="sports-champion">
                  🏆 {t('sports.champion', { team: teamName(cup.champion, lang) })}
                </p>
              )}
            </>
          ) : (
            <p className="muted">{t('sports.unavailable')}</p>
          )}
          <p>
            <a href="/sports/worldcup">{t('sports.allWorldcup')}</a> ·{' '}
            <a href="/sports/worldcup?year=2022">{t('wc.heading', { year: num(2022, lang) })}</a>
          </p>
        </section>
      </div>
      <section className="sports-news" aria-labelledby="hub-news">
        <h2 id="hub-news">{t('sports.news')}</h2>
        {headlines.length > 0 ? (
          <>
            <ul className="sports-headlines">
              {headlines.map((h) => (
                <li key={h.link}>
                  <a href={h.link} rel="noopener">
                    {h.title}
                  </a>{' '}
                  <span className="muted small">{h.outlet}</span>
                </li>
              ))}
            </ul>
            <p className="muted small">{t('sports.news.note')}</p>
          </>
        ) : (
          <p className="muted">{t('sports.news.none')}</p>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
