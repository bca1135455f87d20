import type { WireCricket } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import { ScrollTable } from '../components/markets/ScrollTable';
import { CricketMatchCard } from '../components/sports/Cricket';
import { SportsNav, SportsSource } from '../components/sports/SportsNav';
import { sportsTranslator } from '../i18n/sports';
import { publicPage } from '../islands/island';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { num, sportsGet, teamName } from '../lib/sports/format';
import { sportsHeaders } from '../lib/sports/page';
import sportsCss from '../styles/sports.css?url';

export const handle = publicPage;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: sportsCss }];
export const headers = sportsHeaders;

/** /sports/cricket (spec §2): Nepal's matches, newest first, and standings per event. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const cricket = await sportsGet<WireCricket>(apiUrl, '/sports/cricket');
  if (!cricket) throw data(null, { status: 404 });
  return { lang, cricket };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const t = sportsTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  return pageMeta({ matches, location, title: t('cr.meta.title'), description: t('cr.meta.description') });
};

export default function CricketPage() {
  const { lang, cricket } = useLoaderData<typeof loader>();
  const t = sportsTranslator(lang);
  const nrr = (v: number | null) => (v === null ? '—' : (v > 0 ? '+' : '') + num(v.toFixed(3), lang));
  return (
    <div className="page sports-page">
      <SportsNav lang={lang} current="/sports/cricket" />
      <h1 className="sports-heading">{t('cr.heading')}</h1>
      <p className="sports-attribution">
        <a href="https://cricsheet.org" rel="noopener">
          {t('sports.fromCricsheet')}
        </a>
      </p>
      <section aria-labelledby="cr-results">
        <h2 id="cr-results">{t('cr.results')}</h2>
        <p className="muted small">{t('sports.noFixture')}</p>
        <ul className="cricket-matches">
          {cricket.matches.map((m) => (
            <CricketMatchCard key={m.id} m={m} lang={lang} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="cr-standings">
        <h2 id="cr-standings">{t('cr.standings')}</h2>
        <p className="muted small">{t('cr.standingsNote')}</p>
        <div className="wc-groups">
          {cricket.standings.map((s) => (
            <ScrollTable key={s.event} label={s.event}>
              <table className="sports-table">
                <caption>{s.event}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('cr.col.team')}</th>
                    <th scope="col">{t('cr.col.p')}</th>
                    <th scope="col">{t('cr.col.w')}</th>
                    <th scope="col">{t('cr.col.l')}</th>
                    <th scope="col">{t('cr.col.nr')}</th>
                    <th scope="col">{t('cr.col.pts')}</th>
                    <th scope="col">{t('cr.col.nrr')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.rows.map((r) => (
                    <tr key={r.team.en}>
                      <th scope="row">{teamName(r.team, lang)}</th>
                      <td>{num(r.played, lang)}</td>
                      <td>{num(r.won, lang)}</td>
                      <td>{num(r.lost, lang)}</td>
                      <td>{num(r.tied + r.noResult, lang)}</td>
                      <td>
                        <strong>{num(r.points, lang)}</strong>
                      </td>
                      <td>{nrr(r.netRunRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          ))}
        </div>
      </section>
      <SportsSource lang={lang} source={cricket.source} cricsheet />
    </div>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
