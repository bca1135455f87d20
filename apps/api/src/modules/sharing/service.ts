/**
 * Sharing a calendar (ADR 110, 111): invitations by e-mail (single-use, expiring, revocable,
 * bound to the invited address; only the token's hash is stored), the people list, levels,
 * removal and leaving, user groups, and the member's own colour and display.
 */
import type {
  acceptInvitationBody,
  inviteBody,
  peopleQuery,
  updateShareBody,
  WireCalendarPeople,
  WireInvitationPreview,
  WireUserGroup,
} from '@patro/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { calendars } from '../../db/schema.js';
import { badField, conflict, dailyLimit, forbidden, gone, notFound } from '../../http/errors.js';
import {
  assertMayChangeShare,
  assertMayRemoveShare,
  type CalendarAccess,
  requireCalendar,
} from '../../policy/calendars.js';
import { enforceRateLimits, type RateLimitRule } from '../../security/rate-limit.js';
import { hashToken, newIcalToken, newOpaqueToken } from '../../security/tokens.js';
import type { CalendarRow } from '../calendar/repository.js';
import type { Mailer } from '../mail/service.js';
import { assertPaletteColour } from '../personal-calendars/service.js';
import {
  countGroups,
  countInvitationsSince,
  countMembers,
  deleteGroup,
  deleteShare,
  findGroup,
  findGroups,
  findPeople,
  findShare,
  findShareByEmail,
  findShareByTokenHash,
  findShareOfUser,
  findUserSummary,
  type ShareRow,
  saveGroup,
  updateShare,
  upsertShare,
} from './repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An invitation link works for 14 days. */
export const INVITATION_TTL_MS = 14 * DAY;

/** Limits a family or a school never meets (ADR 111), each answered with a message that says so. */
export const LIMITS = {
  membersPerCalendar: 200,
  invitationsPerDay: 200,
  groupsPerUser: 50,
  organizationsPerUser: 10,
  calendarsPerOrganization: 50,
};

/** Invitation and subscription calls: at most 30 a user per 10 minutes, shared by every API process. */
export function invitationRateLimit(kind: 'invite' | 'accept' | 'subscribe', userId: string): RateLimitRule {
  return { key: `${kind}:${userId}`, max: 30, windowMs: 10 * MINUTE };
}

export interface SharingContext {
  db: Db;
  mailer: Mailer;
  now: () => number;
  webOrigin: string;
}

/** The state a reader sees: a pending invitation past its expiry is `expired`. */
export function shareState(share: ShareRow, now: number): WireCalendarPeople['data'][number]['state'] {
  if (share.state === 'pending' && share.expiresAt && share.expiresAt.getTime() <= now) return 'expired';
  return share.state;
}

/** Counts an invitation against the daily limit and the rate limit; 429 with a clear message when over. */
export async function checkInvitationLimits(
  ctx: SharingContext,
  userId: string,
  adding: number,
): Promise<void> {
  await enforceRateLimits(ctx.db, [invitationRateLimit('invite', userId)], ctx.now());
  const sent = await countInvitationsSince(ctx.db, userId, new Date(ctx.now() - DAY));
  if (sent + adding > LIMITS.invitationsPerDay) {
    throw dailyLimit('invitations_per_day', { limit: LIMITS.invitationsPerDay });
  }
}

export function calendarName(calendar: CalendarRow): string {
  return calendar.nameNp === calendar.nameEn ? calendar.nameEn : `${calendar.nameEn} (${calendar.nameNp})`;
}

const LEVEL_WORDS = {
  viewer: 'see its events',
  editor: 'see and change its events',
  manager: 'see and change its events and invite people',
} as const;

/**
 * `POST /api/v1/calendars/{id}/users/-/invite`: mails one address, or every address of one of
 * the caller's user groups, a link to `/invite/calendar`. The token travels in the link's
 * fragment, which browsers never send to a server, so no access log ever holds it.
 */
