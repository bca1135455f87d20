import { z } from 'zod';

/**
 * Accounts: sign-up, sign-in, sessions, verification, recovery, settings and deletion
 * (spec §3 User, §4 Session, §7 account calls). Request fields follow the spec's wire names.
 */

// Messages name what is wrong; the API prefixes them with the field ("email: must be …").
const text = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) });

/** Lower-cased and trimmed, so one address is one account whatever the user typed. */
export const emailSchema = text('an e-mail address')
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

/** Not trimmed: spaces are part of a password. */
export const passwordSchema = text('text')
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');

export const fullNameSchema = text('text')
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters');

/** Opaque random tokens (refresh, verification, reset, OAuth state): base64url, bounded. */
export const opaqueTokenSchema = text('a token')
  .min(1, 'must not be empty')
  .max(512, 'must be at most 512 characters');

export const signupRequestSchema = z.object({
  full_name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** `username` is the e-mail address (spec §7). */
export const loginRequestSchema = z.object({
  username: emailSchema,
  // Any length is accepted here, so a password made under older rules still signs in.
  password: text('text').min(1, 'must not be empty').max(1024, 'must be at most 1024 characters'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * Both fields may be left out when the `patro_refresh` cookie carries the token (web app);
 * other clients send them in the body.
 */
export const refreshTokenRequestSchema = z.object({
  username: emailSchema.optional(),
  refresh_token: opaqueTokenSchema.optional(),
});
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.output<typeof tokenPairSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.output<typeof messageSchema>;

/** Spec §3 `settings[0]`: 1 = on. */
export const userSettingsSchema = z.object({
  unverified_events: z.union([z.literal(0), z.literal(1)]),
  dark_mode: z.union([z.literal(0), z.literal(1)]),
});
export type UserSettings = z.output<typeof userSettingsSchema>;

const flag = z.union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be 0, 1, true or false' });

/** Sets the given settings; absent ones stay as they are (idempotent, unlike the toggles). */
export const userSettingsUpdateSchema = z.object({
  unverified_events: flag.optional(),
  dark_mode: flag.optional(),
});
export type UserSettingsUpdate = z.input<typeof userSettingsUpdateSchema>;

export const authenticatedUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  email_verified: z.boolean(),
  roles: z.array(z.object({ name: z.string() })),
  /** 1 for role admin or super-admin (spec §6). */
  admin: z.union([z.literal(0), z.literal(1)]),
  /** Subscription tokens; empty until the subscriptions issue. */
  services_jwt: z.array(z.unknown()),
  /**
   * Organisations the user runs (role owner or moderator). `moderator` is 1 when one of its
   * calendars is both public and modifiable (spec §6): the avatar menu then offers the
   * organisation item and, once per browser, the promotion notice (spec §4).
   */
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(['owner', 'moderator']),
      moderator: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
  settings: z.array(userSettingsSchema),
  pic: z.string().nullable(),
});
export type AuthenticatedUser = z.output<typeof authenticatedUserSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/**
 * Either a reset (`token` from the mailed link + new `password`) or, signed in, a change
 * (`old_password` + new `password`).
 */
export const updatePasswordRequestSchema = z.object({
  token: opaqueTokenSchema.optional(),
  old_password: text('text').max(1024, 'must be at most 1024 characters').optional(),
  password: passwordSchema,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

/** Accounts with a password confirm with it; accounts made by Google or Facebook type their e-mail. */
export const deleteAccountRequestSchema = z.object({
  password: text('text').max(1024, 'must be at most 1024 characters').optional(),
  email: text('an e-mail address').trim().toLowerCase().max(254, 'must be at most 254 characters').optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Which social sign-in buttons to show: only configured providers are true. */
export const authProvidersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.output<typeof authProvidersSchema>;

/** A mail as listed by `GET /dev/outbox` (development only). */
export const outboxMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type OutboxMail = z.output<typeof outboxMailSchema>;
