import cookie from '@fastify/cookie';
import {
  authenticatedUserSchema,
  authProvidersSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageSchema,
  OAUTH_PROVIDERS,
  opaqueTokenSchema,
  refreshTokenRequestSchema,
  signupRequestSchema,
  tokenPairSchema,
  updatePasswordRequestSchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
} from '@patro/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth.js';
import { badField, notFound, validationError } from '../../http/errors.js';
import { deviceUuidSchema } from '../../http/params.js';
import { organizationsOfUser } from '../organizations/repository.js';
import { deleteDevice } from '../push/repository.js';
import { toAuthenticatedUser, toUserSettings } from './mapping.js';
import { isSafeRedirectPath, type OAuthClients, type PendingSignIn } from './oauth.js';
import {
  type AccountsContext,
  changePassword,
  deleteAccount,
  logIn,
  logOut,
  REFRESH_TOKEN_TTL_MS,
  refreshSession,
  requestPasswordReset,
  requireExistingUser,
  resendVerification,
  resendVerificationTo,
  resetPassword,
  type Session,
  signInWithProvider,
  signUp,
  toggleSetting,
  updateSettings,
  verifyEmail,
} from './service.js';

export interface AccountsRoutesOptions {
  context: AccountsContext;
  oauth: OAuthClients;
  /** Secure cookies only (HTTPS) in production. */
  production: boolean;
  /** Signs the short-lived OAuth cookie. */
  cookieSecret: string;
  /** Spec §3 `services_jwt`: the signed subscription tokens of an account (payments module, ADR 184). */
  servicesJwt?: (userId: string) => Promise<string[]>;
}

/**
 * Sign-up, resend and forgot-password answer no sooner than this, whether or not the address has
 * an account: what is left of the work's time difference (a few rows written or not) cannot show
 * in the answer's timing (ADR 096). Above their usual work, scrypt included.
 */
const SAME_TIME_ANSWER_MS = 300;

/** Runs `work` and answers no sooner than {@link SAME_TIME_ANSWER_MS} after it started. */
async function inSameTime<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const wait = SAME_TIME_ANSWER_MS - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return result;
}

/** The web app's refresh-token cookie (ADR 060). Path /users: sent only to refresh and logout. */
export const REFRESH_COOKIE = 'patro_refresh';
const OAUTH_COOKIE = 'patro_oauth';
const TAGS = ['accounts'];
const bearer = [{ bearerAuth: [] }];

const COOKIE_NOTE =
  'Sets the `patro_refresh` cookie (HttpOnly, SameSite=Strict, Path=/users, 30 days; Secure in production) ' +
  'so the web app keeps no long-lived token where page scripts can read it.';

const tokenParams = z.object({ token: opaqueTokenSchema });
/** The language of the interface that asked: the mail is written in it (default np, spec §9). */
const mailLangQuery = z.object({
  lang: z.enum(['np', 'en']).default('np').describe('Language of the mail: np (default) or en'),
});
/** Where the web app goes after sign-in: a path on this site only. */
const redirectPathSchema = z
  .string({ error: 'must be a path on this site, such as /calendar' })
  .refine(isSafeRedirectPath, 'must be a path on this site, such as /calendar');
const CHECK_MAIL_NOTE =
  'Always 202 `{ message }` ("Check your e-mail …" in `?lang`) after the same work, whether or not the ' +
  'address has an account, so the answer tells no one who has one.';
const providerParams = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { error: `must be one of ${OAUTH_PROVIDERS.join(', ')}` }),
});

