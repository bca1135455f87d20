/**
 * /paramarsha (spec §2, issue 26; ADR 200): the services an admin offers, the astrologers and
 * readers' testimonials, rendered on the server; the spec's empty state until a service and an
 * astrologer exist. Nothing here is invented: every entry comes from the API.
 */
import { localizeDigits } from '@patro/calendar';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { paramarshaT, type WireGuru, type WireService, type WireTestimonial } from '../i18n/paramarsha';
import { publicPage } from '../islands/island';
import { apiGet } from '../lib/api-client';
import { requestLang } from '../lib/calendar/request.server';
import { webContext } from '../lib/context';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { rupeesFromPaisa } from '../lib/money';
import css from '../styles/paramarsha.css?url';

export const handle = publicPage;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: css }];

async function list<T>(apiUrl: string, path: string): Promise<T[]> {
  const answer = await apiGet<{ data: T[] }>(apiUrl, path).catch(() => null);
  return answer?.ok ? answer.body.data : [];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { apiUrl } = webContext(context, request);
  const [services, gurus, testimonials] = await Promise.all([
    list<WireService>(apiUrl, '/paramarsha-services'),
    list<WireGuru>(apiUrl, '/guru-profiles'),
    list<WireTestimonial>(apiUrl, '/testimonials'),
  ]);
  return { lang, services, gurus, testimonials };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = paramarshaT(rootDataFrom(matches)?.lang ?? data?.lang ?? 'np');
  return pageMeta({ matches, location, title: t('p.title'), description: t('p.intro') });
};

export default function Paramarsha() {
  const { lang, services, gurus, testimonials } = useLoaderData<typeof loader>();
  const t = paramarshaT(lang);
  const en = lang === 'en';
  return (
    <div className="page page--narrow paramarsha">
      <h1>{t('p.title')}</h1>
      <p className="muted">{t('p.intro')}</p>
      <p>
        <a href="/paramarsha/requests">{t('p.myRequests')}</a>
      </p>
      {services.length === 0 ? (
        <p className="card paramarsha-empty" role="status">
          {t('p.empty')}
        </p>
      ) : (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">{t('p.services')}</h2>
          <ul className="paramarsha-services">
            {services.map((s) => (
              <li key={s.id} className="card">
                <h3>{en ? s.name_en : s.name_np}</h3>
                <p>{en ? s.description_en : s.description_np}</p>
                <p>
                  <strong>{rupeesFromPaisa(s.price_paisa, lang)}</strong> ·{' '}
                  {t('p.turnaround', { n: localizeDigits(String(s.turnaround_hours), lang) })}
                </p>
                <p className="muted">{t('p.receive')}</p>
                <a className="button" href={`/paramarsha/${s.id}`}>
                  {t('p.book')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {services.length > 0 && gurus.length > 0 ? (
        <section aria-labelledby="gurus-heading">
          <h2 id="gurus-heading">{t('p.gurus')}</h2>
          <ul className="paramarsha-gurus">
            {gurus.map((g) => (
              <li key={g.id} className="card">
                <h3>{en ? g.name_en : g.name_np}</h3>
                {g.languages.length ? (
                  <p>
                    {t('p.languages')}: {g.languages.join(', ')}
                  </p>
                ) : null}
                {g.specialities.length ? (
                  <p>
                    {t('p.specialities')}: {g.specialities.join(', ')}
                  </p>
                ) : null}
                {(en ? g.bio_en : g.bio_np) ? <p>{en ? g.bio_en : g.bio_np}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-heading">
          <h2 id="testimonials-heading">{t('p.testimonials')}</h2>
          {testimonials.map((q) => (
            <figure key={q.id} className="card paramarsha-quote">
              <blockquote>{q.text}</blockquote>
              <figcaption>— {q.name}</figcaption>
            </figure>
          ))}
        </section>
      ) : null}
      <p className="muted small">{t('p.privacy')}</p>
    </div>
  );
}
