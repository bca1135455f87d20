/**
 * The people of a calendar on its details page: for its owner and managers, invite by e-mail or
 * user group, the people list (page, search, filter by level and state), change a level, revoke,
 * remove; for a member, their level, their own colour and leaving. The API decides; this only
 * hides what it would refuse.
 */

import { localizeDigits } from '@patro/calendar';
import type { ShareLevel, WireCalendarPeople, WireUserGroup } from '@patro/contracts';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorText } from '../../lib/api-error';
import type { ApiFetchResult } from '../../lib/auth/types';
import { useLang } from '../../lib/root-data';
import { fetchPalette } from '../events/api';
import { ColourPicker } from '../events/ColourPicker';
import type { UserCalendar } from '../events/types';
import { changeShare, invitePeople, listGroups, listPeople, removePerson } from './api';
import { type Notice, NoticeLine, Pager } from './parts';
import { useSharingT } from './use-sharing-t';

const PER_PAGE = 20;
/** The contract's levels (a type-only import keeps zod out of the browser bundle). */
const SHARE_LEVELS: readonly ShareLevel[] = ['viewer', 'editor', 'manager'];
const FILTERS = [
  '',
  ...SHARE_LEVELS,
  'subscriber',
  'pending',
  'accepted',
  'declined',
  'revoked',
  'expired',
] as const;

