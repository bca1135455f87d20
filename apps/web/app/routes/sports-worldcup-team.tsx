import type { WireWorldCupTeam } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { ScrollTable } from '../components/markets/ScrollTable';
import { MatchLine } from '../components/sports/Football';
import { MatchMissing } from '../components/sports/Missing';
import { SportsNav, SportsSource } from '../components/sports/SportsNav';
import { sportsTranslator } from '../i18n/sports';
import { publicPage } from '../islands/island';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { adWords } from '../lib/dates';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { num, sportsGet, teamName } from '../lib/sports/format';
import { matchMissingMeta, sportsHeaders } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];
export const headers = sportsHeaders;

/** /sports/worldcup/:year/teams/:code: a team's squad and matches. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ok = /^\d{4}$/.test(params.year ?? '') && /^[a-z]{3}$/i.test(params.code ?? '');
  const team = ok
    ? await sportsGet<WireWorldCupTeam>(apiUrl, `/sports/worldcup/${params.year}/teams/${params.code}`)
    : null;
  if (!team) return data({ lang, team: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return { lang, team };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const lang = rootDataFrom(matches)?.lang ?? data.lang;
  const t = sportsTranslator(lang);
  if (!data.team) return matchMissingMeta(lang, { matches, location });
  const title = t('wc.team.meta', { team: teamName(data.team.team, lang), year: num(data.team.year, lang) });
  return pageMeta({ matches, location, title, description: title });
};

export default function WorldCupTeamPage() {
  const { lang, team } = useLoaderData<typeof loader>();
  if (!team) return <MatchMissing lang={lang} back="/sports/worldcup" />;
  const t = sportsTranslator(lang);
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports/worldcup" />
      <p>
        <a href={`/sports/worldcup?year=${team.year}&view=teams`}>
          {t('wc.backToCup', { year: num(team.year, lang) })}
        </a>
      </p>
      <h1 className="sports-heading">
        {teamName(team.team, lang)}{' '}
        <span className="muted">({lang === 'np' ? team.team.en : team.team.np})</span>
      </h1>
      <p className="muted">
        {team.team.group && t('wc.group', { group: team.team.group })}
        {team.team.confederation && ` · ${team.team.confederation}`}
      </p>
      <section aria-labelledby="team-matches">
        <h2 id="team-matches">{t('wc.teamMatches')}</h2>
        <ul className="wc-matches">
          {team.matches.map((m) => (
            <MatchLine key={m.id} m={m} year={team.year} lang={lang} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-squad">
        <h2 id="team-squad">{t('wc.squad')}</h2>
        {team.players.length === 0 ? (
          <p className="muted">{t('wc.noSquads')}</p>
        ) : (
          <ScrollTable label={t('wc.squad')}>
            <table className="sports-table">
              <thead>
                <tr>
                  <th scope="col">{t('wc.col.no')}</th>
                  <th scope="col">{t('wc.col.pos')}</th>
                  <th scope="col">{t('wc.col.name')}</th>
                  <th scope="col">{t('wc.col.club')}</th>
                  <th scope="col">{t('wc.col.born')}</th>
                </tr>
              </thead>
              <tbody>
                {[...team.players]
                  .sort((a, b) => a.number - b.number)
                  .map((p) => (
                    <tr key={`${p.number}-${p.name}`}>
                      <td>{num(p.number, lang)}</td>
                      <td>{p.position}</td>
                      <th scope="row">{p.name}</th>
                      <td>
                        {p.club ?? '—'}
                        {p.clubCountry && <span className="muted small"> ({p.clubCountry})</span>}
                      </td>
                      <td>{p.dateOfBirth ? adWords(p.dateOfBirth, lang) : '—'}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <SportsSource lang={lang} source={team.source} />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
