/** Pieces every election page shares (ADR 171): names, numbers, bars, the seat chart, source and search. */

import { formatNumber } from '@patro/calendar';
import type {
  WireBilingual,
  WireElectionCandidate,
  WireElectionSource,
  WirePartyName,
  WireTallyRow,
} from '@patro/contracts';
import type { ReactNode } from 'react';
import { type ElectionTranslate, electionTranslator } from '../../i18n/election';
import type { Lang } from '../../i18n/types';
import { bothDates } from '../../lib/markets/format';

/** Party colours for the chart (fills of SVG shapes: the page's CSP allows no style attributes). */
const PARTY_COLOURS: Record<string, string> = {
  rsp: '#2563a8',
  nc: '#2e7d32',
  'cpn-uml': '#c62828',
  ncp: '#7f1d1d',
  'cpn-mc': '#8e24aa',
  'cpn-us': '#ef6c00',
  rpp: '#d4a106',
  jsp: '#d81b60',
  lsp: '#00838f',
  shram: '#6d4c41',
  nup: '#5e35b1',
  janamat: '#00897b',
  independent: '#6b7280',
};
const OTHER_COLOUR = '#a8a29e';
export const partyColour = (key: string) => PARTY_COLOURS[key] ?? OTHER_COLOUR;

export const num = (n: number, lang: Lang) => formatNumber(n, lang);
export const pct = (n: number, lang: Lang) => `${formatNumber(n, lang, { fractionDigits: 1 })}%`;
export const signedPoints = (n: number, lang: Lang) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n), lang, { fractionDigits: 1 })}`;

export const placeName = (name: WireBilingual, lang: Lang) => name[lang];

/** The reviewed bilingual name, or the name as published for a party the table does not list. */
export function partyName(p: WirePartyName | WireTallyRow, lang: Lang): string {
  if (p.name) return p.name[lang];
  return 'published' in p && typeof p.published === 'string' ? p.published : (p.published as string[])[0]!;
}

/** A party's name with its colour swatch; the published spelling underneath when it differs. */
export function PartyLabel({
  party,
  lang,
  showPublished = false,
}: {
  party: WirePartyName;
  lang: Lang;
  showPublished?: boolean;
}) {
  const t = electionTranslator(lang);
  const name = partyName(party, lang);
  return (
    <span className="el-party">
      <Swatch colour={partyColour(party.key)} />
      <span>
        {name}
        {showPublished && party.name && party.published !== party.name.np && (
          <span className="el-published">{t('el.published', { names: party.published })}</span>
        )}
      </span>
    </span>
  );
}

export function Swatch({ colour }: { colour: string }) {
  return (
    <svg
      className="el-swatch"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="12" height="12" rx="2" fill={colour} />
    </svg>
  );
}

/** A horizontal bar of `value` out of `max`, drawn in SVG (decorative: the number is in the next cell). */
export function Bar({ value, max, colour }: { value: number; max: number; colour: string }) {
  const width = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  return (
    <svg
      className="el-bar"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="100" height="10" className="el-bar-track" />
      <rect width={width.toFixed(2)} height="10" fill={colour} />
    </svg>
  );
}

/** One square per seat, coloured by party, most seats first (the table beside it carries the numbers). */
export function SeatChart({ tally, lang, total }: { tally: WireTallyRow[]; lang: Lang; total: number }) {
  const t = electionTranslator(lang);
  const winners = tally.filter((r) => r.seats > 0);
  const perRow = 15;
  const size = 20;
  const gap = 4;
  const squares: { key: string; i: number }[] = [];
  for (const r of winners) for (let s = 0; s < r.seats; s++) squares.push({ key: r.key, i: squares.length });
  const rows = Math.ceil(squares.length / perRow);
  const label = t('el.seats.chart', {
    seats: num(total, lang),
    parties: winners.map((r) => `${partyName(r, lang)} ${num(r.seats, lang)}`).join(', '),
  });
  return (
    <figure className="el-seat-chart">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${perRow * (size + gap) - gap} ${rows * (size + gap) - gap}`}
        className="el-seat-svg"
      >
        {squares.map(({ key, i }) => (
          <rect
            key={i}
            x={(i % perRow) * (size + gap)}
            y={Math.floor(i / perRow) * (size + gap)}
            width={size}
            height={size}
            rx="3"
            fill={partyColour(key)}
          />
        ))}
      </svg>
      <figcaption>
        <ul className="el-legend">
          {winners.map((r) => (
            <li key={r.key}>
              <Swatch colour={partyColour(r.key)} /> {partyName(r, lang)}{' '}
              <strong>{num(r.seats, lang)}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export function ElectedMark({ lang }: { lang: Lang }) {
  return <span className="el-elected">✓ {electionTranslator(lang)('el.elected')}</span>;
}

/** The candidates of one constituency and year, by rank, the winner marked. */
export function CandidateTable({
  candidates,
  caption,
  lang,
  totalVotes,
}: {
  candidates: WireElectionCandidate[];
  caption: string;
  lang: Lang;
  totalVotes: number;
}) {
  const t = electionTranslator(lang);
  const top = candidates[0]?.votes ?? 0;
  return (
    <TableBox label={caption}>
      <table className="data-table el-table el-candidates">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('el.col.rank')}
            </th>
            <th scope="col">{t('el.col.candidate')}</th>
            <th scope="col">{t('el.col.party')}</th>
            <th scope="col">{t('el.col.symbol')}</th>
            <th scope="col" className="num">
              {t('el.col.votes')}
            </th>
            <th scope="col" className="num">
              {t('el.col.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.map((c) => (
            <tr key={c.id} className={c.elected ? 'el-winner-row' : undefined}>
              <td className="num">{num(c.rank, lang)}</td>
              <th scope="row">
                <span lang="ne">{c.candidate}</span>
                {c.elected && (
                  <>
                    {' '}
                    <ElectedMark lang={lang} />
                  </>
                )}
              </th>
              <td>
                <PartyLabel party={c} lang={lang} showPublished />
              </td>
              <td lang="ne">{c.symbol || '—'}</td>
              <td className="num">{num(c.votes, lang)}</td>
              <td className="num el-share">
                <Bar value={c.votes} max={top} colour={partyColour(c.key)} />
                {pct(c.vote_share, lang)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6}>{t('el.totalVotes', { n: num(totalVotes, lang) })}</td>
          </tr>
        </tfoot>
      </table>
    </TableBox>
  );
}

/** A wide table that scrolls sideways on a phone, reachable by keyboard. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table.
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The search form: a GET form, so it works without script. */
export function SearchForm({ lang, q = '' }: { lang: Lang; q?: string }) {
  const t = electionTranslator(lang);
  return (
    <form method="get" action="/election/search" className="el-search">
      <label className="field-inline">
        <span>{t('el.search.label')}</span>
        <input type="search" name="q" defaultValue={q} maxLength={60} aria-describedby="el-search-hint" />
      </label>
      <button type="submit" className="button button--small">
        {t('el.search.button')}
      </button>
      <p id="el-search-hint" className="muted small el-search-hint">
        {t('el.search.hint')}
      </p>
    </form>
  );
}

function sourceDate(iso: string, lang: Lang) {
  const d = bothDates(iso, lang);
  return `${d.bs} (${d.ad})`;
}

/** What the data lacks and where it comes from: on every election page. */
export function SourceAndLacks({
  source,
  previous,
  lang,
}: {
  source: WireElectionSource;
  previous?: WireElectionSource;
  lang: Lang;
}) {
  const t = electionTranslator(lang);
  return (
    <footer className="el-source">
      <section className="el-lacks" aria-labelledby="el-lacks-heading">
        <h2 id="el-lacks-heading">{t('el.lacks.heading')}</h2>
        <p>{t('el.lacks.text')}</p>
        <p>{t('el.parties.note')}</p>
      </section>
      <p className="muted small">
        <SourceLine t={t} source={source} lang={lang} />
      </p>
      {previous && (
        <p className="muted small">
          {t('el.sourceBoth', {
            publisher: previous.publisher[lang],
            via: previous.via,
            date: sourceDate(previous.as_of, lang),
          })}
        </p>
      )}
    </footer>
  );
}

function SourceLine({ t, source, lang }: { t: ElectionTranslate; source: WireElectionSource; lang: Lang }) {
  const parts = t('el.source', {
    publisher: source.publisher[lang],
    url: '\u0000',
    date: sourceDate(source.as_of, lang),
    via: source.via,
  }).split('\u0000');
  return (
    <>
      {parts[0]}
      <a href={source.url} rel="noopener noreferrer">
        {source.url.replace(/^https:\/\/|\/$/g, '')}
      </a>
      {parts[1]}
    </>
  );
}

/** Breadcrumbs: election → province → district → constituency. */
export function Crumbs({ lang, trail }: { lang: Lang; trail: { href?: string; label: string }[] }) {
  const t = electionTranslator(lang);
  return (
    <nav className="el-crumbs" aria-label={t('el.crumbs')}>
      <ol>
        {trail.map((c, i) => (
          <li key={c.label}>
            {c.href && i < trail.length - 1 ? (
              <a href={c.href}>{c.label}</a>
            ) : (
              <span aria-current="page">{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
