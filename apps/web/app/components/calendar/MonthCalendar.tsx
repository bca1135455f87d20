import { localizeDigits } from '@patro/calendar';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { applyPendingFocus } from '../../lib/calendar/focus';
import { pad2 } from '../../lib/calendar/nav';
import type { DayCell, MonthView } from '../../lib/calendar/types';
import { useLang, useT } from '../../lib/root-data';
import { ColourDot } from '../events/ColourDot';
import type { PersonalEvent } from '../events/types';
import { ChevronDoubleIcon, ChevronIcon } from './CalendarIcons';
import { CalendarSwitches } from './CalendarSwitches';
import { MonthPicker, type PickerOptions } from './MonthPicker';
import { SlashBreaks } from './SlashBreaks';
import { useGridKeyboard } from './useGridKeyboard';

/** The signed-in user's events of each day (ADR 067), keyed by `DayCell.iso`; empty for visitors. */
type PersonalByIso = Record<string, PersonalEvent[]>;

/**
 * Sets a cell mark's calendar colour through the CSSOM once it is in the page. A `style` attribute
 * in server HTML is blocked by the CSP (style-src 'self'); the published calendar page renders its
 * events on the server, where the marks keep the stylesheet's colour.
 */
const calendarColour = (colour: string) => (element: HTMLElement | null) => {
  element?.style.setProperty('--cal-colour', colour);
};

/** Titles a wide cell shows before "+N more" (the rest are in the list under the grid and the dialog). */
const TITLES_SHOWN = 2;

/**
 * The reader's own events in a day cell (ADR 157), on a row of their own between the day and the
 * tithi so they never cover either: titles in their calendar's colour on wide screens, coloured
 * dots with a count on phones.
 */
function MineInCell({ mine }: { mine: PersonalEvent[] }) {
  const t = useT();
  const lang = useLang();
  const hidden = mine.length - (mine.length > TITLES_SHOWN + 1 ? TITLES_SHOWN : mine.length);
  return (
    <span className="cal-day-mine" aria-hidden="true">
      <span className="mine-dots">
        {mine.slice(0, 3).map((e) => (
          <i key={e.key} ref={calendarColour(e.colour)} />
        ))}
        {mine.length > 1 && <b>{localizeDigits(mine.length, lang)}</b>}
      </span>
      {mine.slice(0, mine.length - hidden).map((e) => (
        <span key={e.key} className="mine-title" ref={calendarColour(e.colour)}>
          {e.title}
        </span>
      ))}
      {hidden > 0 && (
        <span className="mine-more">{t('cal.more', { count: localizeDigits(hidden, lang) })}</span>
      )}
    </span>
  );
}

function Cell({
  cell,
  selected,
  personal,
}: {
  cell: DayCell;
  selected: boolean;
  personal?: PersonalEvent[];
}) {
  const t = useT();
  const mine = personal ?? [];
  const className = [
    'cal-day',
    cell.holiday ? 'is-holiday' : '',
    cell.saturday ? 'is-saturday' : '',
    cell.today ? 'is-today' : '',
    cell.wrapped ? 'is-wrapped' : '',
    selected ? 'is-selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={className} aria-current={cell.today ? 'date' : undefined}>
      <Link
        to={cell.href}
        className="cal-day-link"
        data-iso={cell.iso}
        data-ad={cell.adIso}
        preventScrollReset
      >
        {/* The accessible name is the full date (the visible parts are abbreviations of it). */}
        <span className="visually-hidden">
          {cell.label}
          {mine.length > 0 && `; ${t('cal.mine')}: ${mine.map((e) => e.title).join(', ')}`}
        </span>
        {/* Phones show a mark for the day's event (its title is in the list under the grid and in
            the dialog); wider cells wrap the whole title (ADR 085). */}
        <span className="cal-day-top" aria-hidden="true">
          {cell.wrapped && <span className="cal-day-end">{t('cal.monthEnd')}</span>}
          {cell.event && <span className="cal-day-mark" />}
          <span className="cal-day-event">{cell.event}</span>
        </span>
        <span className="cal-day-main" aria-hidden="true">
          {cell.main}
        </span>
        {mine.length > 0 && <MineInCell mine={mine} />}
        <span className="cal-day-foot" aria-hidden="true">
          <span className="cal-day-tithi">
            <span className="tithi-long">{cell.tithi}</span>
            <span className="tithi-short">{cell.tithiShort}</span>
          </span>
          <span className="cal-day-sub">{cell.sub}</span>
        </span>
      </Link>
    </td>
  );
}

