/**
 * Calls of shared calendars, user groups and organisations (spec §7 `/api/v1/calendars/{id}/…`,
 * `/calendar/publish`; ADR 110–117) through the session's `apiFetch`. Loaded only by private screens.
 */
import type {
  ShareLevel,
  UserCalendarsResponse,
  WireCalendarPeople,
  WireInvitationPreview,
  WireOrganization,
  WireOwnedCalendar,
  WireUserGroup,
} from '@patro/contracts';
import type { Lang } from '../../i18n';
import { apiFetch } from '../../lib/auth/session';

type Message = { message: string };

export function previewInvitation(kind: 'calendar' | 'organization', token: string) {
  return apiFetch<WireInvitationPreview>('/api/v1/invitations/preview', {
    method: 'POST',
    body: { kind, token },
  });
}

export function answerCalendarInvitation(calendarId: number, token: string, accept: boolean) {
  return apiFetch<Message & { calendar_id: number }>(
    `/api/v1/calendars/${calendarId}/users/-/accept-invitation`,
    {
      method: 'POST',
      body: { token, accept },
    },
  );
}

export function answerOrganizationInvitation(token: string, accept: boolean) {
  return apiFetch<Message & { organization_id: string }>('/api/v1/organizations/-/accept-invitation', {
    method: 'POST',
    body: { token, accept },
  });
}

export async function listSharedCalendars(lang: Lang) {
  const result = await apiFetch<UserCalendarsResponse>('/users/calendars', { query: { lang } });
  return result.ok ? { ...result, body: result.body.data.shared_calendars } : result;
}

export function invitePeople(
  calendarId: number,
  body: { email?: string; group_id?: number; level: ShareLevel },
) {
  return apiFetch<Message>(`/api/v1/calendars/${calendarId}/users/-/invite`, { method: 'POST', body });
}

export function listPeople(
  calendarId: number,
  query: { page: number; per_page: number; search?: string; filter?: string },
) {
  return apiFetch<WireCalendarPeople>(`/api/v1/calendars/${calendarId}/users`, { query });
}

export function changeShare(
  calendarId: number,
  shareId: number,
  body: { level?: ShareLevel; revoked?: true; colour?: string | null; display?: 0 | 1 },
) {
  return apiFetch<Message>(`/api/v1/calendars/${calendarId}/share/${shareId}`, { method: 'PUT', body });
}

/** Removes someone (by user id), or leaves with `-`. */
export function removePerson(calendarId: number, userId: string) {
  return apiFetch<Message>(`/api/v1/calendars/${calendarId}/users/${userId}/delete`, { method: 'DELETE' });
}

export async function listGroups() {
  const result = await apiFetch<{ data: WireUserGroup[] }>('/api/v1/user-groups');
  return result.ok ? { ...result, body: result.body.data } : result;
}

export function saveGroup(id: number | null, body: { name: string; emails: string[] }) {
  return id === null
    ? apiFetch<Message>('/api/v1/user-groups', { method: 'POST', body })
    : apiFetch<Message>(`/api/v1/user-groups/${id}`, { method: 'PUT', body });
}

export function deleteGroup(id: number) {
  return apiFetch<Message>(`/api/v1/user-groups/${id}`, { method: 'DELETE' });
}

export interface OrganizationSummary {
  id: string;
  name: string;
  role: 'owner' | 'moderator';
  moderator: 0 | 1;
}

export type OrganizationCalendar = WireOwnedCalendar & {
  public_url: string | null;
  subscriber_count: number;
};

export interface OrganizationDetails {
  organization: WireOrganization;
  calendars: OrganizationCalendar[];
  members: { user_id: string; email: string; full_name: string; role: 'owner' | 'moderator' }[];
  invitations: {
    id: number;
    email: string;
    role: 'moderator' | 'subscriber';
    state: string;
    invited_at: string;
  }[];
}

export async function listOrganizations() {
  const result = await apiFetch<{ data: OrganizationSummary[] }>('/api/v1/organizations');
  return result.ok ? { ...result, body: result.body.data } : result;
}

export function getOrganization(id: string, lang: Lang) {
  return apiFetch<OrganizationDetails>(`/api/v1/organizations/${id}`, { query: { lang } });
}

export interface OrganizationFields {
  name: string;
  description: string;
  contact_email: string | null;
  contact_phone: string | null;
  logo?: string | null;
}

export function createOrganization(body: OrganizationFields) {
  return apiFetch<Message & { organization: WireOrganization }>('/api/v1/organizations', {
    method: 'POST',
    body,
  });
}

export function updateOrganization(id: string, body: Partial<OrganizationFields>) {
  return apiFetch<Message & { organization: WireOrganization }>(`/api/v1/organizations/${id}`, {
    method: 'PUT',
    body,
  });
}

export function createOrganizationCalendar(orgId: string, body: { name: string; colour: string }) {
  return apiFetch<Message & { calendar: WireOwnedCalendar }>(`/api/v1/organizations/${orgId}/calendars`, {
    method: 'POST',
    body,
  });
}

export function inviteToOrganization(
  orgId: string,
  body: { email: string; role: 'moderator' | 'subscriber' },
) {
  return apiFetch<Message>(`/api/v1/organizations/${orgId}/invite`, { method: 'POST', body });
}

export function listSubscribers(orgId: string, query: { page: number; per_page: number; search?: string }) {
  return apiFetch<{
    data: { user_id: string; email: string; full_name: string; calendar_ids: number[] }[];
    total: number;
    page: number;
    per_page: number;
  }>(`/api/v1/organizations/${orgId}/subscribers`, { query });
}

export function publishCalendar(calendarId: number, isPublic: boolean, regenerate = false) {
  return apiFetch<Message & { public_url: string | null }>('/calendar/publish', {
    method: 'POST',
    body: { calendar_id: calendarId, is_public: isPublic ? 1 : 0, regenerate },
  });
}

export function generateQr(calendarId: number, url: string) {
  return apiFetch<{ url: string; svg: string; png: string }>(`/api/v1/calendars/${calendarId}/generate-qr`, {
    method: 'POST',
    query: { url },
    body: {},
  });
}

/** Subscribes with the public link's token, the proof of holding the current link (ADR 115). */
export function subscribeToCalendar(calendarId: number, publicToken: string) {
  return apiFetch<Message>(`/api/v1/calendars/${calendarId}/subscribe`, {
    method: 'POST',
    body: { public_token: publicToken },
  });
}
