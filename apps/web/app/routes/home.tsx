import { Link, type MetaFunction } from 'react-router';
import { NavLinkItem } from '../components/NavLinkItem';
import { translator } from '../i18n';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { NAV_ITEMS } from '../lib/nav';
import { useRootData, useT } from '../lib/root-data';

export const meta: MetaFunction = ({ matches, location }) => {
  const t = translator(rootDataFrom(matches)?.lang ?? 'np');
  return pageMeta({
    matches,
    location,
    title: t('meta.home.title'),
    description: t('meta.home.description'),
  });
};

/** Home: today in Asia/Kathmandu (the calendar issue replaces this with the month grid). */
export default function Home() {
  const t = useT();
  const today = useRootData()?.today;
  return (
    <div className="page home">
      {today && (
        <section className="today-card" aria-labelledby="today-heading">
          <h1 id="today-heading" className="today-label">
            {t('home.today')}
            <span className="visually-hidden">: {today.bsLong}</span>
          </h1>
          <div className="today-bs" data-bs={today.bsIso}>
            <span className="today-day">{today.bsDay}</span>
            <span className="today-month-year">
              <span className="today-month">{today.bsMonth}</span>
              <span className="today-year">{today.bsYear}</span>
            </span>
          </div>
          <p className="today-weekday">{today.weekday}</p>
          <dl className="today-facts">
            <div>
              <dt>{t('home.bs')}</dt>
              <dd>{today.bsDate}</dd>
            </div>
            <div>
              <dt>{t('home.ad')}</dt>
              <dd>
                <time dateTime={today.adIso} data-ad={today.adIso}>
                  {today.ad}
                </time>
              </dd>
            </div>
          </dl>
          <p className="today-note">{t('home.timezone')}</p>
          <p className="today-actions">
            <Link className="button" to={`/calendar/bs/${today.bsIso.slice(0, 7)}`}>
              {t('home.openCalendar')}
            </Link>
            <Link className="button button--ghost" to="/nepali-to-english-date-converter">
              {t('home.convert')}
            </Link>
          </p>
        </section>
      )}
      <section className="home-intro" aria-labelledby="services-heading">
        <p className="lead">{t('home.intro')}</p>
        <h2 id="services-heading">{t('home.services')}</h2>
        <ul className="service-grid">
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <NavLinkItem item={item} className="service-tile" />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
