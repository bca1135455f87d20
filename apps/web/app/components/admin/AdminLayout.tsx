import { localizeDigits } from '@patro/calendar';
import type { WireSourceHealth } from '@patro/contracts';
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import type { LinksFunction, MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { translator } from '../../i18n';
import { adsT } from '../../i18n/ads';
import { bluebookTranslator } from '../../i18n/bluebook';
import { calendarYearsTranslator } from '../../i18n/calendar-years';
import { marketsTranslator } from '../../i18n/markets';
import { newsTranslator } from '../../i18n/news';
import { paramarshaT } from '../../i18n/paramarsha';
import { quizTranslator } from '../../i18n/quiz';
import { subscriptionT } from '../../i18n/subscription';
import { supportTranslator } from '../../i18n/support';
import { talkTranslator } from '../../i18n/talk';
import type { Lang } from '../../i18n/types';
import { apiErrorText } from '../../lib/api-error';
import { type ApiFetchInit, apiFetch } from '../../lib/auth/session';
import { useSession } from '../../lib/auth/store';
import { nepalDateTime } from '../../lib/markets/format';
import { pageMeta, rootDataFrom } from '../../lib/meta';
import { useLang } from '../../lib/root-data';
import calendarCss from '../../styles/calendar.css?url';
import marketsCss from '../../styles/markets.css?url';
import { SignedInOnly } from '../events/LoginPrompt';

/** The stylesheets of the admin screens. */
export const adminLinks: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: marketsCss },
];

/** An admin screen's head: its title in the reader's language, never indexed. */
export function adminMeta(title: (lang: Lang) => string): MetaFunction {
  return ({ matches, location }) => {
    const lang = rootDataFrom(matches)?.lang ?? 'np';
    const text = title(lang);
    return pageMeta({
      matches,
      location,
      title: `${text} — ${translator(lang)('site.name')}`,
      description: text,
      noindex: true,
    });
  };
}

/** The admin screens, in the order of the admin menu. */
function adminScreens(lang: Lang): { href: string; label: string }[] {
  const m = marketsTranslator(lang);
  const n = newsTranslator(lang);
  return [
    { href: '/admin/rashifal', label: translator(lang)('admin.rashifal.title') },
    { href: '/admin/calendar-years', label: calendarYearsTranslator(lang)('cy.title') },
    { href: '/admin/sources', label: m('adm.heading') },
    { href: '/admin/feeds', label: n('adm.feeds.title') },
    { href: '/admin/radios', label: n('adm.radios.title') },
    // Talk with us (ADR 195).
    { href: '/admin/support', label: talkTranslator(lang)('inbox.title') },
    // Quiz (ADR 177)
    { href: '/admin/quiz', label: quizTranslator(lang)('adm.quiz.title') },
    // Subscriptions and payments (ADR 186).
    { href: '/admin/payments', label: subscriptionT(lang)('adm.title') },
    // Support pages (ADR 190, 191).
    { href: '/admin/feedback', label: supportTranslator(lang)('adm.inbox.title') },
    { href: '/admin/faq', label: supportTranslator(lang)('adm.faq.title') },
    // Paramarsha (issue 26).
    { href: '/admin/paramarsha', label: paramarshaT(lang)('q.title') },
    // Vehicle bluebook (issue 27): renewals paid through Patro (ADR 241).
    { href: '/admin/bluebook-renewals', label: bluebookTranslator(lang)('bb.staff.title') },
    // Ads (issue 25, ADR 224).
    { href: '/admin/ads', label: adsT(lang)('adm.title') },
  ];
}

/** Roles that run the whole admin area; an astrologer has only the rashifal editor. */
const AREA_ADMINS = ['admin', 'super-admin'];

/**
 * The admin menu, each screen linked from every other. On the rashifal editor, which astrologers
 * use too, it shows only to administrators (the API decides in any case).
 */
