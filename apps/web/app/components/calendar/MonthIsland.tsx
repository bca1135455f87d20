import { memo } from 'react';
import type { Lang } from '../../i18n';
import type { UrlPane } from '../../lib/calendar/day-pane';
import type { DayView, MonthView } from '../../lib/calendar/types';
import { usePersonalMonth } from '../events/usePersonalMonth';
import { DayDialog } from './DayDialog';
import { MonthCalendar } from './MonthCalendar';
import type { PickerOptions } from './MonthPicker';
import type { PanchangaState } from './PanchangaPanel';

// The session's start re-renders this island (the personal layer listens to it); the grid and
// the dialog re-render only when what they show changes (ADR 086).
const Grid = memo(MonthCalendar);
const Dialog = memo(DayDialog);
const NO_EVENTS: never[] = [];

export interface MonthIslandProps {
  lang: Lang;
  view: MonthView;
  picker: PickerOptions;
  headingLevel?: 1 | 2;
  /** The open day (a day or panchanga URL). */
  day?: DayView | null;
  panchanga?: PanchangaState | null;
  /** The dialog's pane the URL names. */
  pane?: UrlPane | null;
}

/**
 * A month grid and its open day, the interactive part of home and the calendar pages (an
 * island, ADR 081): the day dialog's keys and focus, and the signed-in reader's own events over
 * the cached public month (ADR 067).
 */
export function MonthIsland({
  lang,
  view,
  picker,
  headingLevel,
  day = null,
  panchanga = null,
  pane = null,
}: MonthIslandProps) {
  const personal = usePersonalMonth(view.base, view.year, view.month, lang);
  return (
    <>
      <Grid
        view={view}
        picker={picker}
        {...(headingLevel ? { headingLevel } : {})}
        {...(day ? { selectedIso: day.iso } : {})}
        personal={personal.byIso}
      />
      {day && (
        <Dialog
          day={day}
          panchanga={panchanga}
          urlPane={pane}
          picker={picker}
          base={view.base}
          personal={personal.byIso[day.iso] ?? NO_EVENTS}
        />
      )}
    </>
  );
}