/**
 * Sign-up, sign-in, sessions, verification, recovery, settings, deletion and Google/Facebook
 * sign-in (spec §7 account calls; ADR 060).
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context, oauth, production, cookieSecret, servicesJwt },
) => {
  const { db, webOrigin } = context;
  await app.register(cookie, { secret: cookieSecret });

  function setRefreshCookie(reply: FastifyReply, token: string): void {
    reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/users',
      maxAge: REFRESH_TOKEN_TTL_MS / 1000,
      secure: production,
    });
  }

  function clearRefreshCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/users',
      secure: production,
    });
  }

  function sendSession(reply: FastifyReply, session: Session) {
    setRefreshCookie(reply, session.refreshToken);
    return { access_token: session.accessToken, refresh_token: session.refreshToken };
  }

  app.post(
    '/users/signup',
    {
      schema: {
        tags: TAGS,
        summary: 'Create an account',
        description:
          `${CHECK_MAIL_NOTE} A new address gets its account, a default personal calendar and a verification ` +
          'link (`/user-verify?token=…&redirect=…` on the web app, 48 hours) that signs in ' +
          '(`GET /user-verify/{token}`); no session is given here. An address that already has an account is ' +
          'left unchanged and its owner gets a mail saying someone tried, with links to sign in and reset the ' +
          'password. `redirect`: the web app path to land on after verifying. 5 sign-ups per hour per IP and ' +
          'per address (429 with Retry-After).',
        body: signupRequestSchema.extend({ redirect: redirectPathSchema.optional() }),
        querystring: mailLangQuery,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { full_name, email, password, redirect } = request.body;
      const message = await inSameTime(() =>
        signUp(context, { fullName: full_name, email, password, redirect }, request.ip, request.query.lang),
      );
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/users/resend-verification',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the verification link again',
        description:
          `${CHECK_MAIL_NOTE} An account not yet verified gets a new link (earlier ones stop working); the owner ` +
          'of a verified account gets the "someone tried" mail; an address without an account gets a mail ' +
          'saying where to create one. 5 per hour per IP and per address.',
        body: forgotPasswordRequestSchema.extend({ redirect: redirectPathSchema.optional() }),
        querystring: mailLangQuery,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      const { email, redirect } = request.body;
      const message = await inSameTime(() =>
        resendVerificationTo(context, email, request.ip, request.query.lang, redirect),
      );
      return reply.code(202).send({ message });
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password',
        description:
          '`username` is the e-mail address. 401 "Invalid email or password" whether or not the address has ' +
          'an account. 10 attempts per 15 minutes per IP and address, 50 per IP (429 with Retry-After). ' +
          COOKIE_NOTE,
        body: loginRequestSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      return sendSession(reply, await logIn(context, { email: username, password }, request.ip));
    },
  );

  app.post(
    '/users/refresh-token',
    {
      // Spec §4: a refresh that fails with 401 or 422 logs the client out, so a malformed body is 422.
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Renew the access token',
        description:
          'Body `{ username, refresh_token }`, or `{}` when the `patro_refresh` cookie is sent (web app). ' +
          'Returns a new pair; the presented refresh token stops working (rotation). Presenting an ' +
          'already-rotated token revokes every token of its session. 401 "You have been logged out, invalid ' +
          `token" for an unknown, expired or revoked token; 422 for a malformed body. ${COOKIE_NOTE}`,
        body: refreshTokenRequestSchema.nullish(),
        response: { 200: tokenPairSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw validationError(request.validationError, 422);
      const fromBody = request.body?.refresh_token;
      if (fromBody !== undefined && request.body?.username === undefined) {
        throw badField('body', 'username', 'is required with refresh_token', 422);
      }
      const refreshToken = fromBody ?? request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw badField('body', 'refresh_token', 'is required', 422);
      const session = await refreshSession(context, { refreshToken, username: request.body?.username });
      return sendSession(reply, session);
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign out',
        description:
          'Revokes the session of the refresh token in the body (`{ refresh_token }`) or in the `patro_refresh` ' +
          'cookie, or else of the bearer token (which stops working at once), and clears the cookie. With `uuid` (body or `X-Device-Uuid` header) the browser registered for push ' +
          'under that id is unregistered too (the user of the session, or of the bearer token). Always 200.',
        body: z
          .object({ refresh_token: opaqueTokenSchema.optional(), uuid: deviceUuidSchema.optional() })
          .nullish(),
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const userId = await logOut(
        context,
        request.body?.refresh_token ?? request.cookies[REFRESH_COOKIE],
        request.user ?? undefined,
      );
      // A browser that signs out stops receiving this user's pushes.
      const header = deviceUuidSchema.safeParse(request.headers['x-device-uuid']);
      const deviceUuid = request.body?.uuid ?? (header.success ? header.data : undefined);
      const owner = userId ?? request.user?.id;
      if (deviceUuid && owner) await deleteDevice(db, owner, deviceUuid);
      clearRefreshCookie(reply);
      return { message: 'You have been logged out' };
    },
  );

  app.get(
    '/authenticated-user',
    {
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        description:
          '`{ id, email, full_name, email_verified, roles: [{ name }], admin, services_jwt, organizations, ' +
          'settings: [{ unverified_events, dark_mode }], pic }`. `admin` is 1 for role admin or super-admin. ' +
          '`services_jwt`: one signed token per active subscription, its claims the spec\u2019s `subscribed_to` entry and `exp` its expiry. `organizations`: those you run, ' +
          '`{ id, name, role, moderator }` (moderator 1 when one of its calendars is public and modifiable). ' +
          '401 for a visitor or a deleted account.',
        security: bearer,
        response: { 200: authenticatedUserSchema },
      },
    },
    async (request) => {
      const user = await requireExistingUser(db, requireUser(request).id);
      return toAuthenticatedUser(
        user,
        await organizationsOfUser(db, user.id),
        servicesJwt ? await servicesJwt(user.id) : [],
      );
    },
  );

  for (const [path, setting, what] of [
    ['/toggle-verified-events', 'showUnverifiedEvents', 'showing NS events without a verified date'],
    ['/toggle-darkmode', 'darkMode', 'the dark theme'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary: `Toggle ${what}`,
          description: 'Flips the setting and returns the new `{ unverified_events, dark_mode }`.',
          security: bearer,
          response: { 200: userSettingsSchema },
        },
      },
      async (request) => toUserSettings(await toggleSetting(context, requireUser(request).id, setting)),
    );
  }

  app.put(
    '/users/settings',
    {
      schema: {
        tags: TAGS,
        summary: 'Set settings',
        description:
          'Sets `unverified_events` and/or `dark_mode` (0/1 or booleans) to the given values, unlike the ' +
          'toggles, so repeating it is harmless (the web\u2019s theme switch). Returns the settings.',
        security: bearer,
        body: userSettingsUpdateSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => {
      const { unverified_events, dark_mode } = request.body;
      const user = await updateSettings(context, requireUser(request).id, {
        showUnverifiedEvents: unverified_events === undefined ? undefined : Boolean(unverified_events),
        darkMode: dark_mode === undefined ? undefined : Boolean(dark_mode),
      });
      return toUserSettings(user);
    },
  );

  app.get(
    '/user-verify/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Verify the e-mail address and sign in',
        description:
          'The token from the mailed link, usable once. Marks the address verified and signs in: the same ' +
          '`{ access_token, refresh_token }` as `POST /users/login`, with a message. 410 when the link has ' +
          'expired (ask for a new one with `GET /refresh_veritoken/{token}` or `POST /users/resend-verification`); ' +
          `404 when it is unknown or already used. ${COOKIE_NOTE}`,
        params: tokenParams,
        response: { 200: messageSchema.extend(tokenPairSchema.shape) },
      },
    },
    async (request, reply) => {
      const session = await verifyEmail(context, request.params.token);
      return { message: 'Your email has been verified', ...sendSession(reply, session) };
    },
  );

  app.get(
    '/refresh_veritoken/:token',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a new verification link',
        description:
          'Mails a new link to the owner of this (possibly expired) verification token. 5 per hour per IP and ' +
          'per address; 404 for an unknown token.',
        params: tokenParams,
        querystring: mailLangQuery,
        response: { 200: messageSchema },
      },
    },
    async (request) => ({
      message: await resendVerification(context, request.params.token, request.ip, request.query.lang),
    }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Mail a password-reset link',
        description:
          'Always the same 200 answer, so it does not tell which addresses have accounts. The link ' +
          '(`/forgot-password?token=…` on the web app) is valid for one hour. 5 per hour per IP and per address.',
        body: forgotPasswordRequestSchema,
        querystring: mailLangQuery,
        response: { 200: messageSchema },
      },
    },
    async (request) => ({
      message: await inSameTime(() =>
        requestPasswordReset(context, request.body.email, request.ip, request.query.lang),
      ),
    }),
  );

  app.post(
    '/update-password',
    {
      schema: {
        tags: TAGS,
        summary: 'Reset or change the password',
        description:
          'Reset: `{ token, password }` with the mailed token; every session of the account ends (404 unknown ' +
          'or used link, 410 expired). Change: signed in, `{ old_password, password }` (403 "Password is ' +
          'incorrect"); other sessions end and a new token pair is returned. ' +
          COOKIE_NOTE,
        body: updatePasswordRequestSchema,
        response: { 200: messageSchema.extend(tokenPairSchema.partial().shape) },
      },
    },
    async (request, reply) => {
      const { token, old_password, password } = request.body;
      if (token !== undefined) {
        await resetPassword(context, token, password);
        clearRefreshCookie(reply);
        return { message: 'Your password has been updated, please log in' };
      }
      if (!request.user) throw badField('body', 'token', 'is required (or sign in and send old_password)');
      if (old_password === undefined) throw badField('body', 'old_password', 'is required');
      const session = await changePassword(context, request.user.id, old_password, password);
      return { message: 'Your password has been updated', ...sendSession(reply, session) };
    },
  );

  app.post(
    '/delete-account',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete the account and everything it owns',
        description:
          'Confirm with `{ password }`; accounts made by Google or Facebook (no password) confirm with ' +
          '`{ email }`. Deletes the user, their calendars, events, sessions and links. 403 "Password is ' +
          'incorrect".',
        security: bearer,
        body: deleteAccountRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(context, requireUser(request).id, request.body);
      clearRefreshCookie(reply);
      return { message: 'Your account and everything it held have been deleted' };
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: TAGS,
        summary: 'Configured social sign-in providers',
        description: 'Only configured providers are true; the web shows buttons for those.',
        response: { 200: authProvidersSchema },
      },
    },
    async () => ({ google: oauth.isConfigured('google'), facebook: oauth.isConfigured('facebook') }),
  );

  const loginFailed = () => `${webOrigin}/login?error=oauth`;

  app.get(
    '/auth/:provider/start',
    {
      schema: {
        tags: TAGS,
        summary: 'Start Google or Facebook sign-in',
        description:
          '302 to the provider (authorization code with PKCE, state and nonce kept in a signed, HttpOnly, ' +
          '10-minute cookie). `redirect` is the web app path to return to (a path only: no other site). ' +
          '404 when the provider is not configured.',
        params: providerParams,
        querystring: z.object({
          redirect: redirectPathSchema.default('/'),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!oauth.isConfigured(provider)) throw notFound('provider_not_configured', { provider });
      try {
        const { url, pending } = await oauth.start(provider, request.query.redirect);
        // Lax, not Strict: the provider sends the browser back with a cross-site navigation.
        reply.setCookie(OAUTH_COOKIE, JSON.stringify(pending), {
          httpOnly: true,
          sameSite: 'lax',
          path: '/auth',
          maxAge: 600,
          secure: production,
          signed: true,
        });
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in could not start');
        return reply.redirect(loginFailed(), 302);
      }
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        tags: TAGS,
        summary: 'Return from Google or Facebook',
        description:
          'Checks state, nonce, PKCE and the ID token; finds the account by the provider identity or by the ' +
          'verified e-mail (linking it), or creates one. Then 302 to the web app ' +
          '`/verification?token=<access token>&redirect=<path>` with the refresh cookie set; any failure ' +
          '302s to `/login?error=oauth`.',
        params: providerParams,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const stored = request.cookies[OAUTH_COOKIE];
      reply.clearCookie(OAUTH_COOKIE, { path: '/auth' });
      try {
        const pending = readPendingSignIn(stored ? request.unsignCookie(stored) : undefined);
        if (!pending || pending.provider !== provider) throw new Error('No sign-in is in progress here');
        // openid-client takes redirect_uri from this URL, so it is the registered one plus the query.
        const callbackUrl = new URL(oauth.redirectUri(provider));
        callbackUrl.search = request.url.split('?')[1] ?? '';
        const identity = await oauth.finish(pending, callbackUrl);
        const session = await signInWithProvider(context, identity);
        setRefreshCookie(reply, session.refreshToken);
        const target = new URL('/verification', webOrigin);
        target.searchParams.set('token', session.accessToken);
        target.searchParams.set('redirect', pending.redirect);
        return reply.redirect(target.href, 302);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in failed');
        return reply.redirect(loginFailed(), 302);
      }
    },
  );
};

function readPendingSignIn(cookieValue: { valid: boolean; value: string | null } | undefined) {
  if (!cookieValue?.valid || !cookieValue.value) return undefined;
  try {
    const parsed = JSON.parse(cookieValue.value) as PendingSignIn;
    return typeof parsed.state === 'string' && isSafeRedirectPath(parsed.redirect) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
