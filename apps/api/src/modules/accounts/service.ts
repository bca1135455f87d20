import { randomUUID } from 'node:crypto';
import type { Lang } from '@patro/calendar';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AccessTokens } from '../../http/auth.js';
import { badField, badRequest, forbidden, gone, notFound, unauthenticated } from '../../http/errors.js';
import type { SessionCheck } from '../../http/sessions.js';
import { clearRateLimit, enforceRateLimits, type RateLimitRule } from '../../security/rate-limit.js';
import { hashToken, newOpaqueToken } from '../../security/tokens.js';
import { renewFeedLinksOf } from '../ical/links.js';
import type { Mailer } from '../mail/service.js';
import { createDefaultPersonalCalendar } from '../personal-calendars/service.js';
import { deleteUserDevices } from '../push/repository.js';
import {
  accountExistsMail,
  noAccountResetMail,
  noAccountSignupMail,
  passwordResetMail,
  verificationMail,
} from './mail-text.js';
import { hashPassword, verifyDecoyPassword, verifyPassword } from './passwords.js';
import {
  deleteUser,
  expireOneTimeTokens,
  findOneTimeToken,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  insertIdentity,
  insertOneTimeToken,
  insertRefreshToken,
  insertUser,
  markOneTimeTokenUsed,
  markRefreshTokenRotated,
  type OneTimeTokenPurpose,
  revokeAllRefreshTokens,
  revokeRefreshFamily,
  toggleUserSetting,
  type UserRow,
  updateUser,
} from './repository.js';

/** What the account rules need: the database, the mailer, the token signer, the clock, the web's address. */
export interface AccountsContext {
  db: Db;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Told when a session ends, so the user's access tokens stop working at once. */
  sessions: SessionCheck;
  now: () => number;
  /** Links in mails point at the web app's pages (`/user-verify`, `/forgot-password`). */
  webOrigin: string;
}

