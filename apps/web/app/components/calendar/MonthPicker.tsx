import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { digits } from '../../lib/calendar/format';
import { type Base, pickerYears } from '../../lib/calendar/nav';
import { useLang, useT } from '../../lib/root-data';

export interface PickerOptions {
  /** Month names 1–12 of the base. */
  months: string[];
}

/**
 * The year-month picker: a GET form (works without JavaScript: the calendar loader redirects
 * `/calendar/bs?year=2083&month=8` to `/calendar/bs/2083-08`); with JavaScript it navigates
 * straight to the month.
 */
export function MonthPicker({
  base,
  year,
  month,
  options,
  onDone,
  id = 'month-picker',
}: {
  base: Base;
  year: number;
  month: number;
  options: PickerOptions;
  onDone?: () => void;
  /** Prefix of the selects' ids; a second picker on the page needs its own. */
  id?: string;
}) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const y = Number(form.get('year'));
    const m = Number(form.get('month'));
    onDone?.();
    void navigate(`/calendar/${base}/${y}-${String(m).padStart(2, '0')}`);
  };
  return (
    <form className="month-picker" method="get" action={`/calendar/${base}`} onSubmit={submit}>
      <label htmlFor={`${id}-y`} className="visually-hidden">
        {t('cal.pickYear')}
      </label>
      <select id={`${id}-y`} name="year" defaultValue={year}>
        {pickerYears(base, year).map((value) => (
          <option key={value} value={value}>
            {digits(value, lang)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-m`} className="visually-hidden">
        {t('cal.pickMonth')}
      </label>
      <select id={`${id}-m`} name="month" defaultValue={month}>
        {options.months.map((label, i) => (
          <option key={label} value={i + 1}>
            {label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        {t('cal.go')}
      </button>
    </form>
  );
}
