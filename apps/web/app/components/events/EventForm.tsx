import type { YMD } from '@patro/calendar';
import { type FormEvent, useEffect, useState } from 'react';
import { apiErrorText } from '../../lib/api-error';
import { useLang } from '../../lib/root-data';
import { createEvent, deleteEvent, listCalendarEvents, listReadableCalendars, updateEvent } from './api';
import { ColourDot } from './ColourDot';
import { DateSelects } from './DateField';
import {
  convertDate,
  EVENT_TYPES,
  type EventFormValues,
  emptyValues,
  type FieldErrors,
  parseIso,
  REMINDER_OPTIONS,
  toPayload,
  toUpdatePayload,
  validate,
  valuesFromSeries,
} from './event-form';
import { RepeatFields } from './RepeatFields';
import type { EditScope, EventBase, PersonalEvent, SeriesRecord, UserCalendar } from './types';
import { useEventsT } from './use-events-t';
import { announceEventsChanged } from './usePersonalMonth';

type Status = { kind: 'loading' | 'idle' | 'saving' } | { kind: 'error'; message: string };

/**
 * The add and edit event form (spec §3 "Event form fields"), used by /my-calendars/create-event
 * and the day dialog. Success reports the server's message through `onDone` and tells the
 * calendar on screen to re-read its events; failures show the server's message or spec §8's
 * 'Something Went Wrong' (create) / 'Something went wrong' (edit, delete).
 */