/** The month grid: a real table (caption, weekday column headers, one link per day). */
export function MonthGrid({
  view,
  selectedIso,
  personal,
}: {
  view: MonthView;
  selectedIso?: string;
  personal?: PersonalByIso;
}) {
  const t = useT();
  // After the day dialog closes, focus goes back to its day.
  useEffect(() => {
    if (!selectedIso) applyPendingFocus();
  }, [selectedIso]);
  const lang = useLang();
  const gridRef = useRef<HTMLTableElement>(null);
  useGridKeyboard(gridRef);
  return (
    <>
      <table className="cal-grid" data-base={view.base} ref={gridRef}>
        <caption className="visually-hidden">
          {view.title} ({view.subtitle})
        </caption>
        <thead>
          <tr>
            {view.weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long} className={w.saturday ? 'is-saturday' : undefined}>
                <span aria-hidden="true">{w.short}</span>
                <span className="visually-hidden">{w.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((week, wi) => (
            // A short month's last week can be empty; its place is its key then.
            <tr key={week.find(Boolean)?.iso ?? `week-${wi}`}>
              {week.map((cell, i) =>
                cell ? (
                  <Cell
                    key={cell.iso}
                    cell={cell}
                    selected={cell.iso === selectedIso}
                    {...(personal?.[cell.iso] ? { personal: personal[cell.iso] } : {})}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their column.
                  <td key={`pad-${i}`} className="cal-pad">
                    <span className="visually-hidden">{t('cal.noDay')}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Only English shortens tithis (Nepali names fit whole); the legend shows at phone widths. */}
      {lang === 'en' && view.hasData && <p className="cal-legend">{t('cal.tithiLegend')}</p>}
    </>
  );
}

/** The calendar toolbar: month/year navigation, picker, monthly ⇄ yearly, BS ⇄ AD. */
export function MonthToolbar({
  view,
  picker,
  headingLevel = 1,
}: {
  view: MonthView;
  picker: PickerOptions;
  headingLevel?: 1 | 2;
}) {
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="cal-toolbar">
      <div className="cal-title-row">
        <Link
          className="cal-nav cal-nav--year"
          to={view.links.prevYear}
          aria-label={view.links.prevYearLabel}
          preventScrollReset
        >
          <ChevronDoubleIcon direction="left" />
        </Link>
        <Link
          className="cal-nav"
          to={view.links.prevMonth}
          aria-label={view.links.prevMonthLabel}
          preventScrollReset
        >
          <ChevronIcon direction="left" />
        </Link>
        <div className="cal-title">
          <Heading id="cal-heading" className="cal-heading">
            {view.title}
          </Heading>
          <p className="cal-subtitle">
            <SlashBreaks text={view.subtitle} />
          </p>
        </div>
        <Link
          className="cal-nav"
          to={view.links.nextMonth}
          aria-label={view.links.nextMonthLabel}
          preventScrollReset
        >
          <ChevronIcon direction="right" />
        </Link>
        <Link
          className="cal-nav cal-nav--year"
          to={view.links.nextYear}
          aria-label={view.links.nextYearLabel}
          preventScrollReset
        >
          <ChevronDoubleIcon direction="right" />
        </Link>
      </div>
      <div className="cal-controls">
        <nav className="cal-switch" aria-label={t('cal.viewSwitch')}>
          <Link to={view.links.today} className="chip">
            {t('cal.thisMonth')}
          </Link>
          <CalendarSwitches
            period="month"
            base={view.base}
            otherPeriodHref={view.links.year}
            otherBaseHref={view.links.otherBase}
          />
        </nav>
        <MonthPicker base={view.base} year={view.year} month={view.month} options={picker} />
      </div>
      {view.projectedNote && <p className="cal-note cal-note--projected">{view.projectedNote}</p>}
    </div>
  );
}

/** Events of the month, below the grid. */
export function MonthEvents({ view, personal }: { view: MonthView; personal?: PersonalByIso }) {
  const t = useT();
  if (!view.hasData) return <p className="cal-note">{t('cal.dataUnavailable')}</p>;
  const mine = view.days.filter((c) => personal?.[c.iso]?.length);
  return (
    <section className="cal-events" aria-labelledby="cal-events-heading">
      <h2 id="cal-events-heading">{t('cal.monthEvents', { month: view.title })}</h2>
      {view.events.length === 0 ? (
        <p className="empty-state">{t('cal.noEvents')}</p>
      ) : (
        <ul className="cal-event-list">
          {view.events.map((e) => (
            <li key={e.href} className={e.holiday ? 'is-holiday' : undefined}>
              <Link to={e.href} preventScrollReset>
                <span className="cal-event-day">{e.day}</span>
                <span className="cal-event-title">{e.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mine.length > 0 && (
        <>
          <h3 className="cal-events-mine">{t('cal.mineMonth')}</h3>
          <ul className="cal-event-list cal-event-list--mine">
            {mine.flatMap((c) =>
              personal![c.iso]!.map((e) => (
                <li key={`${c.iso}|${e.key}`}>
                  <Link to={c.href} preventScrollReset>
                    <span className="cal-event-day">{c.main}</span>
                    <span className="cal-event-title">
                      <ColourDot colour={e.colour} />
                      {e.title}
                    </span>
                  </Link>
                </li>
              )),
            )}
          </ul>
        </>
      )}
      {view.sourceNote && !view.projectedNote && <p className="cal-note">{view.sourceNote}</p>}
    </section>
  );
}

export function MonthCalendar({
  view,
  picker,
  selectedIso,
  headingLevel = 1,
  personal,
}: {
  view: MonthView;
  picker: PickerOptions;
  selectedIso?: string;
  headingLevel?: 1 | 2;
  personal?: PersonalByIso;
}) {
  const t = useT();
  const extra = personal ? { personal } : {};
  return (
    <section className="cal-month" aria-labelledby="cal-heading">
      <MonthToolbar view={view} picker={picker} headingLevel={headingLevel} />
      {view.allHidden && (
        <p className="cal-prompt" role="note">
          {t('cal.allHidden')}{' '}
          <Link to={`/my-calendars/configure/${view.base}/${view.year}-${pad2(view.month)}`}>
            {t('cal.chooseCalendars')}
          </Link>
        </p>
      )}
      <MonthGrid view={view} {...(selectedIso ? { selectedIso } : {})} {...extra} />
      <MonthEvents view={view} {...extra} />
    </section>
  );
}
