import { createHmac, randomUUID } from 'node:crypto';
import type { Agent as HttpsAgent } from 'node:https';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SERVER_TIMEOUTS, type ServerTimeouts } from '@patro/contracts/http-limits';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
// Talk with us and the encrypted-response envelope (issue 29; ADR 195, 196).
import { databaseEvents } from './db/notify.js';
import { accessTokens, loadAccessTokenKey, registerAuth } from './http/auth.js';
import { type EnvelopeKey, registerEnvelope } from './http/envelope.js';
import { registerErrorHandling } from './http/errors.js';
import { HeavyReadGate } from './http/heavy-reads.js';
import { AccessLog, withRedaction } from './http/logging.js';
import { registerResponseHeaders } from './http/security-headers.js';
import { sessionCheck } from './http/sessions.js';
import { registerTextInputRule } from './http/text-input.js';
import type { JobQueueSlot } from './jobs/engine.js';
import { OAuthClients, type OAuthProvidersConfig } from './modules/accounts/oauth.js';
import { accountsRoutes } from './modules/accounts/routes.js';
import { calendarYearRoutes } from './modules/admin/calendar-years.js';
import { adminRoutes } from './modules/admin/routes.js';
import { AD_HIT_LIMIT, adsAdminRoutes, adsRoutes } from './modules/ads/routes.js';
import { adTokenKey } from './modules/ads/tokens.js';
import type { FineReading } from './modules/bluebook/estimate.js';
// Vehicle bluebook (issue 27).
import { bluebookPayRoutes } from './modules/bluebook/pay.js';
import { bluebookPublicRoutes, bluebookRoutes } from './modules/bluebook/routes.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { dateConvertRoutes } from './modules/date-convert/routes.js';
import { dynamicConfigRoutes } from './modules/dynamic-config/routes.js';
import { electionRoutes } from './modules/election/routes.js';
import { eventRoutes } from './modules/events/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { holidayRoutes } from './modules/holidays/routes.js';
import { FeedCache } from './modules/ical/feed-cache.js';
import { icalRoutes } from './modules/ical/routes.js';
import { mailRoutes } from './modules/mail/routes.js';
import { createMailer, type Mailer } from './modules/mail/service.js';
import { marketRoutes } from './modules/markets/routes.js';
import type { Fetcher } from './modules/markets/sources.js';
import { newsRoutes } from './modules/news/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { panchangaRoutes } from './modules/panchanga/routes.js';
// Paramarsha (issue 26; ADR 200–202).
import { paramarshaRoutes } from './modules/paramarsha/routes.js';
// Subscriptions and payments (ADR 181–186).
import type { GatewayId, PaymentGateway } from './modules/payments/gateways/index.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPaymentsContext, type PaymentsContext } from './modules/payments/service.js';
import { servicesTokens } from './modules/payments/tokens.js';
import { personalCalendarRoutes } from './modules/personal-calendars/routes.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/push/endpoints.js';
import { pushRoutes } from './modules/push/routes.js';
import { createPushSender, type PushSender } from './modules/push/sender.js';
import { loadVapidKeys, type VapidKeys } from './modules/push/vapid.js';
import { quizRoutes } from './modules/quiz/routes.js';
import type { RelayLimits } from './modules/radio/relay.js';
import { radioRoutes } from './modules/radio/routes.js';
import { rashifalRoutes } from './modules/rashifal/routes.js';
import { notificationRoutes } from './modules/reminders/routes.js';
import { sharingRoutes } from './modules/sharing/routes.js';
import { sportsRoutes } from './modules/sports/routes.js';
import { SupportLive } from './modules/support/live.js';
import { type SupportChannels, supportRoutes } from './modules/support/routes.js';
import { suvaSaitRoutes } from './modules/suva-sait/routes.js';
import { StaffRoles } from './policy/staff.js';