export function EventForm({
  base,
  date,
  editing,
  onDone,
  onCancel,
  calendarId,
}: {
  /** The date to start with (create), in `base`. */
  base: EventBase;
  date: YMD;
  /** The occurrence being edited; absent to create. */
  editing?: PersonalEvent;
  onDone: (message: string) => void;
  onCancel?: () => void;
  /** Preselected calendar (create). */
  calendarId?: number;
}) {
  const te = useEventsT();
  const lang = useLang();
  // One event form on a page at a time; not useId (islands are their own roots, ADR 080).
  const id = 'event-form';
  const [calendars, setCalendars] = useState<UserCalendar[] | null>(null);
  const [series, setSeries] = useState<SeriesRecord | null>(null);
  const [values, setValues] = useState<EventFormValues>(() => emptyValues(base, date, calendarId ?? null));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [scope, setScope] = useState<EditScope>('occurrence');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fallback = editing ? te('ev.err.editFailed') : te('ev.err.createFailed');

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opened form.
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      // Shared calendars the user may edit (editor, manager, their organisation's) are offered too.
      const list = await listReadableCalendars(lang, controller.signal, { writable: true });
      if (controller.signal.aborted) return;
      if (!list.ok) {
        setStatus({ kind: 'error', message: apiErrorText(list, lang) });
        return;
      }
      setCalendars(list.body);
      if (editing?.seriesId != null) {
        const events = await listCalendarEvents(editing.calendarId, controller.signal);
        if (controller.signal.aborted) return;
        const found = events.ok ? events.body.find((s) => s.id === editing.seriesId) : undefined;
        if (!found) {
          setStatus({ kind: 'error', message: events.ok ? fallback : apiErrorText(events, lang) });
          return;
        }
        setSeries(found);
        setValues(valuesFromSeries(found, parseIso(editing.occurrenceDate) ?? undefined));
      } else if (calendarId === undefined) {
        const first = list.body.find((c) => c.is_user_default === 1) ?? list.body[0];
        setValues((v) => ({ ...v, calendarId: v.calendarId ?? first?.id ?? null }));
      }
      setStatus({ kind: 'idle' });
    })();
    return () => controller.abort();
  }, []);

  const change = (patch: Partial<EventFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof EventFormValues];
      return next;
    });
  };

  const switchBase = (next: EventBase) => {
    if (next === values.base) return;
    change({
      base: next,
      date: convertDate(values.date, values.base, next),
      until: convertDate(values.until, values.base, next),
    });
  };

  const repeating = (series?.repeat?.frequency ?? 'none') !== 'none';
  // One occurrence of a repeating event changes only what an occurrence can have (the API's rule).
  const occurrenceOnly = Boolean(editing && repeating && scope === 'occurrence');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setStatus({ kind: 'saving' });
    const result =
      editing && series
        ? await updateEvent(
            series.id,
            toUpdatePayload(
              values,
              repeating ? scope : 'series',
              repeating ? editing.occurrenceDate : null,
              series.date,
            ),
          )
        : await createEvent(toPayload(values));
    if (!result.ok) {
      setStatus({ kind: 'error', message: apiErrorText(result, lang) });
      return;
    }
    setStatus({ kind: 'idle' });
    announceEventsChanged();
    onDone(result.body?.message || te(editing ? 'ev.updated' : 'ev.created'));
  };

  const remove = async (removeScope: EditScope) => {
    if (!editing || !series) return;
    setStatus({ kind: 'saving' });
    const result = await deleteEvent(series.id, removeScope, editing.occurrenceDate);
    if (!result.ok) {
      setStatus({ kind: 'error', message: apiErrorText(result, lang) });
      return;
    }
    announceEventsChanged();
    onDone(result.body?.message || te('ev.deleted'));
  };

  if (status.kind === 'loading') return <p className="muted">{te('ev.loading')}</p>;
  if (!calendars)
    return (
      <p className="form-error" role="alert">
        {status.kind === 'error' ? status.message : fallback}
      </p>
    );
  if (calendars.length === 0) return <p className="empty-state">{te('ev.noCalendars')}</p>;

  const err = (key: keyof EventFormValues) => (errors[key] ? te(errors[key]!) : undefined);
  const busy = status.kind === 'saving';

  return (
    <form className="event-form" onSubmit={submit} noValidate aria-busy={busy}>
      {editing && repeating && (
        <fieldset className="choice-row scope-choice">
          <legend>{te('ev.scope.question')}</legend>
          {(['occurrence', 'series'] as const).map((s) => (
            <label key={s} className="choice">
              <input type="radio" name="scope" value={s} checked={scope === s} onChange={() => setScope(s)} />
              {te(`ev.scope.${s}`)}
            </label>
          ))}
        </fieldset>
      )}
      {!occurrenceOnly && (
        <fieldset
          className="calendar-choice"
          aria-describedby={errors.calendarId ? `${id}-calendarId-error` : undefined}
        >
          <legend>{te('ev.calendar')}</legend>
          {calendars.map((c, i) => (
            <label key={c.id} className="choice choice--calendar">
              <input
                type="radio"
                name="calendar"
                id={i === 0 ? `${id}-calendarId` : undefined}
                value={c.id}
                checked={values.calendarId === c.id}
                onChange={() => change({ calendarId: c.id })}
              />
              <ColourDot colour={c.colour} size={12} />
              <span>{c.name}</span>
            </label>
          ))}
          {errors.calendarId && (
            <p id={`${id}-calendarId-error`} className="field-error">
              {err('calendarId')}
            </p>
          )}
        </fieldset>
      )}

      <label className="field">
        <span className="field-label">{te('ev.title')}</span>
        <input
          id={`${id}-title`}
          name="title"
          value={values.title}
          maxLength={200}
          autoComplete="off"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(e) => change({ title: e.target.value })}
        />
        {errors.title && (
          <span id={`${id}-title-error`} className="field-error">
            {err('title')}
          </span>
        )}
      </label>

      {!occurrenceOnly && (
        <fieldset className="choice-row">
          <legend>{te('ev.dateIn')}</legend>
          {(['BS', 'AD'] as const).map((b) => (
            <label key={b} className="choice">
              <input
                type="radio"
                name="base"
                value={b}
                checked={values.base === b}
                onChange={() => switchBase(b)}
              />
              {te(b === 'BS' ? 'ev.base.bs' : 'ev.base.ad')}
            </label>
          ))}
        </fieldset>
      )}
      <DateSelects
        id={`${id}-date`}
        label={te('ev.date')}
        base={values.base}
        value={values.date}
        onChange={(d) => change({ date: d })}
      />

      <label className="choice">
        <input
          type="checkbox"
          name="allDay"
          checked={values.allDay}
          onChange={(e) => change({ allDay: e.target.checked })}
        />
        {te('ev.allDay')}
      </label>
      {!values.allDay && (
        <div className="field-pair">
          <label className="field">
            <span className="field-label">{te('ev.start')}</span>
            <input
              id={`${id}-startTime`}
              type="time"
              name="start"
              value={values.startTime}
              aria-invalid={errors.startTime ? true : undefined}
              onChange={(e) => change({ startTime: e.target.value })}
            />
            {errors.startTime && <span className="field-error">{err('startTime')}</span>}
          </label>
          <label className="field">
            <span className="field-label">{te('ev.end')}</span>
            <input
              id={`${id}-endTime`}
              type="time"
              name="end"
              value={values.endTime}
              aria-invalid={errors.endTime ? true : undefined}
              onChange={(e) => change({ endTime: e.target.value })}
            />
            {errors.endTime && <span className="field-error">{err('endTime')}</span>}
          </label>
        </div>
      )}

      {!occurrenceOnly && <RepeatFields values={values} errors={errors} onChange={change} />}

      <label className="field">
        <span className="field-label">{te('ev.type')}</span>
        <select
          name="eventType"
          value={values.eventType}
          onChange={(e) => change({ eventType: e.target.value as EventFormValues['eventType'] })}
        >
          <option value="">{te('ev.type.none')}</option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {te(`ev.type.${type}`)}
            </option>
          ))}
        </select>
      </label>

      <label className="field">
        <span className="field-label">{te('ev.location')}</span>
        <input
          name="location"
          value={values.location}
          maxLength={200}
          onChange={(e) => change({ location: e.target.value })}
        />
      </label>

      {!occurrenceOnly && (
        <fieldset className="reminder-choice">
          <legend>{te('ev.reminders')}</legend>
          {REMINDER_OPTIONS.map((minutes) => (
            <label key={minutes} className="choice">
              <input
                type="checkbox"
                name="reminders"
                value={minutes}
                checked={values.reminders.includes(minutes)}
                onChange={(e) =>
                  change({
                    reminders: e.target.checked
                      ? [...values.reminders, minutes]
                      : values.reminders.filter((m) => m !== minutes),
                  })
                }
              />
              {te(`ev.rem.${minutes}`)}
            </label>
          ))}
        </fieldset>
      )}

      <label className="field">
        <span className="field-label">{te('ev.description')}</span>
        <textarea
          name="description"
          rows={3}
          maxLength={2000}
          value={values.description}
          onChange={(e) => change({ description: e.target.value })}
        />
      </label>

      {status.kind === 'error' && (
        <p className="form-error" role="alert">
          {status.message}
        </p>
      )}

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? te('ev.saving') : te(editing ? 'ev.save' : 'ev.create')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {te('ev.cancel')}
          </button>
        )}
        {editing && series && !confirmDelete && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirmDelete(true)}
            disabled={busy}
          >
            {te('ev.delete')}
          </button>
        )}
      </div>
      {editing && series && confirmDelete && (
        <div className="confirm-box">
          <p>{te('ev.deleteQuestion')}</p>
          <div className="form-actions">
            {repeating ? (
              <>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => remove('occurrence')}
                  disabled={busy}
                >
                  {te('ev.scope.occurrence')}
                </button>
                <button
                  type="button"
                  className="button button--danger"
                  onClick={() => remove('series')}
                  disabled={busy}
                >
                  {te('ev.scope.series')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--danger"
                onClick={() => remove('series')}
                disabled={busy}
              >
                {te('ev.delete')}
              </button>
            )}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirmDelete(false)}
              disabled={busy}
            >
              {te('ev.cancel')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
