import { Link } from 'react-router';
import type { YearView } from '../../lib/calendar/types';
import { useT } from '../../lib/root-data';
import { ChevronIcon } from './CalendarIcons';
import { CalendarSwitches } from './CalendarSwitches';
import { SlashBreaks } from './SlashBreaks';

/** The yearly view: 12 mini months, each a small table of day links. */
export function YearCalendar({ view }: { view: YearView }) {
  const t = useT();
  return (
    <section className="cal-year" aria-labelledby="cal-heading">
      <div className="cal-toolbar">
        <div className="cal-title-row">
          <Link className="cal-nav" to={view.links.prevYear} aria-label={view.links.prevYearLabel}>
            <ChevronIcon direction="left" />
          </Link>
          <div className="cal-title">
            <h1 id="cal-heading" className="cal-heading">
              {view.title}
            </h1>
          </div>
          <Link className="cal-nav" to={view.links.nextYear} aria-label={view.links.nextYearLabel}>
            <ChevronIcon direction="right" />
          </Link>
        </div>
        <div className="cal-controls">
          <nav className="cal-switch" aria-label={t('cal.viewSwitch')}>
            <CalendarSwitches
              period="year"
              base={view.base}
              otherPeriodHref={view.links.month}
              otherBaseHref={view.links.otherBase}
            />
          </nav>
        </div>
      </div>
      {!view.hasData && <p className="cal-note">{t('cal.dataUnavailable')}</p>}
      {view.projectedNote && <p className="cal-note cal-note--projected">{view.projectedNote}</p>}
      <ol className="year-grid">
        {view.months.map((m) => (
          <li key={m.month} className="mini-month">
            <h2 className="mini-title">
              <Link to={m.href}>{m.title}</Link>
              <span className="mini-sub">
                <SlashBreaks text={m.subtitle} />
              </span>
            </h2>
            <table className="mini-grid">
              <caption className="visually-hidden">
                {m.title} {view.title}
              </caption>
              <thead>
                <tr>
                  {view.weekdays.map((w) => (
                    <th
                      key={w.long}
                      scope="col"
                      abbr={w.long}
                      className={w.saturday ? 'is-saturday' : undefined}
                    >
                      <span aria-hidden="true">{w.initial}</span>
                      <span className="visually-hidden">{w.long}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {m.weeks.map((week, wi) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: weeks are positional.
                  <tr key={wi}>
                    {week.map((d, di) =>
                      d ? (
                        <td
                          key={d.href}
                          className={[
                            d.holiday ? 'is-holiday' : '',
                            d.saturday ? 'is-saturday' : '',
                            d.today ? 'is-today' : '',
                            d.wrapped ? 'is-wrapped' : '',
                          ]
                            .filter(Boolean)
                            .join(' ')}
                          aria-current={d.today ? 'date' : undefined}
                        >
                          <Link to={d.href} className="mini-day">
                            <span className="visually-hidden">{d.label}</span>
                            <span aria-hidden="true">{d.day}</span>
                          </Link>
                        </td>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: padding cells are positional.
                        <td key={`p${di}`} />
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ol>
    </section>
  );
}
