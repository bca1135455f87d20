import { data, Link, type MetaFunction } from 'react-router';
import { translator } from '../i18n';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useT } from '../lib/root-data';

/** Unknown paths answer HTTP 404 with the not-found page inside the shell. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('meta.notFound.title'),
    description: t('meta.notFound.description'),
    noindex: true,
  });
};

export default function NotFound() {
  const t = useT();
  return (
    <section className="page page--narrow error-page" aria-labelledby="not-found-heading">
      <p className="error-code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1 id="not-found-heading">{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <Link className="button" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