/** A signed-in session: a short access token and the refresh token that renews it. */
export interface Session {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Spec §9: cookie lifetime 30 days; the refresh token lives as long as the cookie. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * HOUR;
const VERIFY_EMAIL_TTL_MS = 48 * HOUR;
const RESET_PASSWORD_TTL_MS = HOUR;

const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password';

/** Sign-ups an hour for one e-mail address, and from one IP address (README "Accounts"). */
export const SIGNUPS_PER_EMAIL_PER_HOUR = 3;
export const SIGNUPS_PER_IP_PER_HOUR = 100;

// Limits (DESIGN.md security baseline): per address to stop guessing one password, per IP to stop
// spraying many addresses, both in the database so every API process shares them.
const limits = {
  loginPerAddress: (ip: string, email: string): RateLimitRule => ({
    key: `login:${ip}:${email}`,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  loginPerIp: (ip: string): RateLimitRule => ({ key: `login-ip:${ip}`, max: 50, windowMs: 15 * MINUTE }),
  // Guesses at one account from many addresses: capped too, higher than per address so a family
  // sharing the account from several places is not locked out.
  loginPerAccount: (email: string): RateLimitRule => ({
    key: `login-account:${email}`,
    max: 40,
    windowMs: 15 * MINUTE,
  }),
  // Re-entering the current password (change, delete) is a guess too when a session is stolen.
  passwordCheck: (userId: string): RateLimitRule => ({
    key: `password-check:${userId}`,
    max: 10,
    windowMs: 15 * MINUTE,
  }),
  // A family, an office, a college or a mobile network behind carrier-grade NAT shares one IP:
  // its cap stops a script, not a crowd. The e-mail's own cap stops one abuser.
  signupPerIp: (ip: string): RateLimitRule => ({
    key: `signup-ip:${ip}`,
    max: SIGNUPS_PER_IP_PER_HOUR,
    windowMs: HOUR,
  }),
  // Every sign-up mails the address (a link, or "someone tried"), so one address gets at most 3 an hour.
  signupPerAddress: (email: string): RateLimitRule => ({
    key: `signup:${email}`,
    max: SIGNUPS_PER_EMAIL_PER_HOUR,
    windowMs: HOUR,
  }),
  mailPerIp: (ip: string): RateLimitRule => ({ key: `account-mail-ip:${ip}`, max: 5, windowMs: HOUR }),
  // Resending follows sign-up, so it counts apart from recovery mails: one cannot use up the other.
  resendPerIp: (ip: string): RateLimitRule => ({ key: `resend-ip:${ip}`, max: 5, windowMs: HOUR }),
  mailPerAddress: (email: string): RateLimitRule => ({
    key: `account-mail:${email}`,
    max: 5,
    windowMs: HOUR,
  }),
};

async function issueSession(
  ctx: AccountsContext,
  user: UserRow,
  familyId: string = randomUUID(),
): Promise<Session> {
  const now = ctx.now();
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(ctx.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await ctx.accessTokens.sign(
    { id: user.id, email: user.email, roles: user.roles, sessionId: familyId },
    now,
  );
  return { user, accessToken, refreshToken };
}

/** No account has this id: {@link newOneTimeToken} for it runs the same statements and touches no row. */
const NO_ACCOUNT = '';

/**
 * Stores a one-time token (only its hash) and returns the token for the mailed link. For
 * {@link NO_ACCOUNT} the same statements run and store nothing, so both cost the same (ADR 096).
 */
async function newOneTimeToken(
  db: Db,
  userId: string,
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  now: number,
): Promise<string> {
  const token = newOpaqueToken();
  await expireOneTimeTokens(db, userId, purpose, new Date(now));
  await insertOneTimeToken(db, {
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(now + ttlMs),
  });
  return token;
}

/** `redirect` (a path on the web app, already checked) is where the web lands after verifying. */
async function mailVerificationLink(
  ctx: AccountsContext,
  user: UserRow,
  lang: Lang,
  redirect?: string,
): Promise<void> {
  const token = await newOneTimeToken(ctx.db, user.id, 'verify-email', VERIFY_EMAIL_TTL_MS, ctx.now());
  const then = redirect && redirect !== '/' ? `&redirect=${encodeURIComponent(redirect)}` : '';
  const link = `${ctx.webOrigin}/user-verify?token=${token}${then}`;
  await ctx.mailer.send({ to: user.email, ...verificationMail(lang, user.fullName, link), links: [link] });
}

/** To the owner of an address someone tried to sign up with: the ways in, no token (ADR 096). */
async function mailAccountExists(ctx: AccountsContext, email: string): Promise<void> {
  const links = [`${ctx.webOrigin}/login`, `${ctx.webOrigin}/forgot-password`] as const;
  await ctx.mailer.send({ to: email, ...accountExistsMail(...links), links: [...links] });
}

/** What sign-up and a resend answer, whoever owns the address (ADR 096). */
const CHECK_MAIL_MESSAGE: Record<Lang, string> = {
  en: 'Check your e-mail: we have sent a link to finish creating the account',
  np: 'आफ्नो इमेल हेर्नुहोस्: खाता बनाउने काम सक्न हामीले लिङ्क पठाएका छौं',
};

/**
 * `POST /users/signup`: the same answer and the same work (a scrypt hash, an insert, a mail) for
 * every address, so it tells no one which addresses have accounts (ADR 096). A new address gets
 * its account, default personal calendar and a verification link, which signs in (ADR 096); an
 * address with an account is left as it is and its owner is told someone tried.
 */
export async function signUp(
  ctx: AccountsContext,
  input: { fullName: string; email: string; password: string; redirect?: string },
  clientIp: string,
  lang: Lang = 'np',
): Promise<string> {
  await enforceRateLimits(
    ctx.db,
    [limits.signupPerIp(clientIp), limits.signupPerAddress(input.email)],
    ctx.now(),
  );
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  try {
    // No lookup first: the unique index answers "taken" for a known address and for the loser of
    // two concurrent sign-ups alike.
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, {
        id,
        email: input.email,
        fullName: input.fullName,
        passwordHash,
        emailVerifiedAt: null,
      });
      await createDefaultPersonalCalendar(ctx.db, id, tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await mailAccountExists(ctx, input.email);
    return CHECK_MAIL_MESSAGE[lang];
  }
  await mailVerificationLink(ctx, await requireExistingUser(ctx.db, id), lang, input.redirect);
  return CHECK_MAIL_MESSAGE[lang];
}

/**
 * `POST /users/resend-verification`: a new link for an unfinished account; the owner of a
 * finished one is told someone tried, an address without an account where to make one. The same
 * answer either way (ADR 096).
 */
export async function resendVerificationTo(
  ctx: AccountsContext,
  email: string,
  clientIp: string,
  lang: Lang = 'np',
  redirect?: string,
): Promise<string> {
  await enforceRateLimits(ctx.db, [limits.resendPerIp(clientIp), limits.mailPerAddress(email)], ctx.now());
  const user = await findUserByEmail(ctx.db, email);
  if (user && !user.emailVerifiedAt) await mailVerificationLink(ctx, user, lang, redirect);
  else if (user) await mailAccountExists(ctx, email);
  else {
    const signupLink = `${ctx.webOrigin}/signup`;
    await ctx.mailer.send({ to: email, ...noAccountSignupMail(lang, signupLink), links: [signupLink] });
  }
  return CHECK_MAIL_MESSAGE[lang];
}

/**
 * `POST /users/login`. Unknown address, account without a password and wrong password all give
 * the same message after the same scrypt work, so neither tells which addresses have accounts.
 */
export async function logIn(
  ctx: AccountsContext,
  input: { email: string; password: string },
  clientIp: string,
): Promise<Session> {
  const perAddress = limits.loginPerAddress(clientIp, input.email);
  await enforceRateLimits(
    ctx.db,
    [limits.loginPerIp(clientIp), perAddress, limits.loginPerAccount(input.email)],
    ctx.now(),
  );
  const user = await findUserByEmail(ctx.db, input.email);
  const matches = user?.passwordHash
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyDecoyPassword(input.password);
  if (!user || !matches) throw unauthenticated('invalid_login');
  await clearRateLimit(ctx.db, perAddress.key);
  return issueSession(ctx, user);
}

/** How long after its rotation a refresh token may be presented again without counting as stolen. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * `POST /users/refresh-token`: rotates the refresh token. A token that was already rotated is
 * being replayed (stolen, or a client bug): the whole family is revoked, so the thief's and the
 * owner's newest tokens both stop working and the owner signs in again (ADR 060).
 */
export async function refreshSession(
  ctx: AccountsContext,
  input: { refreshToken: string; username?: string },
): Promise<Session> {
  const now = new Date(ctx.now());
  const row = await findRefreshToken(ctx.db, hashToken(input.refreshToken));
  if (!row || row.revokedAt) throw unauthenticated('session_ended');
  const rotatedNow = !row.rotatedAt && (await markRefreshTokenRotated(ctx.db, row.id, now));
  if (!rotatedNow) {
    // A token rotated moments ago is a lost answer (a reload cancelled the refresh after the API
    // had rotated it, or two tabs raced), not a theft: the family gets a fresh pair (ADR 060).
    const rotatedAt = row.rotatedAt ?? (await findRefreshToken(ctx.db, row.tokenHash))?.rotatedAt;
    const lostAnswer = rotatedAt && now.getTime() - rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
    if (!lostAnswer) {
      await revokeRefreshFamily(ctx.db, row.familyId, now);
      ctx.sessions.forgetUser(row.userId);
      throw unauthenticated('session_ended');
    }
  }
  const user = await findUserById(ctx.db, row.userId);
  if (row.expiresAt <= now || !user || (input.username !== undefined && input.username !== user.email)) {
    await revokeRefreshFamily(ctx.db, row.familyId, now);
    ctx.sessions.forgetUser(row.userId);
    throw unauthenticated('session_ended');
  }
  return issueSession(ctx, user, row.familyId);
}

/** `POST /users/logout`: ends the token's family (this device's session); unknown tokens are ignored. */
/** Ends the session of `refreshToken`; the id of its user, or null when there was none. */
/**
 * Ends the session of the refresh token, or else of the access token the request was signed with
 * (a client that keeps only its bearer token): its refresh-token family is revoked, so the access
 * token stops working at once (ADR 091). Returns the user whose session ended, or null.
 */
export async function logOut(
  ctx: AccountsContext,
  refreshToken: string | undefined,
  bearer?: { id: string; sessionId: string },
): Promise<string | null> {
  const row = refreshToken ? await findRefreshToken(ctx.db, hashToken(refreshToken)) : undefined;
  const session = row ? { userId: row.userId, familyId: row.familyId } : undefined;
  const ended = session ?? (bearer ? { userId: bearer.id, familyId: bearer.sessionId } : undefined);
  if (!ended) return null;
  await revokeRefreshFamily(ctx.db, ended.familyId, new Date(ctx.now()));
  ctx.sessions.forgetUser(ended.userId);
  return ended.userId;
}

/** The account behind a valid access token; 401 when it has been deleted since the token was issued. */
export async function requireExistingUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw unauthenticated('session_ended');
  return user;
}

export async function toggleSetting(
  ctx: AccountsContext,
  userId: string,
  setting: 'showUnverifiedEvents' | 'darkMode',
): Promise<UserRow> {
  const user = await toggleUserSetting(ctx.db, userId, setting);
  if (!user) throw unauthenticated('session_ended');
  return user;
}

export async function updateSettings(
  ctx: AccountsContext,
  userId: string,
  changes: { showUnverifiedEvents?: boolean; darkMode?: boolean },
): Promise<UserRow> {
  const user =
    changes.showUnverifiedEvents === undefined && changes.darkMode === undefined
      ? await findUserById(ctx.db, userId)
      : await updateUser(ctx.db, userId, changes);
  if (!user) throw unauthenticated('session_ended');
  return user;
}

/**
 * Ends every secret the account handed out: sessions, push devices and feed links (renewed, so
 * the owner's calendars get new addresses). Run when control of the account is proven anew — a
 * reset, a first proof of the address — so whoever held it before keeps nothing.
 */
async function endHandedOutSecrets(tx: Db, userId: string, now: Date): Promise<void> {
  await revokeAllRefreshTokens(tx, userId, now);
  await deleteUserDevices(tx, userId);
  await renewFeedLinksOf(tx, userId);
}

/**
 * `GET /user-verify/{token}`: the address is proven, and the link signs in (sign-up itself no
 * longer does, ADR 096).
 */
export async function verifyEmail(ctx: AccountsContext, token: string): Promise<Session> {
  const now = new Date(ctx.now());
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'verify-email');
  if (!row || row.usedAt) throw notFound('verify_link_invalid');
  if (row.expiresAt <= now) {
    throw gone('verify_link_expired');
  }
  if (!(await markOneTimeTokenUsed(ctx.db, row.tokenHash, now))) throw notFound('verify_link_invalid');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw notFound('verify_link_invalid');
  if (user.emailVerifiedAt) return issueSession(ctx, user);
  // The first proof of the address: whatever was made before it may be someone else's doing.
  const verified = await ctx.db.transaction(async (tx) => {
    await endHandedOutSecrets(tx, user.id, now);
    return updateUser(tx, user.id, { emailVerifiedAt: now });
  });
  ctx.sessions.forgetUser(user.id);
  return issueSession(ctx, verified ?? user);
}

/**
 * `GET /refresh_veritoken/{token}`: mails a new link to the owner of a (possibly expired or used)
 * verification token. The token proves the caller got a link for that address before.
 */
export async function resendVerification(
  ctx: AccountsContext,
  token: string,
  clientIp: string,
  lang: Lang = 'np',
): Promise<string> {
  await enforceRateLimits(ctx.db, [limits.mailPerIp(clientIp)], ctx.now());
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'verify-email');
  const user = row && (await findUserById(ctx.db, row.userId));
  if (!user) throw notFound('verify_link_invalid');
  if (user.emailVerifiedAt) return 'Your email is already verified';
  await enforceRateLimits(ctx.db, [limits.mailPerAddress(user.email)], ctx.now());
  await mailVerificationLink(ctx, user, lang);
  return 'We have sent a new verification link to your email';
}

/** `POST /forgot-password`: the same answer whether or not the address has an account. */
export async function requestPasswordReset(
  ctx: AccountsContext,
  email: string,
  clientIp: string,
  lang: Lang = 'np',
): Promise<string> {
  await enforceRateLimits(ctx.db, [limits.mailPerIp(clientIp), limits.mailPerAddress(email)], ctx.now());
  const user = await findUserByEmail(ctx.db, email);
  // The same statements and a mail either way, so the answer's timing does not tell which
  // addresses have accounts (ADR 096). Without an account no row is written and the mail says so.
  const token = await newOneTimeToken(
    ctx.db,
    user?.id ?? NO_ACCOUNT,
    'reset-password',
    RESET_PASSWORD_TTL_MS,
    ctx.now(),
  );
  if (!user) {
    const signupLink = `${ctx.webOrigin}/signup`;
    await ctx.mailer.send({ to: email, ...noAccountResetMail(lang, signupLink), links: [signupLink] });
    return FORGOT_PASSWORD_MESSAGE;
  }
  const link = `${ctx.webOrigin}/forgot-password?token=${token}`;
  await ctx.mailer.send({ to: user.email, ...passwordResetMail(lang, user.fullName, link), links: [link] });
  return FORGOT_PASSWORD_MESSAGE;
}

/**
 * `POST /update-password` with a mailed token. Every session, push device and feed link of the
 * account ends (whoever knew the old password keeps nothing, and the mail says so); the mailbox
 * is proven, so the address counts as verified.
 */
export async function resetPassword(ctx: AccountsContext, token: string, password: string): Promise<void> {
  const now = new Date(ctx.now());
  const row = await findOneTimeToken(ctx.db, hashToken(token), 'reset-password');
  if (!row || row.usedAt) throw notFound('reset_link_invalid');
  if (row.expiresAt <= now) {
    throw gone('reset_link_expired');
  }
  const passwordHash = await hashPassword(password);
  const user = await findUserById(ctx.db, row.userId);
  await ctx.db.transaction(async (tx) => {
    if (!(await markOneTimeTokenUsed(tx, row.tokenHash, now))) throw notFound('reset_link_invalid');
    await updateUser(tx, row.userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
    await endHandedOutSecrets(tx, row.userId, now);
  });
  ctx.sessions.forgetUser(row.userId);
}

/** `POST /update-password` signed in: the old password, then every other session ends and a new one starts. */
export async function changePassword(
  ctx: AccountsContext,
  userId: string,
  oldPassword: string,
  password: string,
): Promise<Session> {
  const user = await requireExistingUser(ctx.db, userId);
  if (!user.passwordHash) {
    throw badRequest('no_password');
  }
  await enforceRateLimits(ctx.db, [limits.passwordCheck(userId)], ctx.now());
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw forbidden('wrong_password');
  const passwordHash = await hashPassword(password);
  const now = new Date(ctx.now());
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    // Other sessions end; push devices are not tied to a session, so all of them end (this
    // browser subscribes again), and the feed links get new secrets.
    await revokeAllRefreshTokens(tx, userId, now);
    await deleteUserDevices(tx, userId);
    await renewFeedLinksOf(tx, userId);
  });
  ctx.sessions.forgetUser(userId);
  return issueSession(ctx, { ...user, passwordHash });
}

