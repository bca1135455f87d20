import type { FaqSection, WireFaqPage } from '@patro/contracts';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useLoaderData } from 'react-router';
import { supportTranslator } from '../i18n/support';
import { publicPage } from '../islands/island';
import { apiGet, orNoData } from '../lib/api-client';
import { digits } from '../lib/calendar/format';
import { calendarErrorMeta } from '../lib/calendar/meta';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import supportCss from '../styles/support.css?url';

/** /faq and /marketplace/faq (spec §2; ADR 191): grouped questions, a GET search, FAQPage JSON-LD. */
export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: supportCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section: FaqSection = url.pathname.replace(/\/+$/, '') === '/marketplace/faq' ? 'marketplace' : 'app';
  const lang = requestLang(request);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { apiUrl } = webContext(context, request);
  const page = await orNoData(async () => {
    const answer = await apiGet<{ data: WireFaqPage }>(apiUrl, '/faq', { section, q: q || undefined, lang });
    if (!answer.ok) throw new Error(`GET /faq answered ${answer.status}`);
    return answer.body.data;
  });
  return { lang, section, q, page, path: url.pathname };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location, error }) => {
  if (!data || error) return calendarErrorMeta({ matches, location, error });
  const s = supportTranslator(rootDataFrom(matches)?.lang ?? data.lang);
  const market = data.section === 'marketplace';
  return pageMeta({
    matches,
    location,
    title: s(market ? 'faq.marketTitle' : 'faq.title'),
    description: s(market ? 'faq.marketDesc' : 'faq.desc'),
  });
};

/** schema.org FAQPage of the questions on the page; `<` escaped so no answer can close the script. */
function faqJsonLd(page: WireFaqPage): string {
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.groups.flatMap((g) =>
      g.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  });
  return json.replace(/</g, '\\u003c');
}

export default function Faq() {
  const { lang, section, q, page, path } = useLoaderData<typeof loader>();
  const s = supportTranslator(lang);
  const market = section === 'marketplace';
  const count = page.groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="page page--narrow support-page faq-page">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data block, `<` escaped. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(page) }} />
      <h1>{s(market ? 'faq.marketTitle' : 'faq.title')}</h1>
      <p className="lead">{s(market ? 'faq.marketDesc' : 'faq.desc')}</p>
      <search>
        <form method="get" action={path} className="faq-search">
          <label htmlFor="faq-q">{s('faq.search')}</label>
          <div className="faq-search-row">
            <input id="faq-q" name="q" type="search" defaultValue={q} maxLength={100} />
            <button type="submit" className="button">
              {s('faq.searchButton')}
            </button>
          </div>
        </form>
      </search>
      {q && (
        <p className="faq-results" role="status">
          {count === 0 ? s('faq.noResult') : s('faq.results', { q, count: digits(count, lang) })}{' '}
          <Link to={path}>{s('faq.all')}</Link>
        </p>
      )}
      {page.groups.map((group, i) => (
        <section key={group.name} className="faq-group" aria-labelledby={`faq-group-${i}`}>
          <h2 id={`faq-group-${i}`}>{group.name}</h2>
          {group.items.map((item) => (
            <details key={item.id} className="faq-item" open={Boolean(q)}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <p className="faq-more">
        <Link to="/contact">{s('faq.ask')}</Link> ·{' '}
        <Link to={market ? '/faq' : '/marketplace/faq'}>{s(market ? 'faq.title' : 'faq.marketTitle')}</Link>
      </p>
    </div>
  );
}