export function PeoplePanel({ calendar }: { calendar: UserCalendar }) {
  const ts = useSharingT();
  const lang = useLang();
  const [people, setPeople] = useState<WireCalendarPeople | null>(null);
  const [groups, setGroups] = useState<WireUserGroup[]>([]);
  const [query, setQuery] = useState({ page: 1, search: '', filter: '' });
  const [email, setEmail] = useState('');
  const [groupId, setGroupId] = useState('');
  const [level, setLevel] = useState<ShareLevel>('viewer');
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(async () => {
    const result = await listPeople(calendar.id, {
      page: query.page,
      per_page: PER_PAGE,
      ...(query.search ? { search: query.search } : {}),
      ...(query.filter ? { filter: query.filter } : {}),
    });
    if (result.ok) setPeople(result.body);
    else setNotice({ kind: 'error', text: apiErrorText(result, lang) });
  }, [calendar.id, query, lang]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void listGroups().then((r) => r.ok && setGroups(r.body));
  }, []);

  /** Runs a change and says how it went, in the reader's language (the API's message is English). */
  const act = async (work: Promise<ApiFetchResult<unknown>>, done: string) => {
    const result = await work;
    setNotice(
      result.ok ? { kind: 'status', text: done } : { kind: 'error', text: apiErrorText(result, lang) },
    );
    if (result.ok) await load();
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    await act(
      invitePeople(
        calendar.id,
        groupId ? { group_id: Number(groupId), level } : { email: email.trim(), level },
      ),
      ts('org.invited'),
    );
    setEmail('');
  };

  const pages = people ? Math.max(1, Math.ceil(people.total / PER_PAGE)) : 1;
  return (
    <section className="card people-panel" aria-labelledby="people-heading">
      <h2 id="people-heading">{ts('sh.people.title')}</h2>
      {people && (
        <p className="muted">
          {ts('sh.people.owner', { name: people.owner.organization ?? people.owner.full_name })}
        </p>
      )}
      <form className="invite-form" onSubmit={invite}>
        <h3>{ts('sh.people.inviteTitle')}</h3>
        <label className="field">
          <span className="field-label">{ts('sh.people.email')}</span>
          <input
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            required={!groupId}
            disabled={Boolean(groupId)}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        {groups.length > 0 && (
          <label className="field">
            <span className="field-label">{ts('sh.people.group')}</span>
            <select value={groupId} onChange={(e) => setGroupId(e.target.value)}>
              <option value="">{ts('sh.people.noGroup')}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name} ({ts('sh.groups.count', { count: localizeDigits(g.emails.length, lang) })})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          <span className="field-label">{ts('sh.people.level')}</span>
          <select name="level" value={level} onChange={(e) => setLevel(e.target.value as ShareLevel)}>
            {SHARE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {ts(`sh.level.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="form-actions">
          <button type="submit" className="button">
            {ts('sh.people.send')}
          </button>
        </p>
      </form>
      <NoticeLine notice={notice} />
      <div className="people-tools">
        <label className="field">
          <span className="field-label">{ts('sh.people.search')}</span>
          <input
            type="search"
            value={query.search}
            onChange={(e) => setQuery({ ...query, page: 1, search: e.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">{ts('sh.people.filter')}</span>
          <select
            value={query.filter}
            onChange={(e) => setQuery({ ...query, page: 1, filter: e.target.value })}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === ''
                  ? ts('sh.people.all')
                  : f in LEVEL_KEYS
                    ? ts(LEVEL_KEYS[f as keyof typeof LEVEL_KEYS])
                    : ts(`sh.state.${f as 'pending'}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {people && people.data.length === 0 ? (
        <p className="empty-state">{ts('sh.people.empty')}</p>
      ) : (
        <ul className="plain-list people-list">
          {people?.data.map((p) => (
            <li key={p.share_id} className="person">
              <span className="person-who">
                <strong>{p.full_name ?? p.email}</strong>
                {p.full_name && <span className="muted"> {p.email}</span>}
                <span className="person-state">{ts(`sh.state.${p.state}`)}</span>
              </span>
              <span className="person-actions">
                {p.level !== 'subscriber' && (p.state === 'accepted' || p.state === 'pending') ? (
                  <select
                    aria-label={ts('sh.people.level')}
                    value={p.level}
                    onChange={(e) =>
                      void act(
                        changeShare(calendar.id, p.share_id, { level: e.target.value as ShareLevel }),
                        ts('sh.people.saved'),
                      )
                    }
                  >
                    {/* Short names in the list: the invitation form above explains each level. */}
                    {SHARE_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {ts(`sh.role.${l}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <span>{ts(`sh.level.${p.level}`)}</span>
                )}
                {p.state === 'pending' && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() =>
                      void act(
                        changeShare(calendar.id, p.share_id, { revoked: true }),
                        ts('sh.people.revoked'),
                      )
                    }
                  >
                    {ts('sh.people.revoke')}
                  </button>
                )}
                {p.state === 'accepted' && p.user_id && (
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => void act(removePerson(calendar.id, p.user_id!), ts('sh.people.removed'))}
                  >
                    {ts('sh.people.remove')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={query.page} pages={pages} onPage={(page) => setQuery({ ...query, page })} />
    </section>
  );
}

const LEVEL_KEYS = {
  viewer: 'sh.level.viewer',
  editor: 'sh.level.editor',
  manager: 'sh.level.manager',
  subscriber: 'sh.level.subscriber',
} as const;

/** A member's own view of a calendar shared with them: their level, their colour, leaving. */
export function MembershipPanel({ calendar, onChanged }: { calendar: UserCalendar; onChanged: () => void }) {
  const ts = useSharingT();
  const lang = useLang();
  const navigate = useNavigate();
  const [palette, setPalette] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    void fetchPalette().then(setPalette);
  }, []);
  const level = calendar.access && calendar.access !== 'owner' ? calendar.access : 'viewer';
  return (
    <section className="card membership-panel" aria-labelledby="membership-heading">
      <h2 id="membership-heading">{ts('sh.people.title')}</h2>
      <p>
        {ts('sh.people.sharedAs', {
          owner: calendar.organization_name ?? calendar.owner_name ?? '',
          level: ts(`sh.level.${level}`),
        })}
      </p>
      {calendar.share_id !== undefined && palette.length > 0 && (
        <ColourPicker
          name="member-colour"
          palette={palette}
          value={calendar.colour}
          onChange={async (colour) => {
            const result = await changeShare(calendar.id, calendar.share_id!, { colour });
            setNotice(
              result.ok
                ? { kind: 'status', text: ts('sh.people.saved') }
                : { kind: 'error', text: apiErrorText(result, lang) },
            );
            if (result.ok) onChanged();
          }}
        />
      )}
      <NoticeLine notice={notice} />
      {calendar.share_id !== undefined && (
        <p className="form-actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={async () => {
              const result = await removePerson(calendar.id, '-');
              if (result.ok) navigate('/my-calendars');
              else setNotice({ kind: 'error', text: apiErrorText(result, lang) });
            }}
          >
            {ts('sh.people.leave')}
          </button>
        </p>
      )}
    </section>
  );
}