/** What the API needs to run: its database, the web origin CORS allows, and logging. */
export interface AppOptions {
  database: Database;
  webOrigin: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock (epoch ms) behind "today"; tests pass a fixed one. Default `Date.now`. */
  now?: () => number;
  /** Trust X-Forwarded-For (`TRUST_PROXY`): true, or the number of proxy hops. */
  trustProxy?: boolean | number;
  /** Key for access tokens (`JWT_SECRET`); without it one is generated and kept in the database. */
  jwtSecret?: string;
  /** Sends the product's mail; default: one on this database, through `smtpUrl` when set. */
  mailer?: Mailer;
  smtpUrl?: string;
  mailFrom?: string;
  /** Production: Secure cookies. Default: NODE_ENV is production. */
  production?: boolean;
  /**
   * Serve `GET /dev/outbox` (ADR 163). The server passes the explicit DEV_OUTBOX setting; apps that
   * tests build in-process have it outside production, since nothing else can reach them.
   */
  devOutbox?: boolean;
  /** The API's public address, for OAuth redirect URIs. Default `http://localhost:4000`. */
  apiUrl?: string;
  /** Google/Facebook sign-in; only providers given here are offered. */
  oauthProviders?: OAuthProvidersConfig;
  /**
   * Where cold `GET /calendars` reads are built: `pool` (default) on worker threads, `inline` on
   * the event loop (ADR 045; the cold-year benchmark compares the two).
   */
  calendarCompute?: 'inline' | 'pool';
  /** How external sources (news feeds) are reached; tests pass a fetcher of their own. */
  marketSources?: { fetcher?: Fetcher };
  /**
   * The job engine, once started (the server starts it after listening): an admin's "fetch now"
   * and a new event's push queue on it. Without one, "fetch now" answers 503.
   */
  jobs?: JobQueueSlot;
  /** `ADMIN_EMAILS`: verified accounts with these addresses are super-admins (ADR 121). */
  adminEmails?: readonly string[];
  /** Web Push (ADR 141): `VAPID_*` keys (generated and kept in the database outside production) and the HTTPS agent. */
  push?: { keys?: VapidKeys; subject?: string; agent?: HttpsAgent; serviceHosts?: readonly string[] };
  /** How long a client may take to send its request; tests shorten it. Default SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** Talk with us (ADR 195): the external ways to reach support (`TALK_*`). */
  support?: { channels?: SupportChannels };
  /** The encrypted-response envelope's key and IV (`ENVELOPE_KEY`, `ENVELOPE_IV`; ADR 196); off without. */
  envelope?: EnvelopeKey | null;
  /** Payment gateways (ADR 180), built from `Config['payments']`; none: nothing can be bought. */
  payments?: { gateways?: Partial<Record<GatewayId, PaymentGateway>> };
  /** radio: the plain-http stream relay's caps (`RADIO_RELAY_*`, ADR 158); defaults in relay.ts. */
  radioRelay?: Partial<RelayLimits>;
  /** Vehicle bluebook (issue 27): `BLUEBOOK_FINE_READING` (ADR 211). Default `directive`. */
  bluebookFineReading?: FineReading;
  /** How many heavy reads one reader may have in flight (ADR 230); tests pass their own gate. */
  heavyReads?: HeavyReadGate;
  /**
   * Our own ad server (issue 25; ADR 220): the random source of the ad choice (default
   * `Math.random`; tests pass a fixed sequence) and the counting calls' limit per address.
   */
  ads?: { random?: () => number; hitLimit?: { max: number; windowMs: number } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module sends mail through this (outbox always, SMTP when configured). */
    mailer: Mailer;
    /** Web Push to a user's registered browsers (reminders and other modules). */
    push: PushSender;
    /**
     * Every route this app serves, hidden ones included: the fuzz and authorization-matrix tests
     * walk it, so a new route is covered the day it is added.
     */
    routeList: { method: string; url: string }[];
    /** Orders, checks and grants (the reconciliation jobs run on the same context). */
    payments: PaymentsContext;
    /** Heavy reads in flight per reader (ADR 230): long signed-in calendar reads, feed builds. */
    heavyReads: HeavyReadGate;
  }
}

/**
 * Builds the API without listening, so tests drive it through `app.inject()` and the server
 * entry point adds only `listen`.
 */
