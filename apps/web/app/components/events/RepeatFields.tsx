import { DateSelects } from './DateField';
import { type EventFormValues, type FieldErrors, FREQUENCIES } from './event-form';
import { useEventsT } from './use-events-t';

/** Repeat (none, daily … yearly, every N) and how it ends (never, after N, on a date). */
export function RepeatFields({
  values,
  errors,
  onChange,
}: {
  values: EventFormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<EventFormValues>) => void;
}) {
  const te = useEventsT();
  const repeating = values.frequency !== 'none';
  return (
    <fieldset className="repeat-fields">
      <legend>{te('ev.repeat')}</legend>
      <label className="field">
        {/* The fieldset's legend already says "Repeat" on screen. */}
        <span className="visually-hidden">{te('ev.repeat')}</span>
        <select
          name="frequency"
          value={values.frequency}
          onChange={(e) => onChange({ frequency: e.target.value as EventFormValues['frequency'] })}
        >
          {FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {te(`ev.freq.${f}`)}
            </option>
          ))}
        </select>
      </label>
      {repeating && (
        <>
          <label className="field field--inline">
            <span className="field-label">{te('ev.every')}</span>
            <input
              type="number"
              name="interval"
              min={1}
              max={99}
              inputMode="numeric"
              value={values.interval}
              aria-invalid={errors.interval ? true : undefined}
              onChange={(e) => onChange({ interval: Number(e.target.value) })}
            />
            <span>{te(`ev.unit.${values.frequency as 'daily'}`)}</span>
          </label>
          {errors.interval && <p className="field-error">{te(errors.interval)}</p>}
          <fieldset className="choice-row">
            <legend>{te('ev.ends')}</legend>
            {(['never', 'count', 'until'] as const).map((kind) => (
              <label key={kind} className="choice">
                <input
                  type="radio"
                  name="ends"
                  value={kind}
                  checked={values.endKind === kind}
                  onChange={() => onChange({ endKind: kind })}
                />
                {te(`ev.ends.${kind}`)}
              </label>
            ))}
          </fieldset>
          {values.endKind === 'count' && (
            <label className="field field--inline">
              <span className="field-label">{te('ev.ends.countLabel')}</span>
              <input
                type="number"
                name="count"
                min={1}
                max={999}
                inputMode="numeric"
                value={values.count}
                aria-invalid={errors.count ? true : undefined}
                onChange={(e) => onChange({ count: Number(e.target.value) })}
              />
            </label>
          )}
          {errors.count && <p className="field-error">{te(errors.count)}</p>}
          {values.endKind === 'until' && (
            <DateSelects
              id="ev-until"
              label={te('ev.ends.untilLabel')}
              base={values.base}
              value={values.until}
              onChange={(until) => onChange({ until })}
              error={errors.until ? te(errors.until) : undefined}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
