import type {
  WireConstituencySummary,
  WireElectionConstituency,
  WireElectionDistrict,
  WireElectionHit,
  WireElectionOverview,
  WireElectionProvince,
  WireElectionSearch,
  WireTallyRow,
} from '@patro/contracts';
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { CalendarErrorBoundary } from '../components/calendar/CalendarError';
import {
  Bar,
  CandidateTable,
  Crumbs,
  ElectedMark,
  num,
  PartyLabel,
  partyColour,
  partyName,
  pct,
  SearchForm,
  SeatChart,
  SourceAndLacks,
  signedPoints,
  TableBox,
} from '../components/election/parts';
import { electionTranslator } from '../i18n/election';
import type { Lang } from '../i18n/types';
import { publicPage } from '../islands/island';
import { apiGet, orNoData } from '../lib/api-client';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { bothDates } from '../lib/markets/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import calendarCss from '../styles/calendar.css?url';
import electionCss from '../styles/election.css?url';

/** A public page: server HTML, cached, no router runtime in the browser (ADR 081). */
export const handle = publicPage;

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: electionCss },
];

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';
export const headers: HeadersFunction = () => ({ 'Cache-Control': CACHE });

type View =
  | { kind: 'overview'; overview: WireElectionOverview }
  | { kind: 'province'; province: WireElectionProvince }
  | { kind: 'district'; district: WireElectionDistrict }
  | { kind: 'constituency'; constituency: WireElectionConstituency }
  | { kind: 'search'; q: string; search: WireElectionSearch | null };

const notFound = () =>
  data({ kind: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });

