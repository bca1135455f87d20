import type { Lang } from '../../i18n';
import type { DayView, MonthView } from '../../lib/calendar/types';
import { usePersonalMonth } from '../events/usePersonalMonth';
import { DayDialog } from './DayDialog';
import { MonthCalendar } from './MonthCalendar';
import type { PickerOptions } from './MonthPicker';
import type { PanchangaState } from './PanchangaPanel';

export interface MonthIslandProps {
  lang: Lang;
  view: MonthView;
  picker: PickerOptions;
  headingLevel?: 1 | 2;
  /** The open day (a day or panchanga URL). */
  day?: DayView | null;
  panchanga?: PanchangaState | null;
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
}: MonthIslandProps) {
  const personal = usePersonalMonth(view.base, view.year, view.month, lang);
  return (
    <>
      <MonthCalendar
        view={view}
        picker={picker}
        {...(headingLevel ? { headingLevel } : {})}
        {...(day ? { selectedIso: day.iso } : {})}
        personal={personal.byIso}
      />
      {day && (
        <DayDialog
          day={day}
          panchanga={panchanga}
          picker={picker}
          base={view.base}
          personal={personal.byIso[day.iso] ?? []}
        />
      )}
    </>
  );
}
