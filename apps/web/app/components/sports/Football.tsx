import type { WireStandingRow, WireWorldCupMatchRow } from '@patro/contracts';
import { sportsTranslator } from '../../i18n/sports';
import type { Lang } from '../../i18n/types';
import { adWords } from '../../lib/dates';
import { num, pair, teamName } from '../../lib/sports/format';
import { ScrollTable } from '../markets/ScrollTable';

/** The score line: "1–0 (a.e.t.)", "3–3, 4–2 on penalties", or the kick-off when unplayed. */
export function ScoreText({ m, lang }: { m: WireWorldCupMatchRow; lang: Lang }) {
  const t = sportsTranslator(lang);
  if (!m.score) return <span className="score">–</span>;
  const final = m.score.extraTime ?? m.score.fullTime;
  return (
    <span className="score">
      <strong>{pair(final, lang)}</strong>
      {m.score.extraTime && <span className="muted small"> {t('wc.aet')}</span>}
      {m.score.penalties && (
        <span className="muted small"> · {t('wc.pens', { score: pair(m.score.penalties, lang) })}</span>
      )}
    </span>
  );
}

/** One fixture/result line, linking to the match page. */
export function MatchLine({ m, year, lang }: { m: WireWorldCupMatchRow; year: number; lang: Lang }) {
  const t = sportsTranslator(lang);
  const won = (side: 1 | 2) => (m.winner === side ? 'won' : undefined);
  return (
    <li className="wc-match">
      <a href={`/sports/worldcup/${year}/matches/${m.id}`} className="wc-match-link">
        <span className="wc-teams">
          <span className={won(1)}>{teamName(m.team1, lang)}</span>
          <ScoreText m={m} lang={lang} />
          <span className={won(2)}>{teamName(m.team2, lang)}</span>
        </span>
        <span className="wc-meta muted small">
          {m.group ? t('wc.group', { group: m.group }) : t(`wc.stage.${m.stage}`)} · {t('wc.nepalTime')}{' '}
          {num(m.kickoff.nepal.time, lang)}
          {m.kickoff.nepal.date !== m.kickoff.venue.date && ` (${adWords(m.kickoff.nepal.date, lang)})`} ·{' '}
          {t('wc.venueTime')} {num(m.kickoff.venue.time, lang)} (UTC{num(m.kickoff.venue.offset, lang)}) ·{' '}
          {m.venue.stadium}, {m.venue.city}
        </span>
      </a>
    </li>
  );
}

export function GroupTable({
  group,
  table,
  lang,
  year,
}: {
  group: string;
  table: WireStandingRow[];
  lang: Lang;
  year: number;
}) {
  const t = sportsTranslator(lang);
  const abbr = (short: Parameters<typeof t>[0], long: Parameters<typeof t>[0]) => (
    <abbr title={t(long)}>{t(short)}</abbr>
  );
  return (
    <ScrollTable label={t('wc.group', { group })}>
      <table className="sports-table" data-group={group}>
        <caption>{t('wc.group', { group })}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('wc.col.team')}</th>
            <th scope="col">{abbr('wc.col.p', 'wc.col.pLong')}</th>
            <th scope="col">{abbr('wc.col.w', 'wc.col.wLong')}</th>
            <th scope="col">{abbr('wc.col.d', 'wc.col.dLong')}</th>
            <th scope="col">{abbr('wc.col.l', 'wc.col.lLong')}</th>
            <th scope="col">{t('wc.col.gf')}</th>
            <th scope="col">{t('wc.col.ga')}</th>
            <th scope="col">{t('wc.col.gd')}</th>
            <th scope="col">{t('wc.col.pts')}</th>
          </tr>
        </thead>
        <tbody>
          {table.map((r) => (
            <tr key={r.team.code} className={r.qualified ? 'qualified' : undefined}>
              <td>{num(r.position, lang)}</td>
              <th scope="row">
                <a href={`/sports/worldcup/${year}/teams/${r.team.code.toLowerCase()}`}>
                  {teamName(r.team, lang)}
                </a>
                {r.qualified && <span className="visually-hidden"> ({t('wc.qualified')})</span>}
              </th>
              <td>{num(r.played, lang)}</td>
              <td>{num(r.won, lang)}</td>
              <td>{num(r.drawn, lang)}</td>
              <td>{num(r.lost, lang)}</td>
              <td>{num(r.goalsFor, lang)}</td>
              <td>{num(r.goalsAgainst, lang)}</td>
              <td>{(r.goalDifference > 0 ? '+' : '') + num(r.goalDifference, lang)}</td>
              <td>
                <strong>{num(r.points, lang)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
