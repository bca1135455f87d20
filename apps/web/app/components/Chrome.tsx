import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MessageKey } from '../i18n';
import { BOTTOM_ITEMS, RASHI_SLUGS, rashiKey } from '../lib/nav';
import { useRootData, useT } from '../lib/root-data';
import { ArrowUpIcon, CoinsIcon, HomeIcon, NewsIcon, PenIcon, StarIcon } from './Icons';
import { NavLinkItem } from './NavLinkItem';
import { FooterContact } from './support/FooterContact';

/** The slim bar above the header: contact, subscription, social networks. */
export function TopBar() {
  const t = useT();
  const root = useRootData();
  const today = root?.today;
  const social = root?.env.siteLinks.social ?? [];
  return (
    // A landmark of its own, so today's date is inside one (axe: region); named apart from the
    // links' navigation inside it.
    <aside className="top-bar" aria-label={t('a11y.topBarRegion')}>
      <div className="top-bar-inner">
        {today && (
          <p className="top-bar-date">
            {/* A narrow English bar keeps the whole date and drops the weekday (app.css). */}
            <time dateTime={today.adIso}>
              <span className="top-bar-date-long">{today.bsLong}</span>
              <span className="top-bar-date-short">{today.bsDate}</span>
            </time>
          </p>
        )}
        <nav className="top-bar-nav" aria-label={t('a11y.topBar')}>
          <ul>
            <li>
              <Link to="/contact">{t('top.contact')}</Link>
            </li>
            <li>
              <Link to="/subscription">{t('top.subscription')}</Link>
            </li>
            {social.map((s) => (
              <li key={s.id} className="social-link">
                <a href={s.href} target="_blank" rel="noopener">
                  {t(s.label)}
                  <span className="visually-hidden"> {t('a11y.external')}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </aside>
  );
}

const FOOTER_SERVICES: readonly { href: string; label: MessageKey }[] = [
  { href: '/paramarsha', label: 'nav.paramarsha' },
  { href: '/subscription-packages', label: 'link.subscription' },
  { href: '/web-widgets', label: 'link.webWidgets' },
  { href: '/services/bluebook', label: 'link.bluebook' },
  { href: '/apps', label: 'link.apps' },
];
const FOOTER_ABOUT: readonly { href: string; label: MessageKey }[] = [
  { href: '/about', label: 'link.about' },
  { href: '/disclaimer', label: 'link.disclaimer' },
  { href: '/policies', label: 'link.policies' },
  { href: '/terms-of-service', label: 'link.terms' },
  { href: '/contact', label: 'link.contact' },
  { href: '/feedback', label: 'link.feedback' },
];
const FOOTER_UTILITIES: readonly { href: string; label: MessageKey }[] = [
  { href: '/nepali-to-english-date-converter', label: 'nav.dateConverter' },
  { href: '/government-holiday', label: 'nav.governmentHoliday' },
  { href: '/suva-sait', label: 'nav.suvaSait' },
  { href: '/forex', label: 'nav.forex' },
  { href: '/gold-price-nepal', label: 'nav.bullion' },
  { href: '/petrol-price', label: 'link.petrol' },
  { href: '/vegetables', label: 'link.vegetables' },
  { href: '/nepali-radio', label: 'nav.radio' },
  { href: '/news', label: 'nav.news' },
  // Election (ADR 171).
  { href: '/election', label: 'nav.election' },
  // Sports (ADR 174).
  { href: '/sports', label: 'nav.sports' },
];

function LinkList({ links }: { links: readonly { href: string; label: MessageKey }[] }) {
  const t = useT();
  return (
    <ul className="footer-list">
      {links.map((l) => (
        <li key={l.href}>
          <Link to={l.href}>{t(l.label)}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const t = useT();
  const root = useRootData();
  const footer = root?.footer;
  const apps = root?.env.siteLinks.apps ?? [];
  return (
    <footer className="site-footer">
      <nav className="footer-inner" aria-label={t('a11y.footer')}>
        {footer && (
          <section className="footer-section footer-months" aria-labelledby="footer-months">
            <h2 id="footer-months">{t('footer.months', { year: footer.bsYear })}</h2>
            <ul className="footer-list footer-list--grid">
              {footer.months.map((m) => (
                <li key={m.href}>
                  <Link to={m.href}>{m.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="footer-section footer-rashi" aria-labelledby="footer-rashi">
          <h2 id="footer-rashi">{t('footer.rashifal')}</h2>
          <ul className="footer-list footer-list--grid">
            {RASHI_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={`/nepali-rashifal/daily/${slug}`}>{t(rashiKey(slug))}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="footer-section" aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.services')}</h2>
          <LinkList links={FOOTER_SERVICES} />
        </section>
        <section className="footer-section" aria-labelledby="footer-utilities">
          <h2 id="footer-utilities">{t('footer.utilities')}</h2>
          <LinkList links={FOOTER_UTILITIES} />
        </section>
        <section className="footer-section" aria-labelledby="footer-about">
          <h2 id="footer-about">{t('footer.about')}</h2>
          <LinkList links={FOOTER_ABOUT} />
        </section>
        <FooterContact />
        {apps.length > 0 && (
          <section className="footer-section" aria-labelledby="footer-apps">
            <h2 id="footer-apps">{t('footer.apps')}</h2>
            <ul className="footer-list store-links">
              {apps.map((a) => (
                <li key={a.id}>
                  <a className="store-badge" href={a.href} target="_blank" rel="noopener">
                    {t(a.label)}
                    <span className="visually-hidden"> {t('a11y.external')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </nav>
      <div className="footer-bottom">
        <p>{t('footer.note')}</p>
        <p>{t('footer.copyright', { year: footer?.copyrightYear ?? '' })}</p>
      </div>
    </footer>
  );
}

const BOTTOM_ICONS: Record<string, React.ReactNode> = {
  home: <HomeIcon />,
  horoscope: <StarIcon />,
  news: <NewsIcon />,
  blogs: <PenIcon />,
  forex: <CoinsIcon />,
};

/** Mobile bottom menu (below 760 px). */
export function BottomNav() {
  const t = useT();
  return (
    <nav className="bottom-nav" aria-label={t('a11y.mobileNav')}>
      <ul>
        {BOTTOM_ITEMS.map((item) => (
          <li key={item.id}>
            <NavLinkItem item={item} className="bottom-link" icon={BOTTOM_ICONS[item.id]} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Back to top", shown once the page is scrolled down. */
export function ScrollTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className="scroll-top"
      data-visible={visible}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      aria-label={t('scrollTop')}
      title={t('scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
