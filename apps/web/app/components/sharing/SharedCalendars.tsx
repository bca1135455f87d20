/**
 * On /my-calendars: the calendars shared with the user (and their organisations' and subscribed
 * ones), each with its level, and the user groups they keep for sharing.
 */

import { localizeDigits } from '@patro/calendar';
import type { WireUserGroup } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiErrorText } from '../../lib/api-error';
import { useLang } from '../../lib/root-data';
import { fetchPalette } from '../events/api';
import { ColourDot } from '../events/ColourDot';
import { ColourPicker } from '../events/ColourPicker';
import type { UserCalendar } from '../events/types';
import { changeShare, deleteGroup, listGroups, listSharedCalendars, removePerson, saveGroup } from './api';
import { FormError, type Notice, NoticeLine } from './parts';
import { useSharingT } from './use-sharing-t';

type SharingT = ReturnType<typeof useSharingT>;

/** "From {organisation or owner} · {level}": where a shared calendar comes from and what the reader may do. */
function sharedSource(ts: SharingT, c: UserCalendar): string {
  const from = c.organization_name ?? c.owner_name;
  return `${from ? `${ts('sh.shared.from', { org: from })} · ` : ''}${ts(`sh.level.${c.access ?? 'viewer'}`)}`;
}

export function SharedCalendars() {
  const ts = useSharingT();
  const lang = useLang();
  const [shared, setShared] = useState<UserCalendar[] | null>(null);
  useEffect(() => {
    void listSharedCalendars(lang).then((r) => setShared(r.ok ? r.body : []));
  }, [lang]);
  if (shared === null) return null;
  return (
    <section className="card shared-list" aria-labelledby="shared-heading">
      <h2 id="shared-heading">{ts('sh.shared.title')}</h2>
      {shared.length === 0 ? (
        <p className="empty-state">{ts('sh.shared.empty')}</p>
      ) : (
        <ul className="plain-list org-list">
          {shared.map((c) => (
            <li key={c.id}>
              <Link className="calendar-name" to={`/my-calendars/details/${c.id}`}>
                <ColourDot colour={c.colour} /> {c.name}
              </Link>
              <span className="muted">{sharedSource(ts, c)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * On /my-calendars/configure: the calendars shared with the reader and those they subscribe to,
 * each with where it comes from, show/hide, the reader's own colour and leaving (the calendar
 * itself is unchanged for everyone else).
 */
export function SharedCalendarChoices({
  shared,
  onToggle,
  onChanged,
}: {
  shared: UserCalendar[];
  onToggle: (calendar: { id: number }) => void;
  /** After a colour change or leaving: the caller reads the lists again. */
  onChanged: () => void;
}) {
  const ts = useSharingT();
  const lang = useLang();
  const [palette, setPalette] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    void fetchPalette().then(setPalette);
  }, []);
  const report = (ok: boolean, text: string) => setNotice({ kind: ok ? 'status' : 'error', text });
  return (
    <section className="card shared-choices" aria-labelledby="cfg-shared">
      <h2 id="cfg-shared">{ts('sh.shared.title')}</h2>
      {shared.length === 0 ? (
        <p className="empty-state">{ts('sh.shared.empty')}</p>
      ) : (
        <ul className="plain-list calendar-checks">
          {shared.map((c) => (
            <li key={c.id} className="shared-choice">
              <label className="calendar-toggle">
                <input type="checkbox" checked={c.display === 1} onChange={() => onToggle(c)} />
                <ColourDot colour={c.colour} size={16} />
                <span className="calendar-name">{c.name}</span>
              </label>
              <p className="muted shared-source">{sharedSource(ts, c)}</p>
              {c.share_id !== undefined && (
                <div className="shared-actions">
                  {palette.length > 0 && (
                    <details className="shared-colour">
                      <summary>{ts('sh.people.yourColour')}</summary>
                      <ColourPicker
                        name={`shared-colour-${c.id}`}
                        palette={palette}
                        value={c.colour}
                        onChange={async (colour) => {
                          const result = await changeShare(c.id, c.share_id!, { colour });
                          report(result.ok, result.ok ? ts('sh.people.saved') : apiErrorText(result, lang));
                          if (result.ok) onChanged();
                        }}
                      />
                    </details>
                  )}
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={async () => {
                      const result = await removePerson(c.id, '-');
                      report(result.ok, result.ok ? ts('sh.people.left') : apiErrorText(result, lang));
                      if (result.ok) onChanged();
                    }}
                  >
                    {ts('sh.shared.leave', { calendar: c.name })}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}

const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export function UserGroups() {
  const ts = useSharingT();
  const lang = useLang();
  const [groups, setGroups] = useState<WireUserGroup[]>([]);
  const [editing, setEditing] = useState<{ id: number | null; name: string; emails: string }>({
    id: null,
    name: '',
    emails: '',
  });
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    const result = await listGroups();
    if (result.ok) setGroups(result.body);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saveGroup(editing.id, {
      name: editing.name,
      emails: splitAddresses(editing.emails),
    });
    if (!result.ok) {
      setError(apiErrorText(result, lang));
      return;
    }
    setError(null);
    setEditing({ id: null, name: '', emails: '' });
    await load();
  };

  return (
    <section className="card" aria-labelledby="groups-heading">
      <h2 id="groups-heading">{ts('sh.groups.title')}</h2>
      <p className="muted">{ts('sh.groups.intro')}</p>
      <ul className="plain-list org-list">
        {groups.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setEditing({ id: g.id, name: g.name, emails: g.emails.join('\n') })}
            >
              {g.name}
            </button>
            <span className="muted">
              {ts('sh.groups.count', { count: localizeDigits(g.emails.length, lang) })}
            </span>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={async () => {
                await deleteGroup(g.id);
                await load();
              }}
            >
              {ts('sh.groups.delete')}
            </button>
          </li>
        ))}
      </ul>
      <form className="org-form" onSubmit={submit}>
        <label className="field">
          <span className="field-label">{ts('sh.groups.name')}</span>
          <input
            required
            maxLength={60}
            value={editing.name}
            onChange={(e) => setEditing({ ...editing, name: e.target.value })}
          />
        </label>
        <label className="field field--wide">
          <span className="field-label">{ts('sh.groups.emails')}</span>
          <textarea
            value={editing.emails}
            onChange={(e) => setEditing({ ...editing, emails: e.target.value })}
          />
        </label>
        <FormError error={error} />
        <p className="form-actions">
          <button type="submit" className="button">
            {ts('sh.groups.save')}
          </button>
        </p>
      </form>
    </section>
  );
}
