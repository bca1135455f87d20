import { localizeDigits, todayInKathmandu } from '@patro/calendar';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, type LinksFunction, type MetaFunction, NavLink, useLocation } from 'react-router';
import { fetchPalette, listCalendarEvents } from '../components/events/api';
import { ColourDot } from '../components/events/ColourDot';
import { ColourPicker } from '../components/events/ColourPicker';
import { EventForm } from '../components/events/EventForm';
import { SignedInOnly } from '../components/events/LoginPrompt';
import type { SeriesRecord } from '../components/events/types';
import {
  createOrganization,
  createOrganizationCalendar,
  generateQr,
  getOrganization,
  inviteToOrganization,
  listOrganizations,
  listSubscribers,
  type OrganizationCalendar,
  type OrganizationDetails,
  type OrganizationFields,
  type OrganizationSummary,
  publishCalendar,
  updateOrganization,
} from '../components/sharing/api';
import { EmailInviteForm, FormError, type Notice, NoticeLine, Pager } from '../components/sharing/parts';
import { useSharingT } from '../components/sharing/use-sharing-t';
import { translator } from '../i18n';
import { type SharingMessageKey, sharingTranslator } from '../i18n/sharing';
import { apiErrorText } from '../lib/api-error';
import { loadSessionModule } from '../lib/auth/store';
import { digits } from '../lib/calendar/format';
import { pageMeta, rootDataFrom } from '../lib/meta';
import { useLang } from '../lib/root-data';
import calendarCss from '../styles/calendar.css?url';
import myCalendarsCss from '../styles/my-calendars.css?url';
import sharingCss from '../styles/sharing.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: calendarCss },
  { rel: 'stylesheet', href: myCalendarsCss },
  { rel: 'stylesheet', href: sharingCss },
];

type Section = 'overview' | 'calendar' | 'subscriber';
const sectionOf = (path: string): Section =>
  path.startsWith('/organization/calendar')
    ? 'calendar'
    : path.startsWith('/organization/subscriber')
      ? 'subscriber'
      : 'overview';
const TITLES: Record<Section, SharingMessageKey> = {
  overview: 'org.title',
  calendar: 'org.calendarTitle',
  subscriber: 'org.subscriberTitle',
};

export const meta: MetaFunction = ({ matches, location }) => {
  const lang = rootDataFrom(matches)?.lang ?? 'np';
  const ts = sharingTranslator(lang);
  return pageMeta({
    matches,
    location,
    title: `${ts(TITLES[sectionOf(location.pathname)])} | ${translator(lang)('site.name')}`,
    description: ts('org.intro'),
    noindex: true,
  });
};

/** Spec §3 local storage `org_id`: the organisation last worked on. */
const ORG_KEY = 'org_id';

function OrganizationNav() {
  const ts = useSharingT();
  return (
    <nav className="mycal-nav" aria-label={ts('org.title')}>
      <NavLink to="/organization" end className="chip">
        {ts('org.title')}
      </NavLink>
      <NavLink to="/organization/calendar" className="chip">
        {ts('org.calendarTitle')}
      </NavLink>
      <NavLink to="/organization/subscriber" className="chip">
        {ts('org.subscriberTitle')}
      </NavLink>
    </nav>
  );
}

