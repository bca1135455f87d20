/**
 * Organisations (ADR 113): their details and logo, members (owner, moderator), calendars,
 * invitations (moderators and subscribers, verified at `/invite/organization`), publishing
 * (`POST /calendar/publish`), the public read by token, subscriptions and the QR code.
 */

import { randomUUID } from 'node:crypto';
import { jdnToBs, jdnToGregorian, type Lang, todayInKathmandu } from '@patro/calendar';
import type {
  organizationBody,
  organizationInviteBody,
  publishBody,
  updateOrganizationBody,
  WireEvent,
  WireInvitationPreview,
  WireOrganization,
} from '@patro/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { calendars } from '../../db/schema.js';
import { badField, conflict, forbidden, gone, notFound } from '../../http/errors.js';
import { findCalendarAccess, requireCalendar } from '../../policy/calendars.js';
import { requireOrganization } from '../../policy/organizations.js';
import { checkImage, type ImageRules } from '../../security/images.js';
import { enforceRateLimits } from '../../security/rate-limit.js';
import { hashToken, newIcalToken, newOpaqueToken } from '../../security/tokens.js';
import { monthRange, parseBaseDate, YEAR_RANGE } from '../calendar/range.js';
import { type CalendarRow, findSeriesOfCalendars } from '../calendar/repository.js';
import { iso } from '../calendar/service.js';
import { toWireOccurrence } from '../events/mapping.js';
import { indexOverrides, occurrencesInRange } from '../events/occurrences.js';
import { findOverrides } from '../events/repository.js';
import { insertCalendar, updateCalendarRow } from '../personal-calendars/repository.js';
import { assertPaletteColour } from '../personal-calendars/service.js';
import { findShareOfUser, upsertShare } from '../sharing/repository.js';
import {
  checkInvitationLimits,
  INVITATION_TTL_MS,
  invitationRateLimit,
  LIMITS,
  type SharingContext,
} from '../sharing/service.js';
import {
  addMember,
  countOwnedOrganizations,
  deleteOrganizationRow,
  findCalendarByPublicToken,
  findMembership,
  findOrganization,
  findOrganizationCalendars,
  findOrganizationInvitationByHash,
  insertOrganization,
  type OrganizationRole,
  type OrganizationRow,
  removeMember,
  updateOrganizationInvitation,
  updateOrganizationRow,
  upsertOrganizationInvitation,
} from './repository.js';

export interface OrganizationContext extends SharingContext {
  /** The API's public address, for logo and feed URLs. */
  publicUrl: string;
}

export function logoUrl(ctx: { publicUrl: string }, org: OrganizationRow): string | null {
  // The update time in the URL lets the logo be cached for a year and still change at once.
  return org.logo
    ? `${ctx.publicUrl}/api/v1/organizations/${org.id}/logo?v=${org.updatedAt.getTime()}`
    : null;
}

export function toWireOrganization(
  ctx: { publicUrl: string },
  org: OrganizationRow,
  role?: OrganizationRole,
): WireOrganization {
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    contact_email: org.contactEmail,
    contact_phone: org.contactPhone,
    logo_url: logoUrl(ctx, org),
    ...(role ? { role } : {}),
  };
}

/** A logo as the pages draw it: at most 200 KB and 1024 px a side, PNG, JPEG or WebP by its bytes. */
const LOGO_RULES: ImageRules = {
  field: 'logo',
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 200 * 1024,
  maxSide: 1024,
};

async function logoColumns(logo: string | null | undefined) {
  if (logo === undefined) return {};
  if (logo === null) return { logo: null, logoType: null };
  const [, declared, data] = /^data:(image\/[a-z]+);base64,(.*)$/.exec(logo)!;
  const logoType = await checkImage(Buffer.from(data!, 'base64'), declared!, LOGO_RULES);
  return { logo: data!, logoType };
}

export async function createOrganization(
  db: Db,
  userId: string,
  input: z.output<typeof organizationBody>,
): Promise<OrganizationRow> {
  if ((await countOwnedOrganizations(db, userId)) >= LIMITS.organizationsPerUser) {
    throw conflict('organizations_limit_reached', { limit: LIMITS.organizationsPerUser });
  }
  return insertOrganization(
    db,
    {
      id: randomUUID(),
      name: input.name,
      description: input.description,
      contactEmail: input.contact_email ?? null,
      contactPhone: input.contact_phone ?? null,
      ...(await logoColumns(input.logo)),
    },
    userId,
  );
}

