/**
 * On /my-calendars: the calendars shared with the user (and their organisations' and subscribed
 * ones), each with its level, and the user groups they keep for sharing.
 */

import { localizeDigits } from '@patro/calendar';
import type { WireUserGroup } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../lib/root-data';
import { failureMessage } from '../events/api';
import { ColourDot } from '../events/ColourDot';
import type { UserCalendar } from '../events/types';
import { deleteGroup, listGroups, listSharedCalendars, saveGroup } from './api';
import { FormError } from './parts';
import { useSharingT } from './use-sharing-t';

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
              <span className="muted">
                {c.organization_name ? `${ts('sh.shared.from', { org: c.organization_name })} · ` : ''}
                {c.owner_name ? `${ts('sh.shared.from', { org: c.owner_name })} · ` : ''}
                {ts(`sh.level.${c.access ?? 'viewer'}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
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
  const t = useT();
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
      setError(failureMessage(result, t('error.heading')));
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
