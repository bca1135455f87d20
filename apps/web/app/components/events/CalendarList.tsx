import { localizeDigits } from '@patro/calendar';
import { type FormEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorText } from '../../lib/api-error';
import { useLang } from '../../lib/root-data';
import {
  createCalendar,
  deleteCalendar,
  fetchPalette,
  listCalendars,
  renewIcalLink,
  saveCalendarOrder,
  toggleCalendarDisplay,
  updateCalendar,
} from './api';
import { ColourDot } from './ColourDot';
import { ColourPicker } from './ColourPicker';
import { moveItem } from './reorder';
import type { UserCalendar } from './types';
import { useEventsT } from './use-events-t';
import { announceEventsChanged } from './usePersonalMonth';

type Notice = { kind: 'status' | 'error'; text: string } | null;

/** Name and colour of a calendar (create and edit). */
function CalendarFields({
  idPrefix,
  palette,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  palette: string[];
  initial: { name: string; colour: string };
  submitLabel: string;
  onSubmit: (value: { name: string; colour: string }) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const te = useEventsT();
  const [name, setName] = useState(initial.name);
  const [colour, setColour] = useState(initial.colour);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(te('mycal.err.name'));
      return;
    }
    setBusy(true);
    const failure = await onSubmit({ name: name.trim(), colour });
    setBusy(false);
    setError(failure);
  };
  return (
    <form className="calendar-fields" onSubmit={submit} noValidate>
      <label className="field">
        <span className="field-label">{te('mycal.name')}</span>
        <input
          id={`${idPrefix}-name`}
          value={name}
          maxLength={80}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <ColourPicker name={`${idPrefix}-colour`} palette={palette} value={colour} onChange={setColour} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {te('ev.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The private iCalendar link of a calendar: copy, and renew (old subscriptions stop). */
function IcalLink({ calendar, onRenewed }: { calendar: UserCalendar; onRenewed: (url: string) => void }) {
  const te = useEventsT();
  const lang = useLang();
  const [state, setState] = useState<'idle' | 'copied' | 'confirm' | 'busy'>('idle');
  const [error, setError] = useState<string | null>(null);
  const inputId = `ical-${calendar.id}`;
  if (!calendar.ical_url) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(calendar.ical_url!);
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      document.execCommand?.('copy');
    }
    setState('copied');
  };
  const renew = async () => {
    setState('busy');
    const result = await renewIcalLink(calendar.id);
    if (result.ok && result.body?.calendar?.ical_url) {
      onRenewed(result.body.calendar.ical_url);
      setError(null);
    } else {
      setError(result.ok ? te('ev.err.editFailed') : apiErrorText(result, lang));
    }
    setState('idle');
  };
  return (
    <div className="ical-link">
      <label className="field">
        <span className="field-label">{te('mycal.feed')}</span>
        <input id={inputId} readOnly value={calendar.ical_url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="form-actions">
        <button type="button" className="button button--small" onClick={copy}>
          {te('mycal.copy')}
        </button>
        {state === 'confirm' ? (
          <span className="confirm-inline">
            <span>{te('mycal.newLinkWarn')}</span>
            <button type="button" className="button button--small button--danger" onClick={renew}>
              {te('mycal.newLink')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setState('idle')}
            >
              {te('ev.cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setState('confirm')}
            disabled={state === 'busy'}
          >
            {te('mycal.newLink')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {state === 'copied' ? te('mycal.copied') : ''}
      </p>
      {state === 'copied' && (
        <p className="muted" aria-hidden="true">
          {te('mycal.copied')}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * /my-calendars (spec "calendar details"): the user's calendars in priority order with colour,
 * name, event count and a display toggle; reorder by dragging the handle (pointer) or with the
 * move buttons (keyboard), saved at once and rolled back if the save fails; create, rename,
 * recolour and delete; each calendar's private iCalendar link.
 */
export function CalendarList() {
  const te = useEventsT();
  const lang = useLang();
  const [calendars, setCalendars] = useState<UserCalendar[] | null>(null);
  const [palette, setPalette] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [dragId, setDragId] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await listCalendars(lang, signal);
      if (signal?.aborted) return;
      if (result.ok) setCalendars(result.body);
      else setNotice({ kind: 'error', text: apiErrorText(result, lang) });
    },
    [lang],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    void fetchPalette().then(setPalette);
    return () => controller.abort();
  }, [load]);

  const saveOrder = async (next: UserCalendar[], previous: UserCalendar[]) => {
    setCalendars(next);
    const result = await saveCalendarOrder(next.map((c) => c.id));
    if (!result.ok) {
      setCalendars(previous);
      setNotice({
        kind: 'error',
        text: `${te('mycal.err.order')} ${apiErrorText(result, lang)}`,
      });
      return;
    }
    setNotice({ kind: 'status', text: te('mycal.orderSaved') });
    announceEventsChanged();
  };

  const move = (index: number, delta: -1 | 1, name: string) => {
    if (!calendars) return;
    const target = index + delta;
    if (target < 0 || target >= calendars.length) return;
    void saveOrder(moveItem(calendars, index, target), calendars);
    // Keep focus on the same calendar's button after it moved.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLButtonElement>(
          `[data-move="${delta < 0 ? 'up' : 'down'}"][data-name="${CSS.escape(name)}"]`,
        )
        ?.focus(),
    );
  };

  const toggleDisplay = async (calendar: UserCalendar) => {
    if (!calendars) return;
    const previous = calendars;
    setCalendars(
      calendars.map((c) => (c.id === calendar.id ? { ...c, display: c.display === 1 ? 0 : 1 } : c)),
    );
    const result = await toggleCalendarDisplay(calendar.id);
    if (!result.ok) {
      setCalendars(previous);
      setNotice({ kind: 'error', text: apiErrorText(result, lang) });
    } else announceEventsChanged();
  };

  // Pointer dragging by the handle (mouse, pen or finger): the row under the pointer takes the
  // dragged calendar's place; the order is saved when the pointer is released. Listening on the
  // window (not pointer capture) keeps the drag alive while React moves the row in the DOM.
  const onHandleDown = (event: PointerEvent<HTMLButtonElement>, id: number) => {
    if (!calendars) return;
    event.preventDefault();
    const start = calendars;
    let current = calendars;
    setDragId(id);
    const move = (e: globalThis.PointerEvent) => {
      const rows = Array.from(listRef.current?.querySelectorAll<HTMLElement>(':scope > li') ?? []);
      const over = rows.findIndex((row) => {
        const r = row.getBoundingClientRect();
        return e.clientY >= r.top && e.clientY < r.bottom;
      });
      const from = current.findIndex((c) => c.id === id);
      if (over >= 0 && over !== from) {
        current = moveItem(current, from, over);
        setCalendars(current);
      }
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setDragId(null);
      if (current.some((c, i) => c.id !== start[i]?.id)) void saveOrder(current, start);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  if (!calendars) {
    return notice ? (
      <p className="form-error" role="alert">
        {notice.text}
      </p>
    ) : (
      <p className="muted">{te('ev.loading')}</p>
    );
  }

  const noneShown = calendars.length > 0 && calendars.every((c) => c.display === 0);

  return (
    <div className="calendar-manager">
      <p
        className={notice?.kind === 'error' ? 'form-error' : 'form-status'}
        role={notice?.kind === 'error' ? 'alert' : 'status'}
      >
        {notice?.text ?? ''}
      </p>
      {noneShown && (
        <p className="select-prompt" role="note">
          {te('mycal.selectPrompt')}
        </p>
      )}
      <ol className="calendar-list" ref={listRef}>
        {calendars.map((c, index) => (
          <li key={c.id} className={dragId === c.id ? 'is-dragging' : undefined} data-calendar-id={c.id}>
            <div className="calendar-row">
              <button
                type="button"
                className="drag-handle"
                aria-label={te('mycal.drag', { name: c.name })}
                title={te('mycal.drag', { name: c.name })}
                tabIndex={-1}
                onPointerDown={(e) => onHandleDown(e, c.id)}
              >
                <svg viewBox="0 0 10 16" width="10" height="16" aria-hidden="true" focusable="false">
                  {[3, 8, 13].flatMap((y) => [
                    <circle key={`a${y}`} cx="2.5" cy={y} r="1.5" fill="currentColor" />,
                    <circle key={`b${y}`} cx="7.5" cy={y} r="1.5" fill="currentColor" />,
                  ])}
                </svg>
              </button>
              <label className="calendar-toggle">
                <input
                  type="checkbox"
                  checked={c.display === 1}
                  onChange={() => toggleDisplay(c)}
                  aria-describedby={`cal-count-${c.id}`}
                />
                <ColourDot colour={c.colour} size={16} />
                <span className="calendar-name">{c.name}</span>
              </label>
              <span id={`cal-count-${c.id}`} className="calendar-count">
                {te(c.event_count === 1 ? 'mycal.count1' : 'mycal.count', {
                  n: localizeDigits(c.event_count ?? 0, lang),
                })}
              </span>
              <span className="calendar-move">
                <button
                  type="button"
                  className="icon-button"
                  data-move="up"
                  data-name={c.name}
                  aria-label={te('mycal.moveUp', { name: c.name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1, c.name)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  data-move="down"
                  data-name={c.name}
                  aria-label={te('mycal.moveDown', { name: c.name })}
                  disabled={index === calendars.length - 1}
                  onClick={() => move(index, 1, c.name)}
                >
                  ↓
                </button>
              </span>
            </div>
            <div className="calendar-actions">
              <Link className="button button--small" to={`/my-calendars/details/${c.id}`}>
                {te('mycal.open')}
              </Link>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-expanded={editing === c.id}
                onClick={() => setEditing(editing === c.id ? null : c.id)}
              >
                {te('mycal.edit')}
              </button>
              {c.is_user_default === 1 ? (
                <span className="muted calendar-default-note">{te('mycal.defaultNoDelete')}</span>
              ) : (
                <button
                  type="button"
                  className="button button--small button--ghost button--danger"
                  onClick={() => setDeleting(c.id)}
                >
                  {te('ev.delete')}
                </button>
              )}
            </div>
            {deleting === c.id && (
              <div className="confirm-box">
                <p>{te('mycal.deleteConfirm', { name: c.name })}</p>
                <div className="form-actions">
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={async () => {
                      const result = await deleteCalendar(c.id);
                      setDeleting(null);
                      if (!result.ok) {
                        setNotice({ kind: 'error', text: apiErrorText(result, lang) });
                        return;
                      }
                      setNotice({ kind: 'status', text: te('mycal.deleted', { name: c.name }) });
                      announceEventsChanged();
                      await load();
                    }}
                  >
                    {te('ev.delete')}
                  </button>
                  <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
                    {te('ev.cancel')}
                  </button>
                </div>
              </div>
            )}
            {editing === c.id && (
              <CalendarFields
                idPrefix={`edit-${c.id}`}
                palette={palette}
                initial={{ name: c.name, colour: c.colour }}
                submitLabel={te('ev.save')}
                onCancel={() => setEditing(null)}
                onSubmit={async (value) => {
                  const result = await updateCalendar(c.id, value);
                  if (!result.ok) return apiErrorText(result, lang);
                  setEditing(null);
                  setNotice({ kind: 'status', text: te('mycal.saved') });
                  announceEventsChanged();
                  await load();
                  return null;
                }}
              />
            )}
            <IcalLink
              calendar={c}
              onRenewed={(url) =>
                setCalendars(
                  (list) => list?.map((x) => (x.id === c.id ? { ...x, ical_url: url } : x)) ?? list,
                )
              }
            />
          </li>
        ))}
      </ol>

      <section className="card new-calendar" aria-labelledby="new-calendar-heading">
        <h2 id="new-calendar-heading">{te('mycal.new')}</h2>
        {creating ? (
          <CalendarFields
            idPrefix="new"
            palette={palette}
            initial={{ name: '', colour: palette[0] ?? '#1976d2' }}
            submitLabel={te('mycal.createCalendar')}
            onCancel={() => setCreating(false)}
            onSubmit={async (value) => {
              const result = await createCalendar({ ...value, display: 1 });
              if (!result.ok) return apiErrorText(result, lang);
              setCreating(false);
              setNotice({ kind: 'status', text: te('mycal.createdCalendar', { name: value.name }) });
              await load();
              return null;
            }}
          />
        ) : (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            {te('mycal.new')}
          </button>
        )}
      </section>

      <section className="card ical-help" aria-labelledby="ical-help-heading">
        <h2 id="ical-help-heading">{te('mycal.help.title')}</h2>
        <p>{te('mycal.help.intro')}</p>
        <ul>
          <li>{te('mycal.help.google')}</li>
          <li>{te('mycal.help.apple')}</li>
        </ul>
        <p className="muted">{te('mycal.help.private')}</p>
      </section>
    </div>
  );
}