export async function updateOrganization(
  db: Db,
  userId: string,
  orgId: string,
  input: z.output<typeof updateOrganizationBody>,
): Promise<OrganizationRow> {
  await requireOrganization(db, userId, orgId, 'organization.update');
  return updateOrganizationRow(db, orgId, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.contact_email !== undefined ? { contactEmail: input.contact_email } : {}),
    ...(input.contact_phone !== undefined ? { contactPhone: input.contact_phone } : {}),
    ...(await logoColumns(input.logo)),
  });
}

export async function deleteOrganization(db: Db, userId: string, orgId: string): Promise<void> {
  await requireOrganization(db, userId, orgId, 'organization.delete');
  await deleteOrganizationRow(db, orgId);
}

/** A new organisation calendar: modifiable by its moderators, private until published. */
export async function createOrganizationCalendar(
  db: Db,
  userId: string,
  orgId: string,
  input: { name: string; colour: string },
): Promise<CalendarRow> {
  await requireOrganization(db, userId, orgId, 'organization.calendars.manage');
  const colour = await assertPaletteColour(db, input.colour);
  const existing = await findOrganizationCalendars(db, orgId);
  if (existing.length >= LIMITS.calendarsPerOrganization) {
    throw conflict('organization_calendars_limit_reached', { limit: LIMITS.calendarsPerOrganization });
  }
  return insertCalendar(db, {
    nameNp: input.name,
    nameEn: input.name,
    colour,
    display: true,
    priority: existing.length === 0 ? 0 : Math.max(...existing.map((c) => c.priority)) + 1,
    ownerUserId: null,
    orgId,
    isModifiable: true,
    icalToken: newIcalToken(),
  });
}

/** Removes a member; the owner removes anyone but themself, a moderator may leave. */
export async function removeOrganizationMember(
  db: Db,
  userId: string,
  orgId: string,
  target: string,
): Promise<void> {
  const self = target === '-' || target === userId;
  // Any member may leave; removing someone else is the owner's.
  const { role } = await requireOrganization(
    db,
    userId,
    orgId,
    self ? 'organization.read' : 'organization.members.remove',
  );
  if (self && role === 'owner') throw conflict('organization_owner_cannot_leave');
  const targetId = self ? userId : target;
  if ((await findMembership(db, orgId, targetId)) === null) throw notFound('member_not_found');
  await removeMember(db, orgId, targetId);
}

/**
 * Mails an invitation to run (moderator; owner only) or follow (subscriber) the organisation.
 * The link's token rides in the fragment, so it never reaches a server log.
 */
export async function inviteToOrganization(
  ctx: OrganizationContext,
  userId: string,
  orgId: string,
  input: z.output<typeof organizationInviteBody>,
) {
  const { org } = await requireOrganization(
    ctx.db,
    userId,
    orgId,
    input.role === 'moderator' ? 'organization.moderators.invite' : 'organization.subscribers.invite',
  );
  await checkInvitationLimits(ctx, userId, 1);
  const token = newOpaqueToken();
  const now = ctx.now();
  const row = await upsertOrganizationInvitation(ctx.db, {
    orgId,
    email: input.email,
    role: input.role,
    state: 'pending',
    tokenHash: hashToken(token),
    expiresAt: new Date(now + INVITATION_TTL_MS),
    invitedBy: userId,
    invitedAt: new Date(now),
    respondedAt: null,
  });
  const link = `${ctx.webOrigin}/invite/organization#organization=${orgId}&token=${token}`;
  const what =
    input.role === 'moderator'
      ? 'help run its calendars as a moderator'
      : 'follow its calendars: their events will appear in your Patro calendar';
  await ctx.mailer.send({
    to: input.email,
    subject: `${org.name} invites you on Patro`,
    text:
      `${org.name} invited you to ${what}.\n\nOpen this link to accept or decline. Sign in, or sign up, with ` +
      `this address (${input.email}); the link works once and ends in 14 days.\n\n${link}`,
    links: [link],
  });
  return row;
}

async function pendingOrganizationInvitation(ctx: SharingContext, token: string) {
  const invitation = await findOrganizationInvitationByHash(ctx.db, hashToken(token));
  if (invitation?.state !== 'pending') {
    throw notFound('invitation_invalid');
  }
  if (invitation.expiresAt.getTime() <= ctx.now()) {
    throw gone('invitation_expired');
  }
  return invitation;
}

