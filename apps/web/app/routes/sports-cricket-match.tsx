import type { WireCricketMatch } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { InningsCard, resultLine } from '../components/sports/Cricket';
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

/** /sports/cricket/matches/:id: summary, scorecard and playing XI; an unknown id is the error page with 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const match = /^\d{1,12}$/.test(params.id ?? '')
    ? await sportsGet<WireCricketMatch>(apiUrl, `/sports/cricket/matches/${params.id}`)
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
  const title = t('cr.match.meta', {
    a: teamName(m.teams[0], lang),
    b: teamName(m.teams[1], lang),
    date: adWords(m.date, lang),
  });
  return pageMeta({ matches, location, title, description: `${title}. ${resultLine(m, lang)}` });
};

export default function CricketMatchPage() {
  const { lang, match: m } = useLoaderData<typeof loader>();
  if (!m) return <MatchMissing lang={lang} />;
  const t = sportsTranslator(lang);
  const label = (en: string) => {
    const team = m.teams.find((x) => x.en === en);
    return team ? teamName(team, lang) : en;
  };
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports/cricket" />
      <h1 className="sports-heading">
        {label(m.teams[0].en)} {t('wc.vs')} {label(m.teams[1].en)}
      </h1>
      <p className="cricket-result">
        <strong>{resultLine(m, lang)}</strong>
      </p>
      <section className="card" aria-labelledby="cr-summary">
        <h2 id="cr-summary">{t('cr.summary')}</h2>
        <dl className="sports-facts">
          <dt>{t('cr.date')}</dt>
          <dd>
            {m.dates.map((d) => adWords(d, lang)).join(', ')} · {m.matchType}
          </dd>
          {m.event && (
            <>
              <dt>{t('cr.event')}</dt>
              <dd>
                {m.event.name}
                {m.event.group && `, Group ${m.event.group}`}
                {m.event.matchNumber != null && ` #${num(m.event.matchNumber, lang)}`}
              </dd>
            </>
          )}
          <dt>{t('cr.venue')}</dt>
          <dd>
            {m.venue}
            {m.city && m.venue.includes(m.city) ? '' : m.city ? `, ${m.city}` : ''}
          </dd>
          <dt>{t('cr.toss')}</dt>
          <dd>
            {t('cr.tossText', { team: label(m.toss.winner), decision: t(`cr.decision.${m.toss.decision}`) })}
          </dd>
          <dt>{t('cr.result')}</dt>
          <dd>{resultLine(m, lang)}</dd>
          {m.playerOfMatch.length > 0 && (
            <>
              <dt>{t('cr.pom')}</dt>
              <dd>{m.playerOfMatch.join(', ')}</dd>
            </>
          )}
          {m.officials.umpires.length > 0 && (
            <>
              <dt>{t('cr.umpires')}</dt>
              <dd>{m.officials.umpires.join(', ')}</dd>
            </>
          )}
          {m.officials.matchReferees.length > 0 && (
            <>
              <dt>{t('cr.referee')}</dt>
              <dd>{m.officials.matchReferees.join(', ')}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="cr-scorecard">
        <h2 id="cr-scorecard">{t('cr.scorecard')}</h2>
        {m.scorecard.map((i) => (
          <InningsCard key={`${i.team}-${i.runs}-${i.balls}`} i={i} teamLabel={label(i.team)} lang={lang} />
        ))}
      </section>
      <section className="card" aria-labelledby="cr-xi">
        <h2 id="cr-xi">{t('cr.xi')}</h2>
        <div className="wc-lineups">
          {m.players.map((p) => (
            <div key={p.team}>
              <h3>{label(p.team)}</h3>
              <ol>
                {p.xi.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="muted small">{t('cr.playerNames')}</p>
      </section>
      <SportsSource lang={lang} source={m.source} cricsheet />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