/**
 * /election and its drill-down (spec §2; ADR 171): the 2082 House of Representatives FPTP result,
 * /election/province/:province, /election/district/:district, /election/constituency/:constituency
 * and /election/search?q= — every page server-rendered, the search a GET form.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const url = new URL(request.url);
  const get = <T,>(path: string, query?: Record<string, string>) =>
    orNoData(async () => {
      const answer = await apiGet<{ data: T }>(apiUrl, path, query);
      if (!answer.ok) {
        if (answer.status === 404) throw notFound();
        throw new Error(`GET ${path} answered ${answer.status}`);
      }
      return answer.body.data;
    });
  let view: View;
  if (params.province) {
    view = {
      kind: 'province',
      province: await get(`/election/provinces/${encodeURIComponent(params.province)}`),
    };
  } else if (params.district) {
    view = {
      kind: 'district',
      district: await get(`/election/districts/${encodeURIComponent(params.district)}`),
    };
  } else if (params.constituency) {
    view = {
      kind: 'constituency',
      constituency: await get(`/election/constituencies/${encodeURIComponent(params.constituency)}`),
    };
  } else if (url.pathname.replace(/\/+$/, '').endsWith('/search')) {
    const q = (url.searchParams.get('q') ?? '').trim().slice(0, 60);
    view = { kind: 'search', q, search: q ? await get<WireElectionSearch>('/election/search', { q }) : null };
  } else {
    view = { kind: 'overview', overview: await get('/election') };
  }
  return { lang, view };
}

function placeOf(view: View, lang: Lang): string | null {
  switch (view.kind) {
    case 'province':
      return view.province.province.name[lang];
    case 'district':
      return view.district.district.name[lang];
    case 'constituency':
      return view.constituency.constituency.name[lang];
    default:
      return null;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, location, error }) => {
  if (!loaded || error) return calendarErrorMeta({ matches, location, error });
  const lang = rootDataFrom(matches)?.lang ?? loaded.lang;
  const t = electionTranslator(lang);
  const place = placeOf(loaded.view, lang);
  if (loaded.view.kind === 'search')
    return pageMeta({
      matches,
      location,
      title: loaded.view.q ? t('el.meta.search', { q: loaded.view.q }) : t('el.meta.title'),
      description: t('el.meta.description'),
      noindex: true,
    });
  return pageMeta({
    matches,
    location,
    title: place ? t('el.meta.place', { place }) : t('el.meta.title'),
    description: place ? t('el.meta.placeDescription', { place }) : t('el.meta.description'),
  });
};

export default function Election() {
  const { lang, view } = useLoaderData<typeof loader>();
  return (
    <div className="page el-page">
      {view.kind === 'overview' && <Overview o={view.overview} lang={lang} />}
      {view.kind === 'province' && <ProvincePage p={view.province} lang={lang} />}
      {view.kind === 'district' && <DistrictPage d={view.district} lang={lang} />}
      {view.kind === 'constituency' && <ConstituencyPage c={view.constituency} lang={lang} />}
      {view.kind === 'search' && <SearchPage q={view.q} search={view.search} lang={lang} />}
    </div>
  );
}

const provinceHref = (id: number) => `/election/province/${id}`;
const districtHref = (slug: string) => `/election/district/${slug}`;
const constituencyHref = (key: string) => `/election/constituency/${key}`;

function Overview({ o, lang }: { o: WireElectionOverview; lang: Lang }) {
  const t = electionTranslator(lang);
  const polled = bothDates(o.source.polled_on, lang);
  const previousSeats = new Map(o.previous_tally.map((r) => [r.key, r.seats]));
  const seatRows = o.tally.filter((r) => r.seats > 0 || (previousSeats.get(r.key) ?? 0) > 0);
  // Parties that won in 2079 only, so the table shows where their seats went.
  for (const r of o.previous_tally)
    if (r.seats > 0 && !seatRows.some((x) => x.key === r.key))
      seatRows.push({ ...r, seats: 0, votes: 0, candidates: 0, vote_share: 0 });
  const maxSeats = Math.max(...seatRows.map((r) => r.seats));
  const TOP = 12;
  return (
    <>
      <h1 className="el-heading">{t('el.heading')}</h1>
      <p className="el-lead">
        {t('el.fptpOnly', { seats: num(o.constituencies, lang) })} ·{' '}
        {t('el.polled', { date: `${polled.bs} (${polled.ad})` })}
      </p>
      <dl className="el-facts">
        <div>
          <dt>{t('el.facts.seats')}</dt>
          <dd>{num(o.constituencies, lang)}</dd>
        </div>
        <div>
          <dt>{t('el.facts.candidates')}</dt>
          <dd>{num(o.candidates, lang)}</dd>
        </div>
        <div>
          <dt>{t('el.facts.votes')}</dt>
          <dd>{num(o.total_votes, lang)}</dd>
        </div>
        <div>
          <dt>{t('el.facts.changed')}</dt>
          <dd>{num(o.changed_hands, lang)}</dd>
        </div>
      </dl>
      <SearchForm lang={lang} />
      <section className="card el-card" aria-labelledby="el-seats">
        <h2 id="el-seats">{t('el.seats.heading')}</h2>
        <SeatChart tally={o.tally} lang={lang} total={o.constituencies} />
        <TableBox label={t('el.seats.caption')}>
          <table className="data-table el-table">
            <caption className="visually-hidden">{t('el.seats.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('el.col.party')}</th>
                <th scope="col" className="num">
                  {t('el.col.seats')}
                </th>
                <th scope="col" className="el-bar-col">
                  <span className="visually-hidden">{t('el.col.bar')}</span>
                </th>
                <th scope="col" className="num">
                  {t('el.col.seats2079')}
                </th>
                <th scope="col" className="num">
                  {t('el.col.votes')}
                </th>
                <th scope="col" className="num">
                  {t('el.col.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {seatRows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">
                    <PartyLabel
                      party={{ key: r.key, name: r.name, published: r.published[0]! }}
                      lang={lang}
                    />
                    <Published row={r} lang={lang} />
                  </th>
                  <td className="num">
                    <strong>{num(r.seats, lang)}</strong>
                  </td>
                  <td className="el-bar-col">
                    <Bar value={r.seats} max={maxSeats} colour={partyColour(r.key)} />
                  </td>
                  <td className="num">{num(previousSeats.get(r.key) ?? 0, lang)}</td>
                  <td className="num">{num(r.votes, lang)}</td>
                  <td className="num">{pct(r.vote_share, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      </section>
      <section className="card el-card" aria-labelledby="el-votes">
        <h2 id="el-votes">{t('el.votes.heading')}</h2>
        <VotesTable rows={o.tally.slice(0, TOP)} lang={lang} max={o.tally[0]?.votes ?? 0} />
        {o.tally.length > TOP && (
          <details className="el-more">
            <summary>{t('el.votes.more', { n: num(o.tally.length - TOP, lang) })}</summary>
            <VotesTable rows={o.tally.slice(TOP)} lang={lang} max={o.tally[0]?.votes ?? 0} />
          </details>
        )}
      </section>
      <section aria-labelledby="el-provinces">
        <h2 id="el-provinces" className="el-subheading">
          {t('el.provinces.heading')}
        </h2>
        <ul className="el-grid">
          {o.provinces.map((p) => (
            <li key={p.id} className="card el-place">
              <a href={provinceHref(p.id)} className="el-place-link">
                {p.name[lang]}
              </a>
              <span className="muted small">
                {t('el.province.summary', {
                  districts: num(p.districts, lang),
                  seats: num(p.constituencies, lang),
                })}
              </span>
              <ul className="el-mini-tally">
                {p.seats.map((s) => (
                  <li key={s.key}>
                    <PartyLabel party={s} lang={lang} /> <strong>{num(s.seats, lang)}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <SourceAndLacks source={o.source} previous={o.previous_source} lang={lang} />
    </>
  );
}

/** The published spellings under a reviewed name, when any differs from it. */
function Published({ row, lang }: { row: WireTallyRow; lang: Lang }) {
  const t = electionTranslator(lang);
  const differs = row.name ? row.published.filter((p) => p !== row.name!.np) : [];
  if (differs.length === 0) return null;
  return <span className="el-published">{t('el.published', { names: differs.join('; ') })}</span>;
}

