/**
 * Shared calendars, user groups and organisations (ADR 110–117): request bodies the API validates
 * and the shapes it answers with (spec §7 paths under `/api/v1/calendars/{id}/…`).
 */
import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { coercedRowIdSchema, rowIdSchema } from './ids.js';

/** What an invited person may do: see events, change events, also invite and remove people. */
export const SHARE_LEVELS = ['viewer', 'editor', 'manager'] as const;
export type ShareLevel = (typeof SHARE_LEVELS)[number];
/** A member's level, subscribers of a published calendar included. */
export type MemberLevel = ShareLevel | 'subscriber';
export const SHARE_STATES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type ShareState = (typeof SHARE_STATES)[number];
/** The caller's own relation to a calendar. */
export type CalendarAccessRole = 'owner' | MemberLevel;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be one of the palette colours, e.g. #1976d2');
const token = z.string().regex(/^[\w-]{16,64}$/, 'must be the token from the invitation link');

/** `POST /api/v1/calendars/{id}/users/-/invite`: one address, or a user group. */
export const inviteBody = z
  .object({
    email: emailSchema.optional(),
    group_id: rowIdSchema('must be a group id').optional(),
    level: z.enum(SHARE_LEVELS),
  })
  .superRefine((b, ctx) => {
    if ((b.email === undefined) === (b.group_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'give either email or group_id' });
    }
  });
export type InviteBody = z.input<typeof inviteBody>;

/** `POST …/users/-/accept-invitation`: the token from the mail; `accept: false` declines. */
export const acceptInvitationBody = z.object({ token, accept: z.boolean().default(true) });
export type AcceptInvitationBody = z.input<typeof acceptInvitationBody>;

/** `POST /api/v1/invitations/preview`: what an invitation is, before signing in. */
export const invitationPreviewBody = z.object({ token, kind: z.enum(['calendar', 'organization']) });

/** `GET /api/v1/calendars/{id}/users`. */
export const peopleQuery = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  /** A level (`viewer`, `editor`, `manager`, `subscriber`) or a state (`pending`, …). */
  filter: z.enum([...SHARE_LEVELS, 'subscriber', ...SHARE_STATES]).optional(),
});

/**
 * `PUT /api/v1/calendars/{id}/share/{shareId}`: a manager changes `level` (or `revoked: true`
 * withdraws a pending invitation); the member changes their own `colour` and `display`.
 */
export const updateShareBody = z
  .object({
    level: z.enum(SHARE_LEVELS).optional(),
    revoked: z.literal(true).optional(),
    colour: colour.nullable().optional(),
    display: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'give at least one of level, revoked, colour, display',
  });

/** One person of a calendar's people list. */
export interface WireCalendarPerson {
  share_id: number;
  user_id: string | null;
  email: string;
  full_name: string | null;
  level: MemberLevel;
  state: ShareState;
  group_id: number | null;
  invited_at: string | null;
  expires_at: string | null;
}

export interface WireCalendarPeople {
  data: WireCalendarPerson[];
  owner: { user_id: string | null; full_name: string; email: string | null; organization: string | null };
  page: number;
  per_page: number;
  total: number;
}

const groupName = z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters');
export const userGroupBody = z.object({
  name: groupName,
  emails: z.array(emailSchema).max(100, 'at most 100 addresses').default([]),
});
export const updateUserGroupBody = z
  .object({
    name: groupName.optional(),
    emails: z.array(emailSchema).max(100, 'at most 100 addresses').optional(),
  })
  .refine((b) => b.name !== undefined || b.emails !== undefined, { message: 'give name or emails' });

export interface WireUserGroup {
  id: number;
  name: string;
  emails: string[];
}

/** An invitation as the invite pages show it (before the invitee signs in). */
export interface WireInvitationPreview {
  kind: 'calendar' | 'organization';
  email: string;
  state: ShareState;
  level: MemberLevel | 'moderator';
  calendar_id: number | null;
  calendar_name: string | null;
  organization: { id: string; name: string; has_logo: boolean } | null;
  invited_by: string | null;
  expires_at: string | null;
}

// Organisations.

const orgName = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(100, 'must be at most 100 characters');
/** A logo as a data URL (PNG, JPEG or WebP, at most 200 KB: 273,068 Base64 characters and the prefix). */
export const logoDataUrl = z
  .string()
  .max(273_100, 'must be an image of at most 200 KB')
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, 'must be a PNG, JPEG or WebP image');

export const organizationBody = z.object({
  name: orgName,
  description: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
  contact_email: emailSchema.nullish(),
  contact_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number such as +977 1 4412345')
    .nullish(),
  logo: logoDataUrl.nullish(),
});
export const updateOrganizationBody = organizationBody.partial();

export const organizationInviteBody = z.object({
  email: emailSchema,
  role: z.enum(['moderator', 'subscriber']),
});

/** `POST /calendar/publish` (spec §7: calendar_id, is_public); `regenerate` ends the old link. */
export const publishBody = z.object({
  calendar_id: coercedRowIdSchema('must be a calendar id'),
  is_public: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
  regenerate: z.boolean().default(false),
});

/**
 * `POST /api/v1/calendars/{id}/subscribe`: the calendar's current public token, the proof that the
 * subscriber holds its public link (ids are sequential; ADR 115).
 */
export const subscribeBody = z.object({
  public_token: z.string().trim().min(1, 'is required: the token of the calendar’s public link').max(128),
});

export interface WireOrganization {
  id: string;
  name: string;
  description: string;
  contact_email: string | null;
  contact_phone: string | null;
  /** Public URL of the logo on the API, or null. */
  logo_url: string | null;
  role?: 'owner' | 'moderator';
}

/** A published calendar as anyone reads it (`GET /api/v1/public/calendar/{token}`). */
export interface WirePublicCalendar {
  calendar: { id: number; name: string; colour: string };
  organization: WireOrganization;
  /** iCalendar feed of the public calendar, for any calendar app. */
  ical_url: string;
}
