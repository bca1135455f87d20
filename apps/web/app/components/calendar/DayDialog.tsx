import { EVENT_BASE_RANK } from '@patro/contracts/event-order';
import {
  type KeyboardEvent,
  lazy,
  type MouseEvent,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/auth/store';
import { paneHref, type UrlPane } from '../../lib/calendar/day-pane';
import { returnFocusTo } from '../../lib/calendar/focus';
import { holidayFlag } from '../../lib/calendar/holiday';
import type { DayEventView, DayView } from '../../lib/calendar/types';
import { useLang, useT } from '../../lib/root-data';
import { ColourDot } from '../events/ColourDot';
import { LoginPrompt } from '../events/LoginPrompt';
import { reminderText, repeatText, timeText } from '../events/personal-layer';
import type { PersonalEvent } from '../events/types';
import { useEventsT } from '../events/use-events-t';
import { ChevronIcon, CloseIcon } from './CalendarIcons';
import { MonthPicker, type PickerOptions } from './MonthPicker';
import { PanchangaPanel, type PanchangaState } from './PanchangaPanel';

type Pane =
  | { name: 'list' }
  | { name: 'event'; index: number }
  | { name: 'mine'; index: number }
  | { name: 'edit'; index: number }
  | { name: 'holiday' }
  | { name: 'picker' }
  | { name: 'add' };

// The event form (and the engine tables its date picker needs) loads only when someone opens it.
const EventForm = lazy(() => import('../events/EventForm').then((m) => ({ default: m.EventForm })));

type ListItem =
  | { kind: 'public'; event: DayEventView; index: number }
  | { kind: 'mine'; event: PersonalEvent; index: number };

/** Spec §5 order over both lists: NS, then BS, then AD; within a base the public events first. */
function dayItems(events: readonly DayEventView[], personal: readonly PersonalEvent[]): ListItem[] {
  const items: ListItem[] = [
    ...events.map((event, index) => ({ kind: 'public' as const, event, index })),
    ...personal.map((event, index) => ({ kind: 'mine' as const, event, index })),
  ];
  // Array.prototype.sort is stable: within a rank the server's order and then the user's stay.
  return items.sort((a, b) => EVENT_BASE_RANK[a.event.base] - EVENT_BASE_RANK[b.event.base]);
}

/** What a user's own event says in the dialog (spec §3 event fields). */
function PersonalDetail({ event, day }: { event: PersonalEvent; day: DayView }) {
  const t = useT();
  const te = useEventsT();
  const lang = useLang();
  const rows: [string, string][] = [
    [t('cal.event.date'), `${day.bs} (${day.ad})`],
    [te('ev.time'), timeText(event, te, lang)],
    [t('cal.event.calendar'), event.calendarName],
    [te('ev.repeat'), repeatText(event.repeat, event.base, te, lang)],
  ];
  if (event.eventType) rows.push([te('ev.type'), te(`ev.type.${event.eventType}`)]);
  if (event.location) rows.push([te('ev.location'), event.location]);
  if (event.reminders.length)
    rows.push([te('ev.reminders'), event.reminders.map((m) => reminderText(m, te, lang)).join(', ')]);
  if (event.description) rows.push([te('ev.description'), event.description]);
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The add-event pane's body: the form for a signed-in reader, the log-in prompt for a visitor.
 * Only this small part listens to the session, so the session's start after hydration does not
 * re-render the whole dialog (ADR 086).
 */
function AddEventBody({
  base,
  date,
  onDone,
  onCancel,
}: {
  base: 'bs' | 'ad';
  date: { year: number; month: number; day: number };
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const te = useEventsT();
  const { status } = useSession();
  if (status === 'unknown')
    return (
      <>
        <p className="muted needs-script">{te('ev.loading')}</p>
        {/* The session and the event form live in the browser: without script, say so. */}
        <noscript>
          <p className="login-prompt">{t('cal.addNeedsScript')}</p>
        </noscript>
      </>
    );
  if (status !== 'signed-in') return <LoginPrompt />;
  return (
    <Suspense fallback={<p className="muted">{te('ev.loading')}</p>}>
      <EventForm base={base === 'bs' ? 'BS' : 'AD'} date={date} onDone={onDone} onCancel={onCancel} />
    </Suspense>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The day dialog (spec §4): an accessible modal over the month. It is in the server HTML for a
 * day URL (its links work without JavaScript); with JavaScript it traps focus, closes on Esc,
 * the close button or a click outside, and steps day by day with the arrow keys. The URL names
 * the open day, so each step is a navigation; closing goes back to the month.
 */
export function DayDialog({
  day,
  panchanga,
  picker,
  base,
  urlPane = null,
  personal = [],
}: {
  day: DayView;
  /** Present on the panchanga URL. */
  panchanga: PanchangaState | null;
  /** The pane the URL names (`?pane=`, day-pane.ts); the list when null. */
  urlPane?: UrlPane | null;
  picker: PickerOptions;
  base: 'bs' | 'ad';
  /** The signed-in user's events of this day (client-only, ADR 067). */
  personal?: PersonalEvent[];
}) {
  const t = useT();
  const te = useEventsT();
  const navigate = useNavigate();
  const [pane, setPane] = useState<Pane>(urlPane ?? { name: 'list' });
  // The server's message after a create, edit or delete (spec §4), shown on the list.
  const [flash, setFlash] = useState('');
  const dialogRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new day (a step) or a new URL view starts at its list; the first render keeps the pane
  // its URL named (hydration must not change what the server drew).
  const shownView = `${day.iso}|${panchanga !== null}`;
  const firstView = useRef(shownView);
  useEffect(() => {
    if (firstView.current === shownView) return;
    firstView.current = shownView;
    setPane({ name: 'list' });
    setFlash('');
  }, [shownView]);

  /** Opens a pane in place; the address follows, so a reload or a shared link shows the same. */
  const go = useCallback(
    (next: Pane) => {
      setPane(next);
      const named = next.name === 'list' || next.name === 'mine' || next.name === 'edit' ? null : next;
      window.history.replaceState(window.history.state, '', paneHref(day.href, named));
    },
    [day.href],
  );
  /** A pane's link: the server opens its URL without JavaScript; with it, the pane opens in place. */
  const paneLink = (next: UrlPane | null) => ({
    to: paneHref(day.href, next),
    replace: true,
    preventScrollReset: true,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      go(next ?? { name: 'list' });
    },
  });

  // Focus the heading when the dialog opens or the day changes, so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every day.
  useEffect(() => {
    // focusVisible: false — a dialog opened by URL or mouse draws no ring round its title
    // (Chromium counts focus set on page load as keyboard focus); Tab shows rings as usual.
    if (!dialogRef.current?.contains(document.activeElement))
      headingRef.current?.focus({ preventScroll: true, focusVisible: false } as FocusOptions);
  }, [day.iso]);

  const close = useCallback(async () => {
    // Focus returns to the day that opened the dialog once the month has rendered (MonthGrid).
    returnFocusTo(day.iso);
    await navigate(day.closeHref, { preventScrollReset: true });
  }, [day.closeHref, day.iso, navigate]);

  const step = useCallback(
    (delta: -1 | 1) => {
      const href = panchanga
        ? delta < 0
          ? day.prevPanchangaHref
          : day.nextPanchangaHref
        : delta < 0
          ? day.prevHref
          : day.nextHref;
      if (href) void navigate(href, { preventScrollReset: true, replace: true });
    },
    [day, panchanga, navigate],
  );

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        void close();
      }
    };
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('has-modal');
    };
  }, [close]);

  // Keep focus inside the dialog (focus trap).
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !dialog.contains(event.target as Node))
        headingRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const typing = ['SELECT', 'INPUT', 'TEXTAREA'].includes(target.tagName);
    if (!typing && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === headingRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const event = pane.name === 'event' ? day.events[pane.index] : undefined;
  const mine = pane.name === 'mine' || pane.name === 'edit' ? personal[pane.index] : undefined;
  const formDate = (() => {
    const [y, m, d] = day.iso.split('-').map(Number);
    return { year: y!, month: m!, day: d! };
  })();
  const formDone = (message: string) => {
    setFlash(message);
    go({ name: 'list' });
  };
  const back = (
    <Link className="text-button dialog-back" {...paneLink(null)}>
      <ChevronIcon direction="left" />
      {t('cal.back')}
    </Link>
  );

  return (
    <div className="dialog-backdrop">
      <Link
        to={day.closeHref}
        className="dialog-scrim"
        aria-hidden="true"
        tabIndex={-1}
        preventScrollReset
        onClick={(e) => {
          e.preventDefault();
          void close();
        }}
      />
      <div
        ref={dialogRef}
        className="day-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="day-dialog-title"
        data-iso={day.iso}
        onKeyDown={onKeyDown}
      >
        <header className="dialog-head">
          {day.prevHref ? (
            <Link
              className="cal-nav"
              to={panchanga ? day.prevPanchangaHref! : day.prevHref}
              aria-label={t('cal.prevDay')}
              replace
              preventScrollReset
            >
              <ChevronIcon direction="left" />
            </Link>
          ) : (
            <span className="cal-nav" aria-hidden="true" />
          )}
          <div className="dialog-title">
            <h2 id="day-dialog-title" ref={headingRef} tabIndex={-1}>
              {day.title}
            </h2>
            <p className="dialog-sub">{base === 'bs' ? day.ad : day.bs}</p>
          </div>
          {day.nextHref ? (
            <Link
              className="cal-nav"
              to={panchanga ? day.nextPanchangaHref! : day.nextHref}
              aria-label={t('cal.nextDay')}
              replace
              preventScrollReset
            >
              <ChevronIcon direction="right" />
            </Link>
          ) : (
            <span className="cal-nav" aria-hidden="true" />
          )}
          <Link
            to={day.closeHref}
            className="icon-button dialog-close"
            aria-label={t('cal.close')}
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              void close();
            }}
          >
            <CloseIcon />
          </Link>
        </header>

        <div className="dialog-body">
          <dl className="day-facts">
            {day.tithi && (
              <div>
                <dt>{t('cal.tithi')}</dt>
                <dd>{day.tithi}</dd>
                {day.drikTithi && <dd className="day-drik">{day.drikTithi}</dd>}
              </div>
            )}
            {day.ns && (
              <div>
                <dt>{t('cal.nsLong')}</dt>
                <dd>{day.ns}</dd>
              </div>
            )}
            {day.holiday && (
              <div>
                <dt className="visually-hidden">{t('cal.holiday')}</dt>
                <dd className="holiday-flag">{holidayFlag(t, day.holidayKind, day.holidayScope)}</dd>
              </div>
            )}
          </dl>

          {panchanga ? (
            <section aria-labelledby="pane-title">
              <Link to={day.href} className="text-button dialog-back" replace preventScrollReset>
                <ChevronIcon direction="left" />
                {t('cal.back')}
              </Link>
              <h3 id="pane-title">{t('cal.panchanga')}</h3>
              <PanchangaPanel state={panchanga} action={day.panchangaHref} />
            </section>
          ) : pane.name === 'event' && event ? (
            <section aria-labelledby="pane-title" className="event-detail">
              {back}
              <h3 id="pane-title">
                <ColourDot colour={event.colour} />
                {event.title}
              </h3>
              <dl className="detail-list">
                <div>
                  <dt>{t('cal.event.date')}</dt>
                  <dd>
                    {day.bs} ({day.ad})
                  </dd>
                </div>
                {event.calendar && (
                  <div>
                    <dt>{t('cal.event.calendar')}</dt>
                    <dd>{event.calendar}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('cal.event.base')}</dt>
                  <dd>{event.baseLabel}</dd>
                </div>
                <div>
                  <dt>{t('cal.holiday')}</dt>
                  <dd>{event.holiday ? t('cal.yes') : t('cal.no')}</dd>
                </div>
                {event.sourceLabel && (
                  <div>
                    <dt>{t('cal.event.source')}</dt>
                    <dd>{event.sourceLabel}</dd>
                  </div>
                )}
              </dl>
            </section>
          ) : pane.name === 'mine' && mine ? (
            <section aria-labelledby="pane-title" className="event-detail">
              {back}
              <h3 id="pane-title">
                <ColourDot colour={mine.colour} />
                {mine.title}
              </h3>
              <PersonalDetail event={mine} day={day} />
              {mine.editable && (
                <p className="dialog-actions">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => go({ name: 'edit', index: pane.index })}
                  >
                    {te('ev.editEvent')}
                  </button>
                </p>
              )}
            </section>
          ) : pane.name === 'edit' && mine ? (
            <section aria-labelledby="pane-title">
              {back}
              <h3 id="pane-title">{te('ev.editEvent')}</h3>
              <Suspense fallback={<p className="muted">{te('ev.loading')}</p>}>
                <EventForm
                  base={mine.base}
                  date={formDate}
                  editing={mine}
                  onDone={formDone}
                  onCancel={() => go({ name: 'mine', index: pane.index })}
                />
              </Suspense>
            </section>
          ) : pane.name === 'holiday' ? (
            <section aria-labelledby="pane-title">
              {back}
              <h3 id="pane-title">{t('cal.governmentHoliday')}</h3>
              {day.holiday ? (
                <>
                  <p className="holiday-flag">
                    {day.holidayKind === 'restricted'
                      ? t('cal.isRestrictedHoliday', { scope: day.holidayScope || t('hol.restricted') })
                      : t('cal.isHoliday')}
                  </p>
                  {day.holidayEvents.length > 0 && (
                    <ul className="plain-list">
                      {day.holidayEvents.map((h) => (
                        <li key={h}>{h}</li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <p>{t('cal.notHoliday')}</p>
              )}
              <p>
                <Link to={`/government-holiday${base === 'bs' ? `?year=${day.monthValue.year}` : ''}`}>
                  {t('cal.allHolidays')}
                </Link>
              </p>
            </section>
          ) : pane.name === 'picker' ? (
            <section aria-labelledby="pane-title">
              {back}
              <h3 id="pane-title">{t('cal.pickMonthTitle')}</h3>
              <MonthPicker
                id="day-month-picker"
                base={base}
                year={day.monthValue.year}
                month={day.monthValue.month}
                options={picker}
              />
            </section>
          ) : pane.name === 'add' ? (
            <section aria-labelledby="pane-title">
              {back}
              <h3 id="pane-title">{t('cal.addEvent')}</h3>
              <AddEventBody
                base={base}
                date={formDate}
                onDone={formDone}
                onCancel={() => go({ name: 'list' })}
              />
            </section>
          ) : (
            <section aria-labelledby="pane-title">
              <h3 id="pane-title" className="visually-hidden">
                {t('cal.eventsOfDay')}
              </h3>
              <p className="form-status" role="status">
                {flash}
              </p>
              {day.events.length + personal.length === 0 ? (
                <p className="empty-state">{t('cal.noEventsDay')}</p>
              ) : (
                <ul className="day-events">
                  {dayItems(day.events, personal).map((item) =>
                    item.kind === 'public' ? (
                      <li
                        key={`${item.event.title}|${item.event.calendar}|${item.event.baseLabel}`}
                        className={item.event.holiday ? 'is-holiday' : undefined}
                      >
                        <Link {...paneLink({ name: 'event', index: item.index })}>
                          <ColourDot colour={item.event.colour} />
                          <span className="day-event-title">{item.event.title}</span>
                          {item.event.holiday && (
                            <span className="tag tag--holiday">{t('cal.holidayTag')}</span>
                          )}
                        </Link>
                      </li>
                    ) : (
                      <li key={`mine|${item.event.key}`} className="is-mine">
                        <button type="button" onClick={() => go({ name: 'mine', index: item.index })}>
                          <ColourDot colour={item.event.colour} />
                          <span className="day-event-title">{item.event.title}</span>
                          <span className="tag">{item.event.calendarName}</span>
                        </button>
                      </li>
                    ),
                  )}
                </ul>
              )}
              <div className="dialog-actions">
                <Link className="button button--small" to={day.panchangaHref} replace preventScrollReset>
                  {t('cal.panchanga')}
                </Link>
                <Link className="button button--ghost button--small" {...paneLink({ name: 'holiday' })}>
                  {t('cal.governmentHoliday')}
                </Link>
                <Link className="button button--ghost button--small" {...paneLink({ name: 'picker' })}>
                  {t('cal.pickMonthTitle')}
                </Link>
                <Link className="button button--ghost button--small" {...paneLink({ name: 'add' })}>
                  {t('cal.addEvent')}
                </Link>
              </div>
              {day.source && <p className="cal-note">{day.source}</p>}
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