export async function buildApp({
  database,
  webOrigin,
  logger = false,
  now = Date.now,
  jwtSecret,
  mailer,
  smtpUrl,
  mailFrom,
  production = process.env.NODE_ENV === 'production',
  devOutbox = !production,
  apiUrl = 'http://localhost:4000',
  oauthProviders = {},
  trustProxy = false,
  calendarCompute = 'pool',
  marketSources = {},
  jobs = { current: null },
  adminEmails = [],
  push = {},
  timeouts = SERVER_TIMEOUTS,
  support = {},
  envelope = null,
  payments = {},
  radioRelay,
  bluebookFineReading = 'directive',
  heavyReads = new HeavyReadGate(),
  ads = {},
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every log line passes the redaction rules: no token, link, password, hash or feed secret.
    logger: withRedaction(logger),
    // One access line per request instead of Fastify's two (ADR 161).
    logController: new AccessLog(),
    // Behind a proxy the incoming id is kept so one request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
    // A slow client cannot hold a connection for ever: the request must arrive within these.
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    // A hop count becomes proxy-addr's trust function: the nearest N addresses are proxies.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  });
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.decorate('heavyReads', heavyReads);
  // Built iCalendar feeds by version, for private links and published calendars alike (ADR 230).
  const feeds = new FeedCache();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseHeaders(app);
  registerErrorHandling(app);
  registerTextInputRule(app);
  registerEnvelope(app, envelope);
  const accessTokenKey = await loadAccessTokenKey(database.db, jwtSecret);
  registerAuth(app, accessTokens(accessTokenKey), sessionCheck(database.db), now);
  app.decorate('mailer', mailer ?? createMailer({ db: database.db, smtpUrl, from: mailFrom, log: app.log }));
  const vapid = await loadVapidKeys(database.db, push.keys, production);
  app.decorate(
    'push',
    createPushSender(
      database.db,
      vapid && { vapid, subject: push.subject ?? 'mailto:no-reply@patro.invalid', agent: push.agent },
    ),
  );
  // Spec §7 sends some calls as forms (POST /fetch/panchanga); they parse to the same object as JSON.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    },
  );

  await app.register(cors, {
    origin: [webOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'etag', 'x-patro-envelope'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patro API',
        description:
          'Bikram Sambat, Gregorian and Nepal Sambat calendars, panchanga and daily utilities.\n\n' +
          'Every 4xx and 5xx answer is `{ statusCode, error, code, message, requestId }`, with `field` when one ' +
          'field is at fault and `params` when the message names values (e.g. `{ "limit": 50 }`). `code` is ' +
          'stable (e.g. `invalid_field`, `invalid_login`, `session_ended`, `invitation_expired`, ' +
          '`calendars_limit_reached`, `route_not_found`, `internal`); decide by it, not by the text. ' +
          '`message` is in the request’s language: `?lang=np|en` where the route has it, else ' +
          '`Accept-Language` (ne or np → Nepali), else English. The codes and their texts in both languages ' +
          'are the `@patro/contracts/errors` catalogue (ADR 150).',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Health and operations' },
        { name: 'config', description: 'Remote configuration' },
        {
          name: 'calendar',
          description: 'BS, AD and NS calendars, events, holidays, panchanga and suva sait',
        },
        {
          name: 'markets',
          description: 'Forex, gold and silver, fuel and vegetable prices, and their sources',
        },
        {
          name: 'rashifal',
          description: 'Horoscopes: astrologers’ text, or computed from the planets’ transits',
        },
        {
          name: 'admin',
          description: 'The admin area: rashifal editor and roles (astrologer, admin, super-admin)',
        },
        { name: 'news', description: 'News and blog headlines, their feeds, and the radio directory' },
        { name: 'election', description: 'House of Representatives results of BS 2082 and 2079 (FPTP)' },
        {
          name: 'ads',
          description: 'Our own ad server: slots, banners, first-party counting, campaigns and reports',
        },
        { name: 'quiz', description: 'The daily quiz, its leaderboards and the editors’ question bank' },
        { name: 'accounts', description: 'Sign-up, sign-in, sessions, verification, recovery and settings' },
        {
          name: 'personal-calendars',
          description: 'Your calendars and events, their private iCalendar feeds, and reminder notifications',
        },
        { name: 'sharing', description: 'Invitations, people, levels and user groups of shared calendars' },
        {
          name: 'payments',
          description: 'Subscription packages, orders with eSewa and Khalti, trials and coupons',
        },
        {
          name: 'bluebook',
          description: 'Vehicle bluebook: rate tables, renewal estimates, your vehicles and renewals',
        },
        {
          name: 'organisations',
          description:
            'Organisations, their calendars, publishing, public calendars, subscriptions and QR codes',
        },
        // Sports (ADR 174).
        {
          name: 'sports',
          description: 'FIFA World Cup 2026 and 2022 (openfootball), Nepal cricket (Cricsheet)',
        },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes, database);
  await app.register(dynamicConfigRoutes, { db: database.db });
  await app.register(calendarRoutes, { db: database.db, now, compute: calendarCompute, heavyReads });
  await app.register(dateConvertRoutes);
  await app.register(holidayRoutes);
  await app.register(panchangaRoutes);
  await app.register(suvaSaitRoutes, { db: database.db });
  const paymentsContext = createPaymentsContext({
    db: database.db,
    gateways: payments.gateways ?? {},
    now,
    webOrigin,
    mailer: app.mailer,
  });
  app.decorate('payments', paymentsContext);
  // Its own key, so a services token is never an access token (and the other way round).
  const servicesKey = createHmac('sha256', accessTokenKey).update('patro-services-jwt').digest();
  await app.register(accountsRoutes, {
    servicesJwt: (userId) => servicesTokens(database.db, servicesKey, userId, now()),
    context: {
      db: database.db,
      mailer: app.mailer,
      accessTokens: app.accessTokens,
      sessions: app.sessions,
      now,
      webOrigin,
    },
    oauth: new OAuthClients(oauthProviders, apiUrl),
    production,
    // Its own key, derived from the token key, so a cookie signature is never a valid token signature.
    cookieSecret: createHmac('sha256', accessTokenKey).update('patro-cookie-signing').digest('base64url'),
  });
  await app.register(personalCalendarRoutes, { db: database.db, publicUrl: apiUrl });
  await app.register(eventRoutes, { db: database.db, now, jobs });
  await app.register(icalRoutes, { db: database.db, now, heavyReads, feeds });
  await app.register(notificationRoutes, { db: database.db });
  await app.register(pushRoutes, {
    db: database.db,
    vapid,
    serviceHosts: push.serviceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS,
  });
  // Every staff call reads the caller's roles from the database (ADR 121, 152).
  const staffRoles = new StaffRoles(database.db, adminEmails);
  await staffRoles.applyBootstrap();
  await app.register(marketRoutes, { db: database.db, now, jobs, roles: staffRoles });
  await app.register(adminRoutes, { roles: staffRoles });
  await app.register(calendarYearRoutes, { roles: staffRoles });
  await app.register(rashifalRoutes, { db: database.db, now, roles: staffRoles });
  const sharing = { db: database.db, mailer: app.mailer, now, webOrigin };
  await app.register(sharingRoutes, sharing);
  await app.register(organizationRoutes, { ...sharing, publicUrl: apiUrl, heavyReads, feeds });
  await app.register(newsRoutes, {
    db: database.db,
    now,
    fetcher: marketSources.fetcher,
    roles: staffRoles,
  });
  // Election (ADR 171): recorded results, read-only and public.
  await app.register(electionRoutes);
  // Quiz (ADR 177)
  await app.register(quizRoutes, { db: database.db, now, roles: staffRoles });
  // Sports (ADR 174): public, read-only, from the shipped recorded files.
  await app.register(sportsRoutes);
  await app.register(paymentRoutes, { payments: paymentsContext, roles: staffRoles });
  await app.register(radioRoutes, { db: database.db, roles: staffRoles, relay: radioRelay });
  // Feedback, contact and the FAQ (ADR 190, 191).
  await app.register(feedbackRoutes, {
    db: database.db,
    mailer: app.mailer,
    roles: staffRoles,
    now,
    webOrigin,
  });
  if (devOutbox && !production) await app.register(mailRoutes, { db: database.db });
  // Talk with us (issue 29; ADR 195): live updates through PostgreSQL LISTEN/NOTIFY.
  const events = databaseEvents(database);
  app.addHook('onClose', () => events.close());
  await app.register(supportRoutes, {
    db: database.db,
    roles: staffRoles,
    live: new SupportLive(events),
    mailer: app.mailer,
    push: app.push,
    now,
    webOrigin,
    channels: support.channels ?? { email: null, phone: null, messaging: [] },
  });
  // Vehicle bluebook (issue 27; ADR 210–213).
  const bluebook = { db: database.db, now, roles: staffRoles, fineReading: bluebookFineReading };
  await app.register(bluebookPublicRoutes, bluebook);
  await app.register(bluebookRoutes, bluebook);
  // Renewals paid through Patro and the staff's steps (ADR 240, 241).
  await app.register(bluebookPayRoutes, {
    payments: paymentsContext,
    roles: staffRoles,
    fineReading: bluebookFineReading,
    mailer: app.mailer,
    push: app.push,
    webOrigin,
  });
  // Paramarsha (issue 26; ADR 200–202).
  await app.register(paramarshaRoutes, {
    payments: paymentsContext,
    roles: staffRoles,
    mailer: app.mailer,
    push: app.push,
    webOrigin,
  });
  // Our own ad server (issue 25; ADR 220–222): its tokens' key is derived like the services key.
  const adsOptions = {
    db: database.db,
    now,
    random: ads.random ?? Math.random,
    apiUrl,
    webOrigin,
    tokenKey: adTokenKey(accessTokenKey),
    roles: staffRoles,
    hitLimit: ads.hitLimit ?? AD_HIT_LIMIT,
  };
  await app.register(adsRoutes, adsOptions);
  await app.register(adsAdminRoutes, adsOptions);
  return app;
}