function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Create or edit an organisation: name, description, contact, logo. */
function OrganizationForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: OrganizationFields;
  submitLabel: string;
  onSubmit: (fields: OrganizationFields) => Promise<string | null>;
}) {
  const ts = useSharingT();
  const [fields, setFields] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(await onSubmit(fields));
  };
  const text = (key: keyof OrganizationFields, label: SharingMessageKey, type = 'text') => (
    <label className="field">
      <span className="field-label">{ts(label)}</span>
      <input
        type={type}
        name={key}
        value={(fields[key] as string | null) ?? ''}
        required={key === 'name'}
        onChange={(e) => setFields({ ...fields, [key]: e.target.value || (key === 'name' ? '' : null) })}
      />
    </label>
  );
  return (
    <form className="org-form" onSubmit={submit}>
      {text('name', 'org.name')}
      {text('contact_email', 'org.contactEmail', 'email')}
      {text('contact_phone', 'org.contactPhone', 'tel')}
      <label className="field">
        <span className="field-label">{ts('org.logo')}</span>
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (file) setFields({ ...fields, logo: await readFileAsDataUrl(file) });
          }}
        />
      </label>
      <label className="field field--wide">
        <span className="field-label">{ts('org.description')}</span>
        <textarea
          value={fields.description}
          onChange={(e) => setFields({ ...fields, description: e.target.value })}
        />
      </label>
      <FormError error={error} />
      <p className="form-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </p>
    </form>
  );
}

/** The organisation being worked on, the list to choose from, and a reload. */
function useOrganization() {
  const lang = useLang();
  const [list, setList] = useState<OrganizationSummary[] | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [details, setDetails] = useState<OrganizationDetails | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A string, not `t` (a new function each render), so the loads run once per change.

  const loadList = useCallback(async () => {
    const result = await listOrganizations();
    if (!result.ok) {
      setError(apiErrorText(result, lang));
      return;
    }
    setList(result.body);
    const stored = localStorage.getItem(ORG_KEY);
    const pick = result.body.find((o) => o.id === stored)?.id ?? result.body[0]?.id ?? null;
    setChosen(pick);
  }, [lang]);

  const loadDetails = useCallback(async () => {
    if (!chosen) {
      setDetails(null);
      return;
    }
    localStorage.setItem(ORG_KEY, chosen);
    const result = await getOrganization(chosen, lang);
    if (result.ok) setDetails(result.body);
    else setError(apiErrorText(result, lang));
  }, [chosen, lang]);

  useEffect(() => {
    void loadList();
  }, [loadList]);
  useEffect(() => {
    void loadDetails();
  }, [loadDetails]);
  return { list, chosen, setChosen, details, error, reload: loadDetails, reloadList: loadList };
}

function OrganizationHeader({ details }: { details: OrganizationDetails }) {
  const org = details.organization;
  return (
    <div className="org-head">
      {org.logo_url && <img className="org-logo" src={org.logo_url} alt="" width={64} height={64} />}
      <div>
        <h2>{org.name}</h2>
        {org.description && <p className="muted">{org.description}</p>}
      </div>
    </div>
  );
}