export async function previewOrganizationInvitation(
  ctx: SharingContext,
  token: string,
): Promise<WireInvitationPreview> {
  const invitation = await findOrganizationInvitationByHash(ctx.db, hashToken(token));
  if (!invitation || invitation.state === 'revoked') {
    throw notFound('invitation_invalid');
  }
  const org = (await findOrganization(ctx.db, invitation.orgId))!;
  const expired = invitation.state === 'pending' && invitation.expiresAt.getTime() <= ctx.now();
  return {
    kind: 'organization',
    email: invitation.email,
    state: expired ? 'expired' : invitation.state,
    level: invitation.role,
    calendar_id: null,
    calendar_name: null,
    organization: { id: org.id, name: org.name, has_logo: org.logo !== null },
    invited_by: org.name,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

/**
 * The invitee answers. A moderator joins the organisation; a subscriber follows each of its
 * published calendars. Only the invited address may answer; the token then stops working.
 */
export async function respondToOrganizationInvitation(
  ctx: OrganizationContext,
  user: { id: string; email: string },
  input: { token: string; accept: boolean },
) {
  await enforceRateLimits(ctx.db, [invitationRateLimit('accept', user.id)], ctx.now());
  const invitation = await pendingOrganizationInvitation(ctx, input.token);
  if (invitation.email !== user.email.toLowerCase()) {
    throw forbidden('invitation_other_address');
  }
  const respondedAt = new Date(ctx.now());
  await updateOrganizationInvitation(ctx.db, invitation.id, {
    state: input.accept ? 'accepted' : 'declined',
    tokenHash: null,
    respondedAt,
  });
  if (input.accept) {
    if (invitation.role === 'moderator') await addMember(ctx.db, invitation.orgId, user.id, 'moderator');
    else {
      for (const calendar of await findOrganizationCalendars(ctx.db, invitation.orgId)) {
        if (calendar.isPublic) await subscribeRow(ctx.db, user, calendar.id);
      }
    }
  }
  return { orgId: invitation.orgId, role: invitation.role, accepted: input.accept };
}

async function subscribeRow(db: Db, user: { id: string; email: string }, calendarId: number) {
  const existing = await findShareOfUser(db, calendarId, user.id);
  if (existing?.state === 'accepted') return existing;
  return upsertShare(db, {
    calendarId,
    email: user.email.toLowerCase(),
    userId: user.id,
    level: 'subscriber',
    state: 'accepted',
    tokenHash: null,
    expiresAt: null,
    respondedAt: new Date(),
    icalToken: newIcalToken(),
  });
}

/**
 * `POST /api/v1/calendars/{id}/subscribe`: follow a published calendar (its events join your month
 * and feed). The body carries the link's current public token: after unpublishing or a new link,
 * someone who kept only the old link (or guesses ids) cannot subscribe; existing subscribers stay
 * (ADR 115).
 */
export async function subscribe(
  ctx: SharingContext,
  user: { id: string; email: string },
  calendarId: number,
  publicToken: string,
) {
  await enforceRateLimits(ctx.db, [invitationRateLimit('subscribe', user.id)], ctx.now());
  const calendar = await publishedCalendarById(ctx.db, calendarId, publicToken);
  const access = await findCalendarAccess(ctx.db, user.id, calendarId);
  if (access && access.role !== 'subscriber') {
    throw conflict('already_subscribed');
  }
  if (!access) await subscribeRow(ctx.db, user, calendarId);
  return calendar;
}

/** The published calendar whose public link carries `publicToken`, else 404 (as for a stale link). */
async function publishedCalendarById(db: Db, calendarId: number, publicToken: string): Promise<CalendarRow> {
  const [calendar] = await db
    .select()
    .from(calendars)
    .where(and(eq(calendars.id, calendarId), eq(calendars.publicToken, publicToken)))
    .limit(1);
  if (!calendar?.isPublic) throw notFound('calendar_not_found');
  return calendar;
}

/**
 * `POST /calendar/publish`: makes an organisation calendar public with a fresh public token, or
 * private again. Unpublishing, or `regenerate`, ends the old link at once.
 */
export async function publish(
  db: Db,
  userId: string,
  input: z.output<typeof publishBody>,
): Promise<CalendarRow> {
  const { calendar } = await requireCalendar(db, userId, input.calendar_id, 'calendar.administer');
  if (!calendar.orgId) {
    throw badField(
      'body',
      'calendar_id',
      'only an organisation’s calendars can be published; share a personal one instead',
    );
  }
  if (!input.is_public) return updateCalendarRow(db, calendar.id, { isPublic: false, publicToken: null });
  const token = calendar.publicToken && !input.regenerate ? calendar.publicToken : newIcalToken();
  return updateCalendarRow(db, calendar.id, { isPublic: true, publicToken: token });
}

/** A month as the public page asks for it; missing year and month mean today's (Kathmandu). */
export interface MonthQuery {
  calendar_type: 'BS' | 'AD';
  year?: number;
  month?: number;
  lang: Lang;
}

/** The month's first and last JDN with its year and month, or a 400 naming the field. */
export function resolveMonth(q: MonthQuery, nowMs: number) {
  const today = todayInKathmandu(nowMs);
  const current = q.calendar_type === 'BS' ? today.bs : today.ad;
  const year = q.year ?? current.year;
  const month = q.month ?? (q.year === undefined ? current.month : 1);
  const range = YEAR_RANGE[q.calendar_type];
  if (year < range.min || year > range.max) {
    throw badField(
      'querystring',
      'year',
      `the ${q.calendar_type} year must be within ${range.min}–${range.max}`,
    );
  }
  return { year, month, ...monthRange(year, month, q.calendar_type) };
}

type EventsByDay = Record<number, Record<number, Record<number, WireEvent[]>>>;

/** The calendar's occurrences in [first, last] as read-only event records keyed year → month → day of `base`. */
export async function eventsOfCalendar(
  db: Db,
  calendar: CalendarRow,
  first: number,
  last: number,
  base: 'BS' | 'AD',
  lang: Lang,
): Promise<{ byDay: EventsByDay; list: WireEvent[] }> {
  const series = await findSeriesOfCalendars(db, [calendar.id]);
  const overrides = indexOverrides(
    await findOverrides(
      db,
      series.map((s) => s.id),
    ),
  );
  const byDay: EventsByDay = {};
  const list: WireEvent[] = [];
  for (const o of occurrencesInRange(series, overrides, first, last)) {
    const event = toWireOccurrence(o, lang, false);
    list.push(event);
    const date = base === 'BS' ? jdnToBs(o.jdn) : jdnToGregorian(o.jdn);
    const months = byDay[date.year] ?? {};
    byDay[date.year] = months;
    const days = months[date.month] ?? {};
    months[date.month] = days;
    days[date.day] = [...(days[date.day] ?? []), event];
  }
  return { byDay, list };
}

/** The published calendar of a public token, with its organisation; 404 once unpublished or regenerated. */
export async function publicCalendar(db: Db, token: string) {
  const calendar = await findCalendarByPublicToken(db, token);
  const org = calendar?.orgId ? await findOrganization(db, calendar.orgId) : undefined;
  if (!calendar || !org) throw notFound('public_link_invalid');
  return { calendar, org };
}

/** `GET /api/v1/calendars/{id}/events?bs=|ad=`: one day (or with `range=month` its month) of a calendar you read. */
export async function calendarEventsOn(
  db: Db,
  userId: string,
  calendarId: number,
  q: { bs?: string; ad?: string; range?: 'day' | 'month'; lang: Lang },
) {
  const { calendar } = await requireCalendar(db, userId, calendarId, 'calendar.read');
  const base = q.bs !== undefined ? 'BS' : 'AD';
  const text = (q.bs ?? q.ad)!;
  const field = base === 'BS' ? 'bs' : 'ad';
  const date = parseBaseDate(text, base, 'querystring', field);
  if (!date) throw badField('querystring', field, `${text} does not exist in ${base}`);
  const { first, last } =
    q.range === 'month'
      ? monthRange(date.year, date.month, base)
      : (() => {
          const jdn = monthRange(date.year, date.month, base).first + date.day - 1;
          return { first: jdn, last: jdn };
        })();
  const { list } = await eventsOfCalendar(db, calendar, first, last, base, q.lang);
  return { calendar, from: iso(base === 'BS' ? jdnToBs(first) : jdnToGregorian(first)), list };
}