/**
 * `POST /delete-account`: the password confirms (accounts made by Google or Facebook type their
 * e-mail instead); the foreign keys then delete every calendar, event and token the user owns.
 */
export async function deleteAccount(
  ctx: AccountsContext,
  userId: string,
  confirmation: { password?: string; email?: string },
): Promise<void> {
  const user = await requireExistingUser(ctx.db, userId);
  if (user.passwordHash) {
    if (confirmation.password === undefined) throw badField('body', 'password', 'is required');
    await enforceRateLimits(ctx.db, [limits.passwordCheck(userId)], ctx.now());
    if (!(await verifyPassword(confirmation.password, user.passwordHash))) {
      throw forbidden('wrong_password');
    }
  } else {
    if (confirmation.email === undefined) throw badField('body', 'email', 'is required');
    if (confirmation.email !== user.email) throw forbidden('email_mismatch');
  }
  await deleteUser(ctx.db, userId);
  ctx.sessions.forgetUser(userId);
}

/** What an OpenID provider told us about the person signing in. */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  email: string | undefined;
  /** The provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * Google/Facebook sign-in: the linked account, else the account with the same verified address
 * (linked now), else a new account with a verified address and its default calendar.
 */
export async function signInWithProvider(ctx: AccountsContext, identity: ProviderIdentity): Promise<Session> {
  const linked = await findUserByIdentity(ctx.db, identity.provider, identity.subject);
  if (linked) return issueSession(ctx, linked);
  const email = identity.email?.trim().toLowerCase();
  if (!email || !identity.emailVerified) throw new Error('The provider gave no verified e-mail address');
  const now = new Date(ctx.now());
  const existing = await findUserByEmail(ctx.db, email);
  const userId = existing?.id ?? randomUUID();
  await ctx.db.transaction(async (tx) => {
    if (!existing) {
      const fullName = (identity.name?.trim() || email.split('@')[0] || email).slice(0, 100);
      await insertUser(tx, { id: userId, email, fullName, passwordHash: null, emailVerifiedAt: now });
      await createDefaultPersonalCalendar(ctx.db, userId, tx);
    } else if (!existing.emailVerifiedAt) {
      // Whoever signed up with this address never proved it; the provider just did. Their password
      // and sessions are dropped, so an account pre-registered by someone else cannot stay open.
      await updateUser(tx, userId, { emailVerifiedAt: now, passwordHash: null });
      await revokeAllRefreshTokens(tx, userId, now);
    }
    await insertIdentity(tx, { userId, provider: identity.provider, subject: identity.subject });
  });
  ctx.sessions.forgetUser(userId);
  return issueSession(ctx, await requireExistingUser(ctx.db, userId));
}