export async function invite(
  ctx: SharingContext,
  userId: string,
  calendarId: number,
  input: z.output<typeof inviteBody>,
): Promise<{ invited: ShareRow[]; skipped: string[] }> {
  // A manager may invite managers too; only the owner can delete the calendar or remove a manager.
  const { calendar } = await requireCalendar(ctx.db, userId, calendarId, 'calendar.share.manage');
  const inviter = (await findUserSummary(ctx.db, userId))!;
  let emails: string[];
  let groupId: number | null = null;
  if (input.group_id !== undefined) {
    const group = await findGroup(ctx.db, userId, input.group_id);
    if (!group) throw badField('body', 'group_id', 'is not one of your user groups');
    if (group.emails.length === 0) throw badField('body', 'group_id', 'this group has no addresses yet');
    emails = group.emails;
    groupId = group.group.id;
  } else {
    emails = [input.email!];
  }
  const skipped: string[] = [];
  const targets: string[] = [];
  for (const email of emails) {
    const existing = await findShareByEmail(ctx.db, calendarId, email);
    if (email === inviter.email || existing?.state === 'accepted') skipped.push(email);
    else targets.push(email);
  }
  if (targets.length === 0) {
    if (input.email !== undefined) {
      throw badField(
        'body',
        'email',
        input.email === inviter.email ? 'that is your own address' : 'this person is already a member',
      );
    }
    return { invited: [], skipped };
  }
  if ((await countMembers(ctx.db, calendarId)) + targets.length > LIMITS.membersPerCalendar) {
    throw conflict('members_limit_reached', { limit: LIMITS.membersPerCalendar });
  }
  await checkInvitationLimits(ctx, userId, targets.length);
  const invited: ShareRow[] = [];
  const now = ctx.now();
  for (const email of targets) {
    const token = newOpaqueToken();
    const row = await upsertShare(ctx.db, {
      calendarId,
      email,
      userId: null,
      level: input.level,
      state: 'pending',
      groupId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + INVITATION_TTL_MS),
      invitedBy: userId,
      invitedAt: new Date(now),
      respondedAt: null,
    });
    invited.push(row);
    const link = `${ctx.webOrigin}/invite/calendar#calendar=${calendarId}&token=${token}`;
    await ctx.mailer.send({
      to: email,
      subject: `${inviter.fullName} shared the calendar “${calendarName(calendar)}” with you`,
      text:
        `${inviter.fullName} (${inviter.email}) invited you to ${LEVEL_WORDS[input.level]} in the Patro calendar ` +
        `“${calendarName(calendar)}”.\n\nOpen this link to accept or decline. Sign in, or sign up, with this ` +
        `address (${email}); the link works once and ends in 14 days.\n\n${link}`,
      links: [link],
    });
  }
  return { invited, skipped };
}

/** The pending invitation a token names, checked: unknown, used and revoked all answer 404. */
async function pendingInvitation(ctx: SharingContext, token: string): Promise<ShareRow> {
  const share = await findShareByTokenHash(ctx.db, hashToken(token));
  if (share?.state !== 'pending') {
    throw notFound('invitation_invalid');
  }
  if (share.expiresAt && share.expiresAt.getTime() <= ctx.now()) {
    throw gone('invitation_expired');
  }
  return share;
}

/** What an invitation offers, shown before the invitee signs in (the token is the credential). */
export async function previewCalendarInvitation(
  ctx: SharingContext,
  token: string,
): Promise<WireInvitationPreview> {
  const share = await findShareByTokenHash(ctx.db, hashToken(token));
  if (!share || share.state === 'revoked') {
    throw notFound('invitation_invalid');
  }
  const [calendar] = await ctx.db.select().from(calendars).where(eq(calendars.id, share.calendarId)).limit(1);
  const inviter = share.invitedBy ? await findUserSummary(ctx.db, share.invitedBy) : undefined;
  return {
    kind: 'calendar',
    email: share.email,
    state: shareState(share, ctx.now()),
    level: share.level,
    calendar_id: share.calendarId,
    calendar_name: calendar ? calendarName(calendar) : null,
    organization: null,
    invited_by: inviter?.fullName ?? null,
    expires_at: share.expiresAt?.toISOString() ?? null,
  };
}

/**
 * `POST …/users/-/accept-invitation`: the signed-in invitee accepts (or declines). Only the
 * invited address may; the token then stops working.
 */
export async function respondToInvitation(
  ctx: SharingContext,
  user: { id: string; email: string },
  calendarId: number,
  input: z.output<typeof acceptInvitationBody>,
): Promise<ShareRow> {
  await enforceRateLimits(ctx.db, [invitationRateLimit('accept', user.id)], ctx.now());
  const share = await pendingInvitation(ctx, input.token);
  if (share.calendarId !== calendarId)
    throw badField('params', 'id', 'is not the calendar of this invitation');
  if (share.email !== user.email.toLowerCase()) {
    throw forbidden('invitation_other_address');
  }
  const now = new Date(ctx.now());
  if (!input.accept) {
    return updateShare(ctx.db, share.id, { state: 'declined', tokenHash: null, respondedAt: now });
  }
  // Already in by another route (an organisation's moderator): the invitation is simply used up.
  return updateShare(ctx.db, share.id, {
    state: 'accepted',
    userId: user.id,
    tokenHash: null,
    respondedAt: now,
    icalToken: newIcalToken(),
  });
}

