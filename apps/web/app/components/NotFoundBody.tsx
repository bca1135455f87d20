import { Link } from 'react-router';
import { useT } from '../lib/root-data';

/** The not-found page's content, shared by the `*` route and the calendar's 404 boundary. */
export function NotFoundBody() {
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
