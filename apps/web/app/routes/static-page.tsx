import { Fragment, type ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { DEFAULT_LANG, type PageId, pageDocument, translator } from '../i18n';
import { type SupportPageId, supportPageDocument, supportTranslator } from '../i18n/support';
import { publicPage } from '../islands/island';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { parseLang, readCookie } from '../lib/prefs';

const PAGE_BY_PATH: Record<string, PageId> = {
  '/about': 'about',
  '/disclaimer': 'disclaimer',
  '/policies': 'policies',
  '/terms-of-service': 'terms',
  '/deletion': 'deletion',
  '/facebook-data-deletion-instructions': 'facebookDeletion',
};

/** The apps' policies (ADR 192), linked from the privacy policy. */
const SUPPORT_PAGE_BY_PATH: Record<string, SupportPageId> = {
  '/keyboard-privacy-policy': 'keyboardPolicy',
  '/radio-privacy-policy': 'radioPolicy',
};

/** The page body comes from the loader, so the texts of all these pages stay out of the client bundle. */
export const handle = publicPage;

export function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const lang = parseLang(readCookie(request.headers.get('cookie'), 'lang')) ?? DEFAULT_LANG;
  const supportId = SUPPORT_PAGE_BY_PATH[path];
  if (supportId) return { id: supportId, lang, doc: supportPageDocument(lang, supportId) };
  const id = PAGE_BY_PATH[path];
  if (!id) throw new Response('Not found', { status: 404 });
  return { id, lang, doc: pageDocument(lang, id) };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches, location }) => {
  if (!loaderData) return [];
  return pageMeta({
    matches,
    location,
    title: `${loaderData.doc.title} — ${translator(rootDataFrom(matches)?.lang ?? DEFAULT_LANG)('site.name')}`,
    description: loaderData.doc.description,
  });
};

/** Renders the tiny page markup described in i18n/types.ts. */
export function renderBody(body: string): ReactNode {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((block, i) => {
      const key = `${i}`;
      if (block.startsWith('## ')) return <h2 key={key}>{block.slice(3).trim()}</h2>;
      const lines = block.split('\n');
      if (lines.every((l) => l.startsWith('- '))) {
        return (
          <ul key={key}>
            {lines.map((l) => (
              <li key={l}>{l.slice(2).trim()}</li>
            ))}
          </ul>
        );
      }
      return <p key={key}>{lines.map((l, j) => (j === 0 ? l : <Fragment key={l}> {l}</Fragment>))}</p>;
    });
}

export default function StaticPage() {
  const { id, lang, doc } = useLoaderData<typeof loader>();
  const s = supportTranslator(lang);
  return (
    <article className={`page page--narrow prose static-${id}`} aria-labelledby="page-title">
      <h1 id="page-title">{doc.title}</h1>
      <p className="lead">{doc.description}</p>
      {renderBody(doc.body)}
      {id === 'policies' && (
        <nav aria-labelledby="related-policies">
          <h2 id="related-policies">{s('policies.related')}</h2>
          <ul>
            {Object.entries(SUPPORT_PAGE_BY_PATH).map(([path, pageId]) => (
              <li key={path}>
                <Link to={path}>{supportPageDocument(lang, pageId).title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
