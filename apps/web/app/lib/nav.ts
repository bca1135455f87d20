import { RASHIS } from '@patro/calendar';
import type { MessageKey } from '../i18n';

export interface NavItem {
  id: string;
  label: MessageKey;
  /** Site path, or `blogs` for the configurable external blog address. */
  href: string;
  external?: boolean;
}

/** Top bar items in spec order (§2 Navigation); the first PRIMARY_COUNT show, the rest go under More. */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'calendar', label: 'nav.calendar', href: '/calendar/bs' },
  { id: 'horoscope', label: 'nav.horoscope', href: '/nepali-rashifal' },
  { id: 'paramarsha', label: 'nav.paramarsha', href: '/paramarsha' },
  { id: 'blogs', label: 'nav.blogs', href: 'blogs', external: true },
  { id: 'news', label: 'nav.news', href: '/news' },
  { id: 'radio', label: 'nav.radio', href: '/nepali-radio' },
  { id: 'bullion', label: 'nav.bullion', href: '/gold-price-nepal' },
  { id: 'forex', label: 'nav.forex', href: '/forex' },
  { id: 'suva-sait', label: 'nav.suvaSait', href: '/suva-sait' },
  { id: 'date-converter', label: 'nav.dateConverter', href: '/nepali-to-english-date-converter' },
  { id: 'government-holiday', label: 'nav.governmentHoliday', href: '/government-holiday' },
  // Election (ADR 171).
  { id: 'election', label: 'nav.election', href: '/election' },
  // Quiz (ADR 177)
  { id: 'quiz', label: 'nav.quiz', href: '/quiz' },
  // Sports (ADR 174).
  { id: 'sports', label: 'nav.sports', href: '/sports' },
];

export const PRIMARY_COUNT = 7;

/** Mobile bottom menu (below 760 px): home, horoscope, news, blogs, forex. */
export const BOTTOM_ITEMS: readonly NavItem[] = [
  { id: 'home', label: 'nav.home', href: '/' },
  { id: 'horoscope', label: 'nav.horoscope', href: '/nepali-rashifal' },
  { id: 'news', label: 'nav.news', href: '/news' },
  { id: 'blogs', label: 'nav.blogs', href: 'blogs', external: true },
  { id: 'forex', label: 'nav.forex', href: '/forex' },
];

/** The twelve signs' page slugs (aries … pisces), in the engine's order: its list is the one home. */
export const RASHI_SLUGS: readonly string[] = /* @__PURE__ */ RASHIS.map((r) => r.slug);

/** A sign's name in the catalogue (`rashi.aries` …; i18n.test.ts checks every sign has one). */
export const rashiKey = (slug: string) => `rashi.${slug}` as MessageKey;