function VotesTable({ rows, lang, max }: { rows: WireTallyRow[]; lang: Lang; max: number }) {
  const t = electionTranslator(lang);
  return (
    <TableBox label={t('el.votes.caption')}>
      <table className="data-table el-table">
        <caption className="visually-hidden">{t('el.votes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('el.col.party')}</th>
            <th scope="col" className="num">
              {t('el.col.votes')}
            </th>
            <th scope="col" className="el-bar-col">
              <span className="visually-hidden">{t('el.col.bar')}</span>
            </th>
            <th scope="col" className="num">
              {t('el.col.share')}
            </th>
            <th scope="col" className="num">
              {t('el.col.candidates')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <PartyLabel party={{ key: r.key, name: r.name, published: r.published[0]! }} lang={lang} />
              </th>
              <td className="num">{num(r.votes, lang)}</td>
              <td className="el-bar-col">
                <Bar value={r.votes} max={max} colour={partyColour(r.key)} />
              </td>
              <td className="num">{pct(r.vote_share, lang)}</td>
              <td className="num">{num(r.candidates, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function TallyTable({ rows, lang, caption }: { rows: WireTallyRow[]; lang: Lang; caption: string }) {
  const t = electionTranslator(lang);
  const shown = rows.filter((r) => r.seats > 0).concat(rows.filter((r) => r.seats === 0).slice(0, 3));
  const max = Math.max(...shown.map((r) => r.votes));
  return (
    <TableBox label={caption}>
      <table className="data-table el-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('el.col.party')}</th>
            <th scope="col" className="num">
              {t('el.col.seats')}
            </th>
            <th scope="col" className="num">
              {t('el.col.votes')}
            </th>
            <th scope="col" className="el-bar-col">
              <span className="visually-hidden">{t('el.col.bar')}</span>
            </th>
            <th scope="col" className="num">
              {t('el.col.share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.key}>
              <th scope="row">
                <PartyLabel party={{ key: r.key, name: r.name, published: r.published[0]! }} lang={lang} />
              </th>
              <td className="num">
                <strong>{num(r.seats, lang)}</strong>
              </td>
              <td className="num">{num(r.votes, lang)}</td>
              <td className="el-bar-col">
                <Bar value={r.votes} max={max} colour={partyColour(r.key)} />
              </td>
              <td className="num">{pct(r.vote_share, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function ConstituencyTable({
  rows,
  lang,
  caption,
}: {
  rows: WireConstituencySummary[];
  lang: Lang;
  caption: string;
}) {
  const t = electionTranslator(lang);
  return (
    <TableBox label={caption}>
      <table className="data-table el-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('el.col.constituency')}</th>
            <th scope="col">{t('el.col.winner')}</th>
            <th scope="col" className="num">
              {t('el.col.votes')}
            </th>
            <th scope="col" className="num">
              {t('el.col.margin')}
            </th>
            <th scope="col">{t('el.col.previous')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.key}>
              <th scope="row">
                <a href={constituencyHref(c.key)}>{c.name[lang]}</a>
              </th>
              <td>
                <span lang="ne">{c.winner.candidate}</span>
                <br />
                <PartyLabel party={c.winner} lang={lang} />
              </td>
              <td className="num">{num(c.winner.votes, lang)}</td>
              <td className="num">{num(c.margin, lang)}</td>
              <td>
                {c.previous_winner ? <PartyLabel party={c.previous_winner} lang={lang} /> : '—'}
                {c.changed_hands !== null && (
                  <span className={`el-change ${c.changed_hands ? 'el-change--gain' : ''}`}>
                    {' '}
                    ({c.changed_hands ? t('el.changedShort') : t('el.heldShort')})
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

function ProvincePage({ p, lang }: { p: WireElectionProvince; lang: Lang }) {
  const t = electionTranslator(lang);
  const name = p.province.name[lang];
  return (
    <>
      <Crumbs lang={lang} trail={[{ href: '/election', label: t('el.home') }, { label: name }]} />
      <h1 className="el-heading">{name}</h1>
      <SearchForm lang={lang} />
      <section className="card el-card" aria-labelledby="el-tally">
        <h2 id="el-tally">{t('el.seats.heading')}</h2>
        <TallyTable rows={p.tally} lang={lang} caption={t('el.tally.caption', { place: name })} />
      </section>
      <section aria-labelledby="el-districts">
        <h2 id="el-districts" className="el-subheading">
          {t('el.districts.heading')}
        </h2>
        {p.districts.map((d) => (
          <section key={d.id} className="card el-card" aria-labelledby={`el-d-${d.id}`}>
            <h3 id={`el-d-${d.id}`}>
              <a href={districtHref(d.slug)}>{d.name[lang]}</a>{' '}
              <span className="muted small">
                {d.constituencies.length === 1
                  ? t('el.district.one')
                  : t('el.district.count', { n: num(d.constituencies.length, lang) })}
              </span>
            </h3>
            <ConstituencyTable
              rows={d.constituencies}
              lang={lang}
              caption={t('el.constituencies.caption', { place: d.name[lang] })}
            />
          </section>
        ))}
      </section>
      <SourceAndLacks source={p.source} lang={lang} />
    </>
  );
}

function DistrictPage({ d, lang }: { d: WireElectionDistrict; lang: Lang }) {
  const t = electionTranslator(lang);
  const name = d.district.name[lang];
  return (
    <>
      <Crumbs
        lang={lang}
        trail={[
          { href: '/election', label: t('el.home') },
          { href: provinceHref(d.province.id), label: d.province.name[lang] },
          { label: name },
        ]}
      />
      <h1 className="el-heading">{name}</h1>
      <SearchForm lang={lang} />
      <section className="card el-card" aria-labelledby="el-constituencies">
        <h2 id="el-constituencies">{t('el.constituencies.heading')}</h2>
        <ConstituencyTable
          rows={d.constituencies}
          lang={lang}
          caption={t('el.constituencies.caption', { place: name })}
        />
      </section>
      <section className="card el-card" aria-labelledby="el-tally">
        <h2 id="el-tally">{t('el.seats.heading')}</h2>
        <TallyTable rows={d.tally} lang={lang} caption={t('el.tally.caption', { place: name })} />
      </section>
      <SourceAndLacks source={d.source} lang={lang} />
    </>
  );
}

function ConstituencyPage({ c, lang }: { c: WireElectionConstituency; lang: Lang }) {
  const t = electionTranslator(lang);
  const s = c.constituency;
  const name = s.name[lang];
  const winnerParty = partyName(s.winner, lang);
  const previousParty = s.previous_winner ? partyName(s.previous_winner, lang) : null;
  return (
    <>
      <Crumbs
        lang={lang}
        trail={[
          { href: '/election', label: t('el.home') },
          { href: provinceHref(s.province.id), label: s.province.name[lang] },
          { href: districtHref(s.district.slug), label: s.district.name[lang] },
          { label: name },
        ]}
      />
      <h1 className="el-heading">{name}</h1>
      <p className="el-winner-line">
        <ElectedMark lang={lang} />{' '}
        {t('el.winnerLine', {
          name: s.winner.candidate,
          party: winnerParty,
          votes: num(s.winner.votes, lang),
          margin: num(s.margin, lang),
        })}
      </p>
      <div className="el-columns">
        <section className="card el-card" aria-labelledby="el-candidates">
          <h2 id="el-candidates">{t('el.candidates.heading')}</h2>
          <CandidateTable
            candidates={c.candidates}
            lang={lang}
            totalVotes={s.total_votes}
            caption={t('el.candidates.caption', { place: name })}
          />
        </section>
        <section className="card el-card" aria-labelledby="el-previous">
          <h2 id="el-previous">{t('el.previous.heading')}</h2>
          {c.swing && (
            <div className="el-swing">
              <p>
                <strong>
                  {c.swing.changed_hands
                    ? t('el.swing.changed', { before: previousParty ?? '—', after: winnerParty })
                    : t('el.swing.held', { party: winnerParty })}
                </strong>
              </p>
              <p>
                {c.swing.winner_party_swing === null || c.swing.before_share === null
                  ? t('el.swing.independent')
                  : t('el.swing.share', {
                      party: winnerParty,
                      before: pct(c.swing.before_share, lang),
                      after: pct(c.swing.after_share, lang),
                      swing: signedPoints(c.swing.winner_party_swing, lang),
                    })}
              </p>
            </div>
          )}
          {c.previous ? (
            <CandidateTable
              candidates={c.previous.candidates}
              lang={lang}
              totalVotes={c.previous.total_votes}
              caption={t('el.previous.caption', { place: name })}
            />
          ) : (
            <p>{t('el.previous.none')}</p>
          )}
        </section>
      </div>
      <p>
        <a href={districtHref(s.district.slug)}>{t('el.backTo', { place: s.district.name[lang] })}</a>
      </p>
      <SearchForm lang={lang} />
      <SourceAndLacks source={c.source} previous={c.previous_source} lang={lang} />
    </>
  );
}

function Hit({ hit, lang }: { hit: WireElectionHit; lang: Lang }) {
  const t = electionTranslator(lang);
  switch (hit.kind) {
    case 'party':
      return (
        <>
          <span className="el-hit-kind">{t('el.hit.party')}</span>
          <a href={`/election#el-seats`}>
            <PartyLabel party={{ key: hit.key, name: hit.name, published: hit.name.np }} lang={lang} />
          </a>
          <span className="muted">
            {t('el.hit.partyLine', { seats: num(hit.seats, lang), votes: num(hit.votes, lang) })}
          </span>
        </>
      );
    case 'district':
      return (
        <>
          <span className="el-hit-kind">{t('el.hit.district')}</span>
          <a href={districtHref(hit.slug)}>{hit.name[lang]}</a>
          <span className="muted">
            {hit.constituencies === 1
              ? t('el.district.one')
              : t('el.district.count', { n: num(hit.constituencies, lang) })}
          </span>
        </>
      );
    case 'constituency':
      return (
        <>
          <span className="el-hit-kind">{t('el.hit.constituency')}</span>
          <a href={constituencyHref(hit.key)}>{hit.name[lang]}</a>
          <span className="muted">
            <span lang="ne">{hit.winner.candidate}</span> ({partyName(hit.winner, lang)}) — {t('el.elected')}
          </span>
        </>
      );
    case 'candidate':
      return (
        <>
          <span className="el-hit-kind">{t('el.hit.candidate')}</span>
          <a href={constituencyHref(hit.constituency.key)} lang="ne">
            {hit.candidate.candidate}
          </a>
          {hit.candidate.elected && <ElectedMark lang={lang} />}
          <span className="muted">
            {t('el.hit.candidateLine', {
              party: partyName(hit.candidate, lang),
              place: hit.constituency.name[lang],
              votes: num(hit.candidate.votes, lang),
              rank: t('el.rank', { n: num(hit.candidate.rank, lang) }),
            })}
          </span>
        </>
      );
  }
}

function SearchPage({ q, search, lang }: { q: string; search: WireElectionSearch | null; lang: Lang }) {
  const t = electionTranslator(lang);
  return (
    <>
      <Crumbs
        lang={lang}
        trail={[{ href: '/election', label: t('el.home') }, { label: t('el.search.button') }]}
      />
      <h1 className="el-heading">{q ? t('el.search.heading', { q }) : t('el.search.label')}</h1>
      <SearchForm lang={lang} q={q} />
      {!search ? (
        <p>{t('el.search.empty')}</p>
      ) : search.hits.length === 0 ? (
        <p className="empty-state">{t('el.search.none', { q })}</p>
      ) : (
        <section aria-labelledby="el-hits">
          <h2 id="el-hits" className="el-subheading">
            {t('el.search.count', { n: num(search.hits.length, lang) })}
          </h2>
          <ul className="el-hits">
            {search.hits.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: hits are a fixed list in the API's order.
              <li key={i} className="el-hit">
                <Hit hit={h} lang={lang} />
              </li>
            ))}
          </ul>
          {search.truncated && (
            <p className="muted small">{t('el.search.truncated', { n: num(search.hits.length, lang) })}</p>
          )}
        </section>
      )}
      {search && <SourceAndLacks source={search.source} lang={lang} />}
    </>
  );
}

export const ErrorBoundary = CalendarErrorBoundary;