function Overview({ state }: { state: ReturnType<typeof useOrganization> }) {
  const ts = useSharingT();
  const lang = useLang();
  const { details } = state;
  if (!details) return null;
  const org = details.organization;
  return (
    <>
      <OrganizationHeader details={details} />
      <section className="card" aria-labelledby="org-calendars-heading">
        <h2 id="org-calendars-heading">{ts('org.calendars')}</h2>
        {details.calendars.length === 0 ? (
          <p className="empty-state">{ts('org.noCalendars')}</p>
        ) : (
          <ul className="plain-list org-list">
            {details.calendars.map((c) => (
              <li key={c.id}>
                <Link to={`/my-calendars/details/${c.id}`} className="calendar-name">
                  <ColourDot colour={c.colour} /> {c.name}
                </Link>
                <span className="muted">
                  {ts(c.is_public ? 'org.public' : 'org.private')} ·{' '}
                  {ts('org.subscriberCount', { count: localizeDigits(c.subscriber_count, lang) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="org-members-heading">
        <h2 id="org-members-heading">{ts('org.members')}</h2>
        <ul className="plain-list org-list">
          {details.members.map((m) => (
            <li key={m.user_id}>
              <span>
                <strong>{m.full_name}</strong> <span className="muted">{m.email}</span>
              </span>
              <span>{ts(`sh.level.${m.role}`)}</span>
            </li>
          ))}
        </ul>
        {org.role === 'owner' && (
          <EmailInviteForm
            id="org-invite-moderator"
            title={ts('org.inviteModerator')}
            invite={async (email) => {
              const result = await inviteToOrganization(org.id, { email, role: 'moderator' });
              if (!result.ok) return { kind: 'error', text: apiErrorText(result, lang) };
              await state.reload();
              return { kind: 'status', text: ts('org.invited') };
            }}
          />
        )}
      </section>
      {details.invitations.length > 0 && (
        <section className="card" aria-labelledby="org-invitations-heading">
          <h2 id="org-invitations-heading">{ts('org.invitations')}</h2>
          <ul className="plain-list org-list">
            {details.invitations.map((i) => (
              <li key={i.id}>
                <span>{i.email}</span>
                <span className="muted">
                  {ts(`sh.level.${i.role}`)} · {ts(`sh.state.${i.state as 'pending'}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {org.role === 'owner' && (
        <section className="card" aria-labelledby="org-edit-heading">
          <h2 id="org-edit-heading">{ts('org.save')}</h2>
          <OrganizationForm
            key={org.id}
            initial={{
              name: org.name,
              description: org.description,
              contact_email: org.contact_email,
              contact_phone: org.contact_phone,
            }}
            submitLabel={ts('org.save')}
            onSubmit={async (fields) => {
              const result = await updateOrganization(org.id, fields);
              if (!result.ok) return apiErrorText(result, lang);
              await state.reload();
              return null;
            }}
          />
        </section>
      )}
    </>
  );
}

/** One calendar of the organisation: publish, its link and QR code, its events, add an event. */
function CalendarCard({
  calendar,
  onChanged,
}: {
  calendar: OrganizationCalendar;
  onChanged: () => Promise<void>;
}) {
  const ts = useSharingT();
  const lang = useLang();
  const [notice, setNotice] = useState<Notice>(null);
  const [qr, setQr] = useState<{ svg: string; png: string } | null>(null);
  const [events, setEvents] = useState<SeriesRecord[] | null>(null);
  const [adding, setAdding] = useState(false);
  const today = useMemo(() => todayInKathmandu(Date.now()).bs, []);

  const loadEvents = useCallback(async () => {
    const result = await listCalendarEvents(calendar.id);
    setEvents(result.ok ? result.body : []);
  }, [calendar.id]);
  useEffect(() => {
    void loadEvents();
  }, [loadEvents]);

  const publish = async (isPublic: boolean, regenerate = false) => {
    const result = await publishCalendar(calendar.id, isPublic, regenerate);
    setNotice(
      result.ok
        ? { kind: 'status', text: result.body.message }
        : { kind: 'error', text: apiErrorText(result, lang) },
    );
    setQr(null);
    await onChanged();
  };
  const showQr = async () => {
    if (!calendar.public_url) return;
    const result = await generateQr(calendar.id, calendar.public_url);
    if (result.ok) setQr({ svg: result.body.svg, png: result.body.png });
    else setNotice({ kind: 'error', text: apiErrorText(result, lang) });
  };
  return (
    <li className="card org-calendar">
      <div className="org-calendar-head">
        <Link to={`/my-calendars/details/${calendar.id}`} className="calendar-name">
          <ColourDot colour={calendar.colour} size={14} /> <strong>{calendar.name}</strong>
        </Link>
        <span className="muted">
          {ts(calendar.is_public ? 'org.public' : 'org.private')} ·{' '}
          {ts('org.subscriberCount', { count: localizeDigits(calendar.subscriber_count, lang) })}
        </span>
      </div>
      <p className="form-actions">
        {calendar.is_public ? (
          <>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => void publish(false)}
            >
              {ts('org.unpublish')}
            </button>
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => void publish(true, true)}
            >
              {ts('org.regenerate')}
            </button>
            <button type="button" className="button button--small" onClick={() => void showQr()}>
              {ts('org.qr')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--small" onClick={() => void publish(true)}>
            {ts('org.publish')}
          </button>
        )}
      </p>
      {calendar.public_url && (
        <p className="public-link">
          {ts('org.publicLink')}: <a href={calendar.public_url}>{calendar.public_url}</a>
        </p>
      )}
      {qr && (
        <figure className="qr-card">
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`} alt={ts('org.qr')} />
          <figcaption className="form-actions">
            {/* The API's PNG: names shaped by HarfBuzz, the same in every browser (ADR 116). */}
            <a className="button button--small" download={`${calendar.name}-qr.png`} href={qr.png}>
              {ts('org.downloadPng')}
            </a>
            <a
              className="button button--small button--ghost"
              download={`${calendar.name}-qr.svg`}
              href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            >
              {ts('org.downloadSvg')}
            </a>
          </figcaption>
        </figure>
      )}
      <NoticeLine notice={notice} />
      <h3>{ts('org.events')}</h3>
      {events && events.length === 0 ? (
        <p className="empty-state">{ts('org.noEvents')}</p>
      ) : (
        <ul className="plain-list series-list">
          {events?.map((e) => (
            <li key={e.id}>
              <strong>{e.title}</strong>{' '}
              <span className="muted">
                {digits(e.date, lang)} ({e.base})
              </span>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <EventForm
          base="BS"
          date={today}
          calendarId={calendar.id}
          onCancel={() => setAdding(false)}
          onDone={(message) => {
            setAdding(false);
            setNotice({ kind: 'status', text: message });
            void loadEvents();
          }}
        />
      ) : (
        <p className="form-actions">
          <button type="button" className="button button--small" onClick={() => setAdding(true)}>
            {ts('org.addEvent')}
          </button>
        </p>
      )}
    </li>
  );
}

function Calendars({ state }: { state: ReturnType<typeof useOrganization> }) {
  const ts = useSharingT();
  const lang = useLang();
  const [palette, setPalette] = useState<string[]>([]);
  const [name, setName] = useState('');
  const [colour, setColour] = useState('#1976d2');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void fetchPalette().then((p) => {
      setPalette(p);
      setColour(p[0] ?? '#1976d2');
    });
  }, []);
  const { details } = state;
  if (!details) return null;
  return (
    <>
      <OrganizationHeader details={details} />
      {details.calendars.length === 0 ? (
        <p className="empty-state">{ts('org.noCalendars')}</p>
      ) : (
        <ul className="plain-list">
          {details.calendars.map((c) => (
            <CalendarCard key={c.id} calendar={c} onChanged={state.reload} />
          ))}
        </ul>
      )}
      <section className="card" aria-labelledby="org-new-calendar">
        <h2 id="org-new-calendar">{ts('org.newCalendar')}</h2>
        <form
          className="org-form"
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await createOrganizationCalendar(details.organization.id, {
              name: name.trim(),
              colour,
            });
            if (!result.ok) {
              setError(apiErrorText(result, lang));
              return;
            }
            setError(null);
            setName('');
            await state.reload();
          }}
        >
          <label className="field">
            <span className="field-label">{ts('org.calendarName')}</span>
            <input required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          {palette.length > 0 && (
            <div className="field--wide">
              <ColourPicker name="org-colour" palette={palette} value={colour} onChange={setColour} />
            </div>
          )}
          <FormError error={error} />
          <p className="form-actions">
            <button type="submit" className="button">
              {ts('org.addCalendar')}
            </button>
          </p>
        </form>
      </section>
    </>
  );
}

function Subscribers({ state }: { state: ReturnType<typeof useOrganization> }) {
  const ts = useSharingT();
  const lang = useLang();
  const { details } = state;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<{
    data: { user_id: string; email: string; full_name: string; calendar_ids: number[] }[];
    total: number;
  } | null>(null);
  const orgId = details?.organization.id;
  const load = useCallback(async () => {
    if (!orgId) return;
    const result = await listSubscribers(orgId, { page, per_page: 20, ...(search ? { search } : {}) });
    if (result.ok) setRows(result.body);
  }, [orgId, page, search]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!details) return null;
  const names = new Map(details.calendars.map((c) => [c.id, c.name]));
  const pages = rows ? Math.max(1, Math.ceil(rows.total / 20)) : 1;
  return (
    <>
      <OrganizationHeader details={details} />
      <section className="card" aria-labelledby="org-invite-sub">
        <EmailInviteForm
          id="org-invite-sub"
          title={ts('org.inviteSubscriber')}
          invite={async (email) => {
            const result = await inviteToOrganization(details.organization.id, { email, role: 'subscriber' });
            return result.ok
              ? { kind: 'status', text: ts('org.invited') }
              : { kind: 'error', text: apiErrorText(result, lang) };
          }}
        />
      </section>
      <section className="card" aria-labelledby="org-subs-heading">
        <h2 id="org-subs-heading">{ts('org.subscriberTitle')}</h2>
        <label className="field">
          <span className="field-label">{ts('sh.people.search')}</span>
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setPage(1);
              setSearch(e.target.value);
            }}
          />
        </label>
        {rows && rows.data.length === 0 ? (
          <p className="empty-state">{ts('org.noSubscribers')}</p>
        ) : (
          <ul className="plain-list people-list">
            {rows?.data.map((s) => (
              <li key={s.user_id} className="person">
                <span className="person-who">
                  <strong>{s.full_name}</strong> <span className="muted">{s.email}</span>
                </span>
                <span className="muted">
                  {ts('org.follows', {
                    calendars: s.calendar_ids.map((id) => names.get(id) ?? '').join(', '),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} onPage={setPage} />
      </section>
    </>
  );
}

function OrganizationArea({ section }: { section: Section }) {
  const ts = useSharingT();
  const lang = useLang();
  const state = useOrganization();
  const { list, chosen, setChosen, error } = state;
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (list === null) return <p className="muted">{ts('sh.invite.loading')}</p>;
  const create: ReactNode = (
    <section className="card" aria-labelledby="org-create-heading">
      <h2 id="org-create-heading">{ts('org.createTitle')}</h2>
      <OrganizationForm
        initial={{ name: '', description: '', contact_email: null, contact_phone: null }}
        submitLabel={ts('org.create')}
        onSubmit={async (fields) => {
          const result = await createOrganization(fields);
          if (!result.ok) return apiErrorText(result, lang);
          localStorage.setItem(ORG_KEY, result.body.organization.id);
          await state.reloadList();
          void loadSessionModule().then((s) => s.refreshUser());
          return null;
        }}
      />
    </section>
  );
  if (list.length === 0)
    return (
      <>
        <p className="empty-state">{ts('org.none')}</p>
        {create}
      </>
    );
  return (
    <>
      {list.length > 1 && (
        <label className="field">
          <span className="field-label">{ts('org.choose')}</span>
          <select value={chosen ?? ''} onChange={(e) => setChosen(e.target.value)}>
            {list.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {section === 'overview' && <Overview state={state} />}
      {section === 'calendar' && <Calendars state={state} />}
      {section === 'subscriber' && <Subscribers state={state} />}
      {section === 'overview' && create}
    </>
  );
}

/** /organization, /organization/calendar and /organization/subscriber: private screens of the organisation area. */
/** The organisation area hides the site's top bar, header, footer and mobile menu (spec §2; ADR 193). */
export const handle = { hideChrome: true };

export default function OrganizationPage() {
  const ts = useSharingT();
  const section = sectionOf(useLocation().pathname);
  return (
    <div className="page my-calendars sharing-page">
      <h1>{ts(TITLES[section])}</h1>
      <OrganizationNav />
      <p className="muted">{ts('org.intro')}</p>
      <SignedInOnly>
        <OrganizationArea section={section} />
      </SignedInOnly>
    </div>
  );
}
