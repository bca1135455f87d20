import type { WireWorldCup } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { GroupTable, MatchLine, ScoreText } from '../components/sports/Football';
import { SportsNav, SportsSource } from '../components/sports/SportsNav';
import { sportsTranslator } from '../i18n/sports';
import { publicPage } from '../islands/island';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { adWords } from '../lib/dates';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { num, sportsGet, teamName } from '../lib/sports/format';
import { sportsHeaders } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];
export const headers = sportsHeaders;

const VIEWS = ['matches', 'groups', 'bracket', 'teams'] as const;
type View = (typeof VIEWS)[number];

/** /sports/worldcup (spec §2): one tournament, 2026 by default, 2022 beside it; four views by query. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const params = new URL(request.url).searchParams;
  const year = params.get('year') === '2022' ? 2022 : 2026;
  const viewParam = params.get('view');
  const view: View = VIEWS.includes(viewParam as View) ? (viewParam as View) : 'matches';
  const cup = await sportsGet<WireWorldCup>(apiUrl, `/sports/worldcup/${year}`);
  if (!cup) throw data(null, { status: 404 });
  return { lang, year, view, cup };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const lang = rootDataFrom(matches)?.lang ?? data.lang;
  const t = sportsTranslator(lang);
  const year = num(data.year, lang);
  return pageMeta({
    matches,
    location,
    title: t('wc.meta.title', { year }),
    description: t('wc.meta.description', { year }),
  });
};

export default function WorldCupPage() {
  const { lang, year, view, cup } = useLoaderData<typeof loader>();
  const t = sportsTranslator(lang);
  const href = (v: View, y = year) => `/sports/worldcup?year=${y}${v === 'matches' ? '' : `&view=${v}`}`;
  const byDate = new Map<string, typeof cup.matches>();
  for (const m of cup.matches) {
    const d = m.kickoff.nepal.date;
    byDate.set(d, [...(byDate.get(d) ?? []), m]);
  }
  const byId = new Map(cup.matches.map((m) => [m.id, m]));
  const stages = [...new Set(cup.matches.filter((m) => m.stage !== 'group').map((m) => m.stage))];
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports/worldcup" />
      <h1 className="sports-heading">{t('wc.heading', { year: num(year, lang) })}</h1>
      <nav className="sports-tabs sports-years" aria-label={t('wc.year')}>
        {cup.years.map((y) => (
          <a key={y} href={href(view, y)} aria-current={y === year ? 'page' : undefined}>
            {num(y, lang)}
          </a>
        ))}
      </nav>
      {cup.champion && (
        <p className="sports-champion">🏆 {t('sports.champion', { team: teamName(cup.champion, lang) })}</p>
      )}
      <nav className="sports-tabs" aria-label={t('wc.views')}>
        {VIEWS.map((v) => (
          <a key={v} href={href(v)} aria-current={view === v ? 'page' : undefined}>
            {t(`wc.view.${v}`)}
          </a>
        ))}
      </nav>

      {view === 'matches' && (
        <section aria-labelledby="wc-matches">
          <h2 id="wc-matches" className="visually-hidden">
            {t('wc.view.matches')}
          </h2>
          <p className="muted small">
            {t('wc.nepalTime')}: UTC{num('+05:45', lang)}
          </p>
          {[...byDate].map(([date, list]) => (
            <section key={date} className="wc-day" aria-labelledby={`d-${date}`}>
              <h3 id={`d-${date}`}>{adWords(date, lang)}</h3>
              <ul className="wc-matches">
                {list.map((m) => (
                  <MatchLine key={m.id} m={m} year={year} lang={lang} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}

      {view === 'groups' && (
        <section aria-labelledby="wc-groups">
          <h2 id="wc-groups">{t('wc.view.groups')}</h2>
          <p className="muted small">{t('wc.computed')}</p>
          <div className="wc-groups">
            {cup.groups.map((g) => (
              <GroupTable key={g.group} group={g.group} table={g.table} lang={lang} year={year} />
            ))}
          </div>
          {cup.thirdPlaced.length > 0 && (
            <>
              <h2>{t('wc.thirds')}</h2>
              <GroupTable
                group="3"
                table={cup.thirdPlaced.map((r, i) => ({ ...r, position: i + 1 }))}
                lang={lang}
                year={year}
              />
            </>
          )}
        </section>
      )}

      {view === 'bracket' && (
        <section aria-labelledby="wc-bracket">
          <h2 id="wc-bracket">{t('wc.view.bracket')}</h2>
          <div className="wc-bracket">
            {stages.map((stage) => (
              <section key={stage} className="wc-round" aria-labelledby={`s-${stage}`}>
                <h3 id={`s-${stage}`}>{t(`wc.stage.${stage}`)}</h3>
                <ol>
                  {cup.bracket
                    .filter((b) => b.stage === stage)
                    .map((b) => {
                      const m = byId.get(b.matchId);
                      if (!m) return null;
                      return (
                        <li key={b.matchId} className="wc-tie">
                          <a href={`/sports/worldcup/${year}/matches/${m.id}`}>
                            <span className={m.winner === 1 ? 'won' : undefined}>
                              {teamName(m.team1, lang)}
                            </span>
                            <ScoreText m={m} lang={lang} />
                            <span className={m.winner === 2 ? 'won' : undefined}>
                              {teamName(m.team2, lang)}
                            </span>
                          </a>
                          <span className="muted small">
                            {m.num !== null && `#${num(m.num, lang)} · `}
                            {adWords(m.kickoff.nepal.date, lang)}
                          </span>
                        </li>
                      );
                    })}
                </ol>
              </section>
            ))}
          </div>
        </section>
      )}

      {view === 'teams' && (
        <section aria-labelledby="wc-teams">
          <h2 id="wc-teams">{t('wc.view.teams')}</h2>
          <p className="muted small">{t('wc.namesNote')}</p>
          {cup.lacks.includes('squads') && <p className="muted small">{t('wc.noSquads')}</p>}
          <ul className="wc-team-list">
            {cup.teams.map((team) => (
              <li key={team.code}>
                <a href={`/sports/worldcup/${year}/teams/${team.code.toLowerCase()}`}>
                  <strong>{teamName(team, lang)}</strong>
                </a>
                <span className="muted small">
                  {lang === 'np' ? team.en : team.np}
                  {team.group && ` · ${t('wc.group', { group: team.group })}`}
                  {team.squadSize > 0 && ` · ${t('wc.squadSize', { n: num(team.squadSize, lang) })}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <SportsSource lang={lang} source={cup.source} />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
