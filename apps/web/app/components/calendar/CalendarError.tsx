import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { isNoData } from '../../lib/api-client';
import { useT } from '../../lib/root-data';
import { NotFoundBody } from '../NotFoundBody';

/** The no-data page (spec §8): the calendar data could not be loaded; try again. */
export function NoData() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <section className="page page--narrow error-page no-data" aria-labelledby="no-data-heading">
      <p className="error-code" aria-hidden="true">
        ☁
      </p>
      <h1 id="no-data-heading">{t('cal.noData.heading')}</h1>
      <p>{t('cal.noData.body')}</p>
      <p className="dialog-actions">
        {/* A full reload: the retry must ask the server again, with or without JavaScript. */}
        <a className="button" href={`${pathname}${search}`}>
          {t('cal.noData.retry')}
        </a>
        <Link className="button button--ghost" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

/** Route ErrorBoundary of the calendar screens: 404 → not-found page, no-data → no-data page. */
export function CalendarErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundBody />;
    if (isNoData(error.data)) return <NoData />;
  } else {
    console.error(error);
  }
  return (
    <section className="page page--narrow error-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{t('error.heading')}</h1>
      <p>{t('error.body')}</p>
    </section>
  );
}
