import { adMonthName, bsMonthName, localizeDigits, type YMD } from '@patro/calendar';
import { useLang } from '../../lib/root-data';
import { clampDay, monthLength, YEAR_RANGE } from './event-form';
import type { EventBase } from './types';
import { useEventsT } from './use-events-t';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * A date as year, month and day selects in BS or AD: the day list follows the month's length
 * from the engine's tables (BS months have 29–32 days).
 */
export function DateSelects({
  id,
  label,
  base,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  base: EventBase;
  value: YMD;
  onChange: (next: YMD) => void;
  error?: string | undefined;
}) {
  const te = useEventsT();
  const lang = useLang();
  const { min, max } = YEAR_RANGE[base];
  const days = monthLength(base, value.year, value.month);
  const set = (patch: Partial<YMD>) => onChange(clampDay(base, { ...value, ...patch }));
  const monthName = (m: number) => (base === 'BS' ? bsMonthName(m, lang) : adMonthName(m, lang));
  return (
    <fieldset className="date-selects" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <label>
        <span className="field-label">{te('ev.year')}</span>
        <select id={`${id}-year`} value={value.year} onChange={(e) => set({ year: Number(e.target.value) })}>
          {range(min, max).map((y) => (
            <option key={y} value={y}>
              {localizeDigits(y, lang)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="field-label">{te('ev.month')}</span>
        <select
          id={`${id}-month`}
          value={value.month}
          onChange={(e) => set({ month: Number(e.target.value) })}
        >
          {range(1, 12).map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="field-label">{te('ev.day')}</span>
        <select id={`${id}-day`} value={value.day} onChange={(e) => set({ day: Number(e.target.value) })}>
          {range(1, days).map((d) => (
            <option key={d} value={d}>
              {localizeDigits(d, lang)}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
