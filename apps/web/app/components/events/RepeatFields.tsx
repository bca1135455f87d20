import { DateSelects } from './DateField';
import {
  type EventFormValues,
  type FieldErrors,
  FREQUENCIES,
  REPEAT_COUNT_MAX,
  REPEAT_INTERVAL_MAX,
} from './event-form';
import { useEventsT } from './use-events-t';

/** A labelled whole number from 1 to `max` ("every N days", "after N times"). */
function CountField({
  label,
  suffix,
  name,
  max,
  value,
  invalid,
  onChange,
}: {
  label: string;
  suffix?: string;
  name: string;
  max: number;
  value: number;
  invalid: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <label className="field field--inline">
      <span className="field-label">{label}</span>
      <input
        type="number"
        name={name}
        min={1}
        max={max}
        inputMode="numeric"
        value={value}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      {suffix !== undefined && <span>{suffix}</span>}
    </label>
  );
}

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
        {/* The fieldset's legend says "Repeat"; the select's own name must not say it again. */}
        <span className="visually-hidden">{te('ev.frequency')}</span>
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
          <CountField
            label={te('ev.every')}
            suffix={te(`ev.unit.${values.frequency as 'daily'}`)}
            name="interval"
            max={REPEAT_INTERVAL_MAX}
            value={values.interval}
            invalid={Boolean(errors.interval)}
            onChange={(interval) => onChange({ interval })}
          />
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
            <CountField
              label={te('ev.ends.countLabel')}
              name="count"
              max={REPEAT_COUNT_MAX}
              value={values.count}
              invalid={Boolean(errors.count)}
              onChange={(count) => onChange({ count })}
            />
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
