import type { WireCricketInnings, WireCricketMatchRow } from '@patro/contracts';
import { sportsTranslator } from '../../i18n/sports';
import type { Lang } from '../../i18n/types';
import { adWords } from '../../lib/dates';
import { num, teamName } from '../../lib/sports/format';
import { ScrollTable } from '../markets/ScrollTable';

/** "230 all out (48.2 overs)" / "147/0 (20.1 overs)". */
export function inningsTotal(
  i: { runs: number; wickets: number; overs: string; allOut: boolean },
  lang: Lang,
) {
  const t = sportsTranslator(lang);
  return i.allOut
    ? t('cr.allOut', { runs: num(i.runs, lang), overs: num(i.overs, lang) })
    : t('cr.totalText', {
        runs: num(i.runs, lang),
        wickets: num(i.wickets, lang),
        overs: num(i.overs, lang),
      });
}

/** The result line in the reader's language, from the API's English one. */
export function resultLine(m: WireCricketMatchRow, lang: Lang): string {
  if (lang === 'en') return m.result;
  const np = new Map(m.teams.map((x) => [x.en, x.np]));
  return m.result
    .replace(
      /^(.+) won by (\d+) wickets?/,
      (_a, team: string, n: string) => `${np.get(team) ?? team} ${num(n, lang)} विकेटले विजयी`,
    )
    .replace(
      /^(.+) won by (\d+) runs?/,
      (_a, team: string, n: string) => `${np.get(team) ?? team} ${num(n, lang)} रनले विजयी`,
    )
    .replace(/^Match tied/, 'खेल टाई')
    .replace(/^No result/, 'नतिजाविहीन')
    .replace(/^Match drawn/, 'खेल बराबरी');
}

export function CricketMatchCard({ m, lang }: { m: WireCricketMatchRow; lang: Lang }) {
  const t = sportsTranslator(lang);
  return (
    <li className="card cricket-match" data-match={m.id}>
      <p className="muted small">
        {adWords(m.date, lang)} · {m.matchType}
        {m.event && ` · ${m.event.name}`}
        {m.event?.matchNumber != null && ` #${num(m.event.matchNumber, lang)}`} · {m.city ?? m.venue}
      </p>
      <ul className="cricket-innings">
        {m.innings.map((i) => {
          const team = m.teams.find((x) => x.en === i.team);
          return (
            <li key={`${i.team}-${i.runs}-${i.overs}`} className={m.winner === i.team ? 'won' : undefined}>
              <span>{team ? teamName(team, lang) : i.team}</span> <strong>{inningsTotal(i, lang)}</strong>
            </li>
          );
        })}
      </ul>
      <p className="cricket-result">{resultLine(m, lang)}</p>
      <p>
        <a href={`/sports/cricket/matches/${m.id}`}>
          {t('cr.open')}
          <span className="visually-hidden">
            : {teamName(m.teams[0], lang)} {t('wc.vs')} {teamName(m.teams[1], lang)}, {adWords(m.date, lang)}
          </span>
        </a>
      </p>
    </li>
  );
}

export function InningsCard({
  i,
  teamLabel,
  lang,
}: {
  i: WireCricketInnings;
  teamLabel: string;
  lang: Lang;
}) {
  const t = sportsTranslator(lang);
  const n = (v: number | string | null) => (v === null ? '—' : num(v, lang));
  const fixed = (v: number | null, d: number) => (v === null ? '—' : num(v.toFixed(d), lang));
  return (
    <section className="card cricket-card" aria-label={t('cr.innings', { team: teamLabel })}>
      <h3>
        {t('cr.innings', { team: teamLabel })}: {inningsTotal(i, lang)}
      </h3>
      {i.target && (
        <p className="muted small">
          {i.target.overs !== null
            ? t('cr.targetOvers', { runs: n(i.target.runs), overs: n(i.target.overs) })
            : t('cr.target', { runs: n(i.target.runs) })}
        </p>
      )}
      <ScrollTable label={t('cr.batter')}>
        <table className="sports-table batting">
          <thead>
            <tr>
              <th scope="col">{t('cr.batter')}</th>
              <th scope="col">{t('cr.howOut')}</th>
              <th scope="col">{t('cr.r')}</th>
              <th scope="col">{t('cr.b')}</th>
              <th scope="col">{t('cr.4s')}</th>
              <th scope="col">{t('cr.6s')}</th>
              <th scope="col">{t('cr.sr')}</th>
            </tr>
          </thead>
          <tbody>
            {i.batting.map((b) => (
              <tr key={b.player}>
                <th scope="row">{b.player}</th>
                <td className="small">{b.out ? b.howOut : t('cr.notOut')}</td>
                <td>
                  <strong>{n(b.runs)}</strong>
                </td>
                <td>{n(b.balls)}</td>
                <td>{n(b.fours)}</td>
                <td>{n(b.sixes)}</td>
                <td>{fixed(b.strikeRate, 1)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('cr.extras')}</th>
              <td className="small">
                {t('cr.extrasDetail', {
                  b: n(i.extras.byes),
                  lb: n(i.extras.legbyes),
                  w: n(i.extras.wides),
                  nb: n(i.extras.noballs),
                  p: n(i.extras.penalty),
                })}
              </td>
              <td>{n(i.extras.total)}</td>
              <td colSpan={4} />
            </tr>
            <tr>
              <th scope="row">{t('cr.total')}</th>
              <td colSpan={6}>
                <strong>{inningsTotal(i, lang)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
      {i.didNotBat.length > 0 && (
        <p className="small">
          <strong>{t('cr.dnb')}:</strong> {i.didNotBat.join(', ')}
        </p>
      )}
      {i.fallOfWickets.length > 0 && (
        <p className="small">
          <strong>{t('cr.fow')}:</strong>{' '}
          {i.fallOfWickets
            .map((f) =>
              t('cr.fowItem', { runs: n(f.runs), n: n(f.wicket), player: f.player, over: n(f.over) }),
            )
            .join(', ')}
        </p>
      )}
      <ScrollTable label={t('cr.bowler')}>
        <table className="sports-table bowling">
          <thead>
            <tr>
              <th scope="col">{t('cr.bowler')}</th>
              <th scope="col">{t('cr.o')}</th>
              <th scope="col">{t('cr.m')}</th>
              <th scope="col">{t('cr.r')}</th>
              <th scope="col">{t('cr.w')}</th>
              <th scope="col">{t('cr.econ')}</th>
            </tr>
          </thead>
          <tbody>
            {i.bowling.map((b) => (
              <tr key={b.player}>
                <th scope="row">{b.player}</th>
                <td>{n(b.overs)}</td>
                <td>{n(b.maidens)}</td>
                <td>{n(b.runs)}</td>
                <td>
                  <strong>{n(b.wickets)}</strong>
                </td>
                <td>{fixed(b.economy, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}