export function AdminNav({ adminsOnly = false }: { adminsOnly?: boolean }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const session = useSession();
  const isAdmin = session.user?.roles.some((r) => AREA_ADMINS.includes(r.name)) ?? false;
  if (adminsOnly && !isAdmin) return null;
  // An advertiser's admin area is its campaigns' reports and nothing else (ADR 224).
  const advertiser = !isAdmin && (session.user?.roles.some((r) => r.name === 'advertiser') ?? false);
  const screens = advertiser
    ? [{ href: '/admin/ads', label: adsT(lang)('adm.reports') }]
    : adminScreens(lang);
  return (
    <nav className="admin-nav" aria-label={newsTranslator(lang)('adm.nav')}>
      {screens.map((s) => (
        <a key={s.href} href={s.href} aria-current={pathname === s.href ? 'page' : undefined}>
          {s.label}
        </a>
      ))}
    </nav>
  );
}

/**
 * The frame of every admin list screen: the admin menu, the heading, and the body only for a
 * signed-in reader (the API decides who is an administrator; a refusal is the body's to show).
 */
export function AdminScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page admin-sources">
      <AdminNav />
      <h1 className="market-heading">{title}</h1>
      <SignedInOnly>{children}</SignedInOnly>
    </div>
  );
}

/**
 * An admin route module's parts: its stylesheets, its head and its screen (the frame around
 * `Body`, titled in the reader's language).
 */
export function adminRoute(title: (lang: Lang) => string, Body: ComponentType) {
  function Screen() {
    return (
      <AdminScreen title={title(useLang())}>
        <Body />
      </AdminScreen>
    );
  }
  return { links: adminLinks, meta: adminMeta(title), Component: Screen };
}

/**
 * Loads an admin answer's `data` from the API with the reader's token. `refusal` is the message
 * to show instead (403: not an administrator; 401: sign in); `reload` reads it again.
 */
export function useAdminData<T>(path: string) {
  const m = marketsTranslator(useLang());
  const [data, setData] = useState<T | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const reload = useCallback(async () => {
    const answer = await apiFetch<{ data: T }>(path);
    if (answer.ok) setData(answer.body.data);
    else setRefused(answer.status);
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const refusal = refused === null ? null : refused === 403 ? m('adm.forbidden') : m('adm.signIn');
  return { data, refusal, reload };
}

/**
 * `useAdminData` of a list, with `act`: makes a change, keeps the message its answer gives for
 * the status line and reads the list again.
 */
export function useAdminList<T>(path: string) {
  const lang = useLang();
  const m = marketsTranslator(lang);
  const { data: items, refusal, reload } = useAdminData<T[]>(path);
  const [message, setMessage] = useState<string | null>(null);
  const act = async <A,>(
    target: string,
    init: ApiFetchInit,
    describe: (data: A) => string | null = () => null,
  ): Promise<A | null> => {
    const answer = await apiFetch<{ data: A }>(target, init);
    setMessage(answer.ok ? (describe(answer.body.data) ?? m('adm.ok')) : apiErrorText(answer, lang));
    await reload();
    return answer.ok ? answer.body.data : null;
  };
  return { items, refusal, reload, act, message };
}

/** The line that says what the last change did. */
export function AdminStatus({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="market-stale" role="status">
      {message}
    </p>
  );
}

type Health = Pick<WireSourceHealth, 'last_success_at' | 'last_error_at' | 'last_error' | 'recent'>;

/** A fetched source's health: last success, last error (with other facts), and its recent fetches. */
export function SourceHealth({ health, extra }: { health: Health; extra?: ReactNode }) {
  const lang = useLang();
  const m = marketsTranslator(lang);
  const when = (iso: string | null) => (iso ? nepalDateTime(iso, lang) : m('adm.never'));
  return (
    <>
      <dl>
        <div>
          <dt>{m('adm.lastSuccess')}</dt>
          <dd>{when(health.last_success_at)}</dd>
        </div>
        <div>
          <dt>{m('adm.lastError')}</dt>
          <dd>
            {health.last_error_at
              ? `${when(health.last_error_at)} — ${health.last_error ?? ''}`
              : m('adm.never')}
          </dd>
        </div>
        {extra}
      </dl>
      {health.recent.length > 0 && (
        <details>
          <summary>{m('adm.recent')}</summary>
          <ul className="plain-list">
            {health.recent.map((r) => (
              <li key={r.at}>
                {when(r.at)} · {r.status === 'ok' ? m('adm.ok') : m('adm.failed')}
                {r.http_status ? ` · HTTP ${r.http_status}` : ''} ·{' '}
                {m('adm.rows', { rows: localizeDigits(String(r.rows), lang) })}
                {r.error ? ` · ${r.error}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
