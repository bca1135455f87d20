import type { WireWorldCupMatch } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { ScoreText } from '../components/sports/Football';
import { MatchMissing } from '../components/sports/Missing';
import { SportsNav, SportsSource } from '../components/sports/SportsNav';
import { type SportsMessageKey, sportsTranslator } from '../i18n/sports';
import { publicPage } from '../islands/island';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { adWords } from '../lib/dates';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { num, pair, sportsGet, teamName } from '../lib/sports/format';
import { matchMissingMeta, sportsHeaders } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];
export const headers = sportsHeaders;

/** /sports/worldcup/:year/matches/:id: overview, summary, line-ups and statistics of one match. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const ok = /^\d{4}$/.test(params.year ?? '') && /^[a-z0-9-]{1,60}$/.test(params.id ?? '');
  const match = ok
    ? await sportsGet<WireWorldCupMatch>(apiUrl, `/sports/worldcup/${params.year}/matches/${params.id}`)
    : null;
  if (!match) return data({ lang, match: null }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return { lang, match };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const lang = rootDataFrom(matches)?.lang ?? data.lang;
  const t = sportsTranslator(lang);
  const m = data.match;
  if (!m) return matchMissingMeta(lang, { matches, location });
  const title = t('wc.match.meta', {
    home: teamName(m.team1, lang),
    away: teamName(m.team2, lang),
    year: num(m.year, lang),
  });
  return pageMeta({ matches, location, title, description: title });
};

export default function WorldCupMatchPage() {
  const { lang, match: m } = useLoaderData<typeof loader>();
  if (!m) return <MatchMissing lang={lang} back="/sports/worldcup" />;
  const t = sportsTranslator(lang);
  const side = (s: 1 | 2) => teamName(s === 1 ? m.team1 : m.team2, lang);
  const stats = m.statistics;
  const STAT_KEYS = [
    'goals',
    'penaltiesScored',
    'ownGoalsFor',
    'yellowCards',
    'redCards',
    'substitutions',
  ] as const;
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports/worldcup" />
      <p>
        <a href={`/sports/worldcup?year=${m.year}`}>{t('wc.backToCup', { year: num(m.year, lang) })}</a>
      </p>
      <h1 className="sports-heading wc-scoreline">
        <span className={m.winner === 1 ? 'won' : undefined}>{side(1)}</span> <ScoreText m={m} lang={lang} />{' '}
        <span className={m.winner === 2 ? 'won' : undefined}>{side(2)}</span>
      </h1>

      <section className="card" aria-labelledby="wc-overview">
        <h2 id="wc-overview">{t('wc.overview')}</h2>
        <dl className="sports-facts">
          <dt>{m.group ? t('wc.group', { group: m.group }) : t(`wc.stage.${m.stage}`)}</dt>
          <dd>
            {m.round}
            {m.num !== null && ` · #${num(m.num, lang)}`}
          </dd>
          <dt>{t('wc.kickoff')}</dt>
          <dd>
            {t('wc.nepalTime')}: {adWords(m.kickoff.nepal.date, lang)} {num(m.kickoff.nepal.time, lang)}
            <br />
            {t('wc.venueTime')}: {adWords(m.kickoff.venue.date, lang)} {num(m.kickoff.venue.time, lang)} (UTC
            {num(m.kickoff.venue.offset, lang)})
          </dd>
          <dt>{t('wc.venue')}</dt>
          <dd>
            {m.venueDetail.stadium}, {m.venueDetail.city}
            {m.venueDetail.tournamentName &&
              m.venueDetail.tournamentName !== m.venueDetail.stadium &&
              ` (${m.venueDetail.tournamentName})`}
          </dd>
          {m.score?.halfTime && (
            <>
              <dt>{t('wc.htLabel')}</dt>
              <dd>{pair(m.score.halfTime, lang)}</dd>
            </>
          )}
          {m.details?.attendance != null && (
            <>
              <dt>{t('wc.attendance')}</dt>
              <dd>{num(m.details.attendance.toLocaleString('en-US'), lang)}</dd>
            </>
          )}
          {m.details && m.details.referees.length > 0 && (
            <>
              <dt>{t('wc.referees')}</dt>
              <dd>{m.details.referees.join(', ')}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="card" aria-labelledby="wc-summary">
        <h2 id="wc-summary">{t('wc.summary')}</h2>
        {m.summary.length === 0 ? (
          <p className="muted">{t('wc.noEvents')}</p>
        ) : (
          <ol className="wc-events">
            {m.summary.map((e) => (
              <li
                key={`${e.kind}-${e.minute}-${e.kind === 'substitution' ? e.on : e.player}`}
                className={`wc-event side-${e.side}`}
                data-kind={e.kind}
              >
                <span className="minute">{num(e.minute, lang)}′</span>
                <span>
                  {e.kind === 'goal' && (
                    <>
                      ⚽ <strong>{e.player}</strong> ({side(e.side)}){e.penalty && `, ${t('wc.penalty')}`}
                      {e.ownGoal && `, ${t('wc.ownGoal')}`}
                    </>
                  )}
                  {e.kind === 'card' && (
                    <>
                      <span className={`card-mark ${e.card}`} aria-hidden="true" /> {t(`wc.card.${e.card}`)}:{' '}
                      {e.player} ({side(e.side)})
                    </>
                  )}
                  {e.kind === 'substitution' && (
                    <>
                      ⇄ {t('wc.sub', { on: e.on, off: e.off })} ({side(e.side)})
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
        {!m.details && <p className="muted small">{t('wc.noDetails')}</p>}
        {m.details && m.details.shootout.length > 0 && (
          <>
            <h3>{t('wc.shootout')}</h3>
            <ol className="wc-events">
              {m.details.shootout.map((k) => (
                <li key={`${k.side}-${k.player}`}>
                  {k.player} ({side(k.side)}): {k.scored ? t('wc.scored') : t('wc.missed')}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      {m.details && (
        <section className="card" aria-labelledby="wc-lineups">
          <h2 id="wc-lineups">{t('wc.lineups')}</h2>
          <div className="wc-lineups">
            {m.details.lineups.map((l, i) => (
              <div key={l.team}>
                <h3>{side(i === 0 ? 1 : 2)}</h3>
                <ol>
                  {l.players
                    .filter((p) => !p.substitute)
                    .map((p) => (
                      <li key={p.name}>
                        {p.name}
                        {p.captain && <abbr title={t('wc.captain')}> (c)</abbr>}
                        {p.cards.map((c) => (
                          <span
                            key={c.minute}
                            className={`card-mark ${c.kind}`}
                            title={`${t(`wc.card.${c.kind}`)} ${c.minute}′`}
                          >
                            <span className="visually-hidden">
                              {t(`wc.card.${c.kind}`)} {c.minute}′
                            </span>
                          </span>
                        ))}
                        {p.off && <span className="muted small"> ↓ {num(p.off.minute, lang)}′</span>}
                      </li>
                    ))}
                </ol>
                {l.players.some((p) => p.substitute) && (
                  <>
                    <h4>{t('wc.subs')}</h4>
                    <ul>
                      {l.players
                        .filter((p) => p.substitute)
                        .map((p) => (
                          <li key={p.name}>
                            {p.name} <span className="muted small">↑ {num(p.onMinute ?? '', lang)}′</span>
                          </li>
                        ))}
                    </ul>
                  </>
                )}
              </div>
            ))}
          </div>
        </section>
      )}

      {stats && (
        <section className="card" aria-labelledby="wc-stats">
          <h2 id="wc-stats">{t('wc.stats')}</h2>
          <table className="sports-table wc-stats">
            <thead>
              <tr>
                <th scope="col">{side(1)}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('wc.stats')}</span>
                </th>
                <th scope="col">{side(2)}</th>
              </tr>
            </thead>
            <tbody>
              {STAT_KEYS.filter(
                (k) => m.details || k === 'goals' || k === 'penaltiesScored' || k === 'ownGoalsFor',
              ).map((k) => (
                <tr key={k}>
                  <td>{num(stats[k][0], lang)}</td>
                  <th scope="row">{t(`wc.stat.${k}`)}</th>
                  <td>{num(stats[k][1], lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted small">
            {t('wc.lacks', {
              list: stats.notInData
                .map((k) => t(`wc.lack.${k}` as SportsMessageKey))
                .join(lang === 'np' ? ', ' : ', '),
            })}
          </p>
        </section>
      )}
      <SportsSource lang={lang} source={m.source} />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
