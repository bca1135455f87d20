import type { SupportKind } from '@patro/contracts/feedback';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { Link, useActionData, useLoaderData } from 'react-router';
import { SupportForm } from '../components/support/SupportForm';
import { supportTranslator } from '../i18n/support';
import { publicPage } from '../islands/island';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useRootData } from '../lib/root-data';
import { sendSupportForm } from '../lib/support/send.server';
import supportCss from '../styles/support.css?url';

/**
 * /feedback, /contact and /form (spec §2; ADR 190): server-rendered forms that post to this page.
 * /form is the feedback form for the apps' webviews, without the site's header, footer and menus.
 */
export const handle = { ...publicPage, cacheControl: 'private, no-store' };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: supportCss }];

const PAGES: Record<string, { kind: SupportKind; webview: boolean }> = {
  '/feedback': { kind: 'feedback', webview: false },
  '/contact': { kind: 'contact', webview: false },
  '/form': { kind: 'feedback', webview: true },
};

function page(request: Request) {
  const path = new URL(request.url).pathname.replace(/\/+$/, '');
  const found = PAGES[path];
  if (!found) throw new Response('Not found', { status: 404 });
  return { path, ...found };
}

export function loader({ request }: LoaderFunctionArgs) {
  return { ...page(request), lang: requestLang(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { kind } = page(request);
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  return sendSupportForm(apiUrl, kind, await request.formData(), lang);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const s = supportTranslator(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  const kind = data?.kind ?? 'feedback';
  return pageMeta({
    matches,
    location,
    title: s(kind === 'contact' ? 'contact.title' : 'feedback.title'),
    description: s(kind === 'contact' ? 'contact.desc' : 'feedback.desc'),
  });
};

function ContactDetails() {
  const root = useRootData();
  const lang = root?.lang ?? 'np';
  const s = supportTranslator(lang);
  const contact = root?.env.siteLinks.contact;
  const rows = [
    ['contact.supportEmail', contact?.supportEmail, 'mailto:'],
    ['contact.supportPhone', contact?.supportPhone, 'tel:'],
    ['contact.salesEmail', contact?.salesEmail, 'mailto:'],
    ['contact.salesPhone', contact?.salesPhone, 'tel:'],
  ] as const;
  return (
    <section className="support-details" aria-labelledby="support-details">
      <h2 id="support-details">{s('contact.details')}</h2>
      <dl>
        {rows.map(([key, value, scheme]) => (
          <div key={key}>
            <dt>{s(key)}</dt>
            <dd>
              {value ? (
                <a href={scheme === 'tel:' ? `tel:${value.replace(/[ -]/g, '')}` : `mailto:${value}`}>
                  {value}
                </a>
              ) : (
                <span className="muted">{s('contact.notSet')}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/faq">{s('contact.faq')}</Link>
      </p>
    </section>
  );
}

export default function SupportFormPage() {
  const { kind, lang, path, webview } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const s = supportTranslator(lang);
  return (
    <div className={`page page--narrow support-page${webview ? ' support-page--webview' : ''}`}>
      <h1>{s(kind === 'contact' ? 'contact.title' : 'feedback.title')}</h1>
      <p className="lead">{s(kind === 'contact' ? 'contact.desc' : 'feedback.desc')}</p>
      <div className="support-layout">
        <SupportForm kind={kind} lang={lang} result={result} action={path} />
        {kind === 'contact' && <ContactDetails />}
      </div>
    </div>
  );
}