/** `GET /api/v1/calendars/{id}/users`: one page of the people list, for the owner and managers. */
export async function listPeople(
  ctx: SharingContext,
  userId: string,
  calendarId: number,
  query: z.output<typeof peopleQuery>,
  ownerOf: (access: CalendarAccess) => Promise<WireCalendarPeople['owner']>,
): Promise<WireCalendarPeople> {
  const access = await requireCalendar(ctx.db, userId, calendarId, 'calendar.share.manage');
  const filter = query.filter;
  const now = new Date(ctx.now());
  const isLevel =
    filter === 'viewer' || filter === 'editor' || filter === 'manager' || filter === 'subscriber';
  const { rows, total } = await findPeople(ctx.db, calendarId, {
    search: query.search || undefined,
    levels: isLevel ? [filter] : undefined,
    states: filter && !isLevel ? [filter === 'expired' ? 'pending' : filter] : undefined,
    expiredBefore: filter === 'expired' ? now : undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const visible =
    filter === 'pending' ? rows.filter((r) => shareState(r.share, now.getTime()) === 'pending') : rows;
  return {
    data: visible.map(({ share, fullName }) => ({
      share_id: share.id,
      user_id: share.userId,
      email: share.email,
      full_name: fullName,
      level: share.level,
      state: shareState(share, now.getTime()),
      group_id: share.groupId,
      invited_at: share.invitedAt?.toISOString() ?? null,
      expires_at: share.state === 'pending' ? (share.expiresAt?.toISOString() ?? null) : null,
    })),
    owner: await ownerOf(access),
    page: query.page,
    per_page: query.per_page,
    total: filter === 'pending' ? total - (rows.length - visible.length) : total,
  };
}

/**
 * `PUT /api/v1/calendars/{id}/share/{shareId}`: the owner or a manager changes a level or revokes
 * a pending invitation; a member changes their own colour and display.
 */
export async function changeShare(
  ctx: SharingContext,
  userId: string,
  calendarId: number,
  shareId: number,
  input: z.output<typeof updateShareBody>,
): Promise<ShareRow> {
  const own = await findShareOfUser(ctx.db, calendarId, userId);
  const personal = input.colour !== undefined || input.display !== undefined;
  const managing = input.level !== undefined || input.revoked !== undefined;
  if (personal && own?.id === shareId && own.state === 'accepted' && !managing) {
    const colour = input.colour ? await assertPaletteColour(ctx.db, input.colour) : input.colour;
    return updateShare(ctx.db, shareId, {
      ...(colour !== undefined ? { colour } : {}),
      ...(input.display !== undefined ? { display: input.display === true || input.display === 1 } : {}),
    });
  }
  const access = await requireCalendar(ctx.db, userId, calendarId, 'calendar.share.manage');
  if (personal) throw badField('body', 'colour', 'only the member can change their own colour and display');
  const share = await findShare(ctx.db, calendarId, shareId);
  if (!share) throw notFound('calendar_member_not_found');
  if (share.level === 'subscriber')
    throw badField('body', 'level', 'subscribers follow a published calendar; remove them instead');
  assertMayChangeShare(userId, access, share, input.level);
  if (input.revoked) {
    if (share.state !== 'pending')
      throw badField('body', 'revoked', 'only a pending invitation can be revoked');
    return updateShare(ctx.db, share.id, {
      state: 'revoked',
      tokenHash: null,
      respondedAt: new Date(ctx.now()),
    });
  }
  return updateShare(ctx.db, share.id, { level: input.level! });
}

/**
 * `DELETE /api/v1/calendars/{id}/users/{userId}/delete`: the owner or a manager removes a member
 * or subscriber; `-` (or one's own id) leaves a calendar shared with you.
 */
export async function removePerson(
  ctx: SharingContext,
  callerId: string,
  calendarId: number,
  target: string,
): Promise<'left' | 'removed'> {
  if (target === '-' || target === callerId) {
    const own = await findShareOfUser(ctx.db, calendarId, callerId);
    if (own?.state !== 'accepted') {
      // Owners cannot leave their own calendar; strangers learn nothing.
      await requireCalendar(ctx.db, callerId, calendarId, 'calendar.read');
      throw conflict('calendar_owner_cannot_leave');
    }
    await deleteShare(ctx.db, own.id);
    return 'left';
  }
  const access = await requireCalendar(ctx.db, callerId, calendarId, 'calendar.share.manage');
  const share = await findShareOfUser(ctx.db, calendarId, target);
  if (!share) throw notFound('calendar_member_not_found');
  assertMayRemoveShare(callerId, access, share);
  await deleteShare(ctx.db, share.id);
  return 'removed';
}

export function toWireGroup(group: { group: { id: number; name: string }; emails: string[] }): WireUserGroup {
  return { id: group.group.id, name: group.group.name, emails: group.emails };
}

export async function listGroups(db: Db, userId: string): Promise<WireUserGroup[]> {
  return (await findGroups(db, userId)).map(toWireGroup);
}

export async function createGroup(
  db: Db,
  userId: string,
  name: string,
  emails: string[],
): Promise<WireUserGroup> {
  if ((await countGroups(db, userId)) >= LIMITS.groupsPerUser) {
    throw conflict('groups_limit_reached', { limit: LIMITS.groupsPerUser });
  }
  const id = await saveGroup(db, userId, null, name, emails);
  return toWireGroup((await findGroup(db, userId, id))!);
}

export async function changeGroup(
  db: Db,
  userId: string,
  id: number,
  name: string | undefined,
  emails: string[] | undefined,
): Promise<WireUserGroup> {
  if (!(await findGroup(db, userId, id))) throw notFound('group_not_found');
  await saveGroup(db, userId, id, name, emails);
  return toWireGroup((await findGroup(db, userId, id))!);
}

export async function removeGroup(db: Db, userId: string, id: number): Promise<void> {
  if (!(await findGroup(db, userId, id))) throw notFound('group_not_found');
  await deleteGroup(db, id);
}
