import path from 'node:path';
import { CLOCK_AT_FORMAT, CLOCK_AT_IN_PRODUCTION, parseClockAt } from '@patro/contracts/clock';
import { z } from 'zod';
import {
  DEFAULT_ESEWA_STANDIN_PORT,
  DEFAULT_KHALTI_STANDIN_PORT,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  KHALTI_STANDIN_SECRET_KEY,
  STANDIN_IN_PRODUCTION,
} from './modules/payments/standins/credentials.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './modules/push/endpoints.js';
import { parseOutboundAllow } from './security/outbound.js';

const port = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

const httpUrl = z
  .string()
  .url('must be a URL such as http://localhost:4000')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/** Listeners only this machine can reach. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);
const devOutboxOn = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Every setting Patro reads from the environment. Read once at start-up; a bad value stops the
 * process with a message that names the variable (DESIGN.md, "Config").
 */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1, 'must not be empty').default('localhost'),
    PORT: port(3000),
    API_PORT: port(4000),
    API_URL: httpUrl.optional(),
    WEB_ORIGIN: httpUrl.optional(),
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    OUTBOUND_ALLOW: z
      .string()
      .regex(
        /^\s*[\w.:[\]-]+:(\d+|\*)\s*(,\s*[\w.:[\]-]+:(\d+|\*)\s*)*$/,
        'must be host:port entries, comma-separated',
      )
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .url('must be a URL such as smtps://user:password@smtp.example.com:465')
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
    BLOGS_URL: httpUrl.optional(),
    BLOGS_FEED_URL: httpUrl.optional(),
    MAIL_FROM: z.string().min(3, 'must be an address such as Patro <no-reply@example.com>').optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: httpUrl.optional(),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_ISSUER: httpUrl.optional(),
    REMINDER_INTERVAL_SECONDS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 3600')
      .max(3600, 'must be between 1 and 3600')
      .default(60),
    ADMIN_EMAILS: z
      .string()
      .refine(
        (value) => value.split(',').every((part) => /^[^\s@,]+@[^\s@,]+$/.test(part.trim())),
        'must be e-mail addresses separated by commas',
      )
      .optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
    PUSH_SERVICE_HOSTS: z
      .string()
      .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'must be host names separated by commas')
      .optional(),
    /** `GET /dev/outbox` lists every mail, reset links included: only when asked for, on this machine. */
    DEV_OUTBOX: z.enum(['0', '1', 'true', 'false']).optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the API')
      .optional(),
    /** Which payment gateways the product offers (ADR 180). */
    PAYMENT_GATEWAYS: z
      .string()
      .regex(
        /^(none|(esewa|khalti)(,(esewa|khalti))*)$/,
        'must be esewa, khalti, both separated by a comma, or none',
      )
      .default('esewa,khalti'),
    /** eSewa merchant: product code and secret key; without both, the local stand-in (ADR 180). */
    ESEWA_PRODUCT_CODE: z
      .string()
      .regex(/^[\w-]{1,64}$/, 'must be an eSewa product (merchant) code')
      .optional(),
    ESEWA_SECRET_KEY: z.string().min(8, 'must be the merchant secret key eSewa issued').optional(),
    ESEWA_FORM_URL: httpUrl.optional(),
    // Kept exactly: eSewa's documented path ends in a slash (`…/transaction/status/`).
    ESEWA_STATUS_URL: z
      .string()
      .url('must be a URL such as https://rc.esewa.com.np/api/epay/transaction/status/')
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    ESEWA_STANDIN_PORT: port(DEFAULT_ESEWA_STANDIN_PORT),
    /** Khalti merchant: the live_secret_key; without it, the local stand-in (ADR 180). */
    KHALTI_SECRET_KEY: z
      .string()
      .min(8, 'must be the live_secret_key from the Khalti merchant dashboard')
      .optional(),
    KHALTI_API_URL: httpUrl.optional(),
    KHALTI_STANDIN_PORT: port(DEFAULT_KHALTI_STANDIN_PORT),
    /**
     * Tests and development only: every rate limit allows this many times its attempts. The e2e
     * suite is one browser at 127.0.0.1 signing in hundreds of times (ADR 096).
     */
    RATE_LIMIT_FACTOR: z.coerce.number().int('must be a whole number').min(1).max(1000).default(1),
    // Talk with us (issue 29; ADR 195, 196): external contact ways and the encrypted-response envelope.
    TALK_EMAIL: z.email('must be an e-mail address').optional(),
    TALK_PHONE: z
      .string()
      .regex(/^\+?[0-9 -]{6,20}$/, 'must be a phone number such as +977-1-4000000')
      .optional(),
    TALK_MESSAGING: z
      .string()
      .regex(
        /^[^|,]{1,40}\|https:\/\/[^\s|,]+(,[^|,]{1,40}\|https:\/\/[^\s|,]+)*$/,
        'must be Name|https://… entries separated by commas',
      )
      .optional(),
    ENVELOPE_KEY: z
      .string()
      .refine(
        (v) => [16, 24, 32].includes(Buffer.byteLength(v)),
        'must be 16, 24 or 32 bytes (AES-128/192/256)',
      )
      .optional(),
    ENVELOPE_IV: z
      .string()
      .refine((v) => Buffer.byteLength(v) === 16, 'must be 16 bytes')
      .optional(),
    // radio: the plain-http stream relay's caps (ADR 158)
    RADIO_RELAY_MAX_LISTENERS: z.coerce.number().int('must be a whole number').min(0).max(10000).default(40),
    RADIO_RELAY_MAX_PER_ADDRESS: z.coerce.number().int('must be a whole number').min(1).max(100).default(3),
    RADIO_RELAY_MAX_MB: z.coerce.number().int('must be a whole number').min(1).max(100000).default(128),
    RADIO_RELAY_MAX_MINUTES: z.coerce
      .number()
      .int('must be a whole number')
      .min(1)
      .max(24 * 60)
      .default(180),
    /** Tests only: "now" starts at this instant (ADR 072). */
    CLOCK_AT: z
      .string()
      .refine((value) => parseClockAt(value) !== undefined, CLOCK_AT_FORMAT)
      .optional(),
    // Vehicle bluebook (issue 27, ADR 211): which reading of the fine windows the estimates use.
    BLUEBOOK_FINE_READING: z
      .enum(['directive', 'summary'], { error: 'must be directive or summary' })
      .default('directive'),
  })
  .refine((env) => !devOutboxOn(env.DEV_OUTBOX) || env.NODE_ENV !== 'production', {
    path: ['DEV_OUTBOX'],
    message: 'lists every mail with its links; not allowed when NODE_ENV=production',
  })
  .refine((env) => !devOutboxOn(env.DEV_OUTBOX) || LOOPBACK_HOSTS.has(env.HOST), {
    path: ['DEV_OUTBOX'],
    message: 'lists every mail with its links; only allowed while HOST is a loopback address (localhost)',
  })
  .refine((env) => !devOutboxOn(env.DEV_OUTBOX) || !env.TRUST_PROXY || env.TRUST_PROXY === 'false', {
    path: ['DEV_OUTBOX'],
    message:
      'lists every mail with its links; not allowed behind a proxy (TRUST_PROXY), whose clients all look local',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.OUTBOUND_ALLOW === undefined, {
    path: ['OUTBOUND_ALLOW'],
    message: 'is for tests and development only; not allowed when NODE_ENV=production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.CLOCK_AT === undefined, {
    path: ['CLOCK_AT'],
    message: CLOCK_AT_IN_PRODUCTION,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.RATE_LIMIT_FACTOR === 1, {
    path: ['RATE_LIMIT_FACTOR'],
    message: 'is for tests and development only: production keeps every rate limit as written',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET !== undefined, {
    path: ['JWT_SECRET'],
    message: 'must be set in production (every API process signs access tokens with it)',
  })
  .superRefine((env, context) => {
    // A provider needs both halves of its client registration; one alone is a typo.
    for (const [id, secret] of [
      ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
      ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
      ['ESEWA_PRODUCT_CODE', 'ESEWA_SECRET_KEY'],
      ['ENVELOPE_KEY', 'ENVELOPE_IV'],
    ] as const) {
      if ((env[id] === undefined) !== (env[secret] === undefined)) {
        const missing = env[id] === undefined ? id : secret;
        context.addIssue({
          code: 'custom',
          path: [missing],
          message: `must be set together with ${id === missing ? secret : id}`,
        });
      }
    }
  })
  .superRefine((env, context) => {
    const enabled = env.PAYMENT_GATEWAYS.split(',');
    const production = env.NODE_ENV === 'production';
    // A gateway URL without the credentials would be ignored for the stand-in: most likely a typo.
    for (const [url, credential] of [
      ['ESEWA_FORM_URL', 'ESEWA_SECRET_KEY'],
      ['ESEWA_STATUS_URL', 'ESEWA_SECRET_KEY'],
      ['KHALTI_API_URL', 'KHALTI_SECRET_KEY'],
    ] as const) {
      if (env[url] !== undefined && env[credential] === undefined) {
        context.addIssue({ code: 'custom', path: [url], message: `is used only with ${credential}` });
      }
      if (production && env[url]?.startsWith('http://')) {
        context.addIssue({ code: 'custom', path: [url], message: 'must be https:// in production' });
      }
    }
    if (!production) return;
    // Production never pays a stand-in: each offered gateway needs its merchant credentials.
    if (enabled.includes('esewa') && env.ESEWA_SECRET_KEY === undefined) {
      context.addIssue({ code: 'custom', path: ['ESEWA_SECRET_KEY'], message: STANDIN_IN_PRODUCTION });
    }
    if (enabled.includes('khalti') && env.KHALTI_SECRET_KEY === undefined) {
      context.addIssue({ code: 'custom', path: ['KHALTI_SECRET_KEY'], message: STANDIN_IN_PRODUCTION });
    }
  })
  .transform((env) => ({
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    webPort: env.PORT,
    apiPort: env.API_PORT,
    /** The API address the web app (and the browser) uses. */
    apiUrl: env.API_URL ?? `http://localhost:${env.API_PORT}`,
    /** The web origin allowed by CORS. */
    webOrigin: env.WEB_ORIGIN ?? `http://localhost:${env.PORT}`,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    logLevel: env.LOG_LEVEL ?? 'info',
    /** Serve `GET /dev/outbox` (development on a loopback listener only; ADR 163). */
    devOutbox: devOutboxOn(env.DEV_OUTBOX),
    /** Internal `host:port`s the guarded fetch may reach (tests' local servers; ADR 162). */
    outboundAllow: parseOutboundAllow(env.OUTBOUND_ALLOW),
    /**
     * A developer's terminal (development, LOG_LEVEL unset): readable warnings and errors and one
     * line a minute of request counts instead of a JSON line per request. Setting LOG_LEVEL gives
     * the full JSON log; production and tests always log JSON.
     */
    logSummary: env.LOG_LEVEL === undefined && env.NODE_ENV === 'development',
    jwtSecret: env.JWT_SECRET,
    /**
     * Whether X-Forwarded-For names the client (behind a load balancer): rate limits and logs
     * need the real address, not the proxy's. A number trusts that many hops.
     */
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** Every rate limit's attempts are multiplied by this (1 in production). */
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    /** radio: the plain-http stream relay's caps, per API process (ADR 158); 0 listeners turns it off. */
    radioRelay: {
      maxListeners: env.RADIO_RELAY_MAX_LISTENERS,
      maxPerAddress: env.RADIO_RELAY_MAX_PER_ADDRESS,
      maxBytes: env.RADIO_RELAY_MAX_MB * 1024 * 1024,
      maxSeconds: env.RADIO_RELAY_MAX_MINUTES * 60,
    },
    /** The test clock's start instant (epoch ms), or undefined for the real clock (ADR 072). */
    clockAt: env.CLOCK_AT === undefined ? undefined : parseClockAt(env.CLOCK_AT),
    /** How often the reminder job looks for due reminders. */
    reminderIntervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
    /** Verified accounts with these addresses are super-admins (ADR 121). */
    adminEmails: env.ADMIN_EMAILS ? env.ADMIN_EMAILS.split(',').map((e) => e.trim().toLowerCase()) : [],
    /** Mail goes out through this server; without it, only to the outbox table. */
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Patro <no-reply@localhost>',
    /** Our blog's feed, ingested like the news feeds: `BLOGS_FEED_URL`, or `BLOGS_URL` + `/feed`. */
    blogsFeedUrl:
      env.BLOGS_FEED_URL ?? (env.BLOGS_URL ? `${env.BLOGS_URL.replace(/\/+$/, '')}/feed` : undefined),
    /**
     * Web Push signing keys (ADR 141). Without them a development/test server generates a pair
     * and keeps it in its database; production then sends no push.
     */
    vapid: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT ?? 'mailto:no-reply@patro.invalid',
      /** Where a browser's subscription may point (the push services; ADR 141 addendum). */
      serviceHosts: env.PUSH_SERVICE_HOSTS?.split(',') ?? DEFAULT_PUSH_SERVICE_HOSTS,
    },
    /** Talk with us (ADR 195): how visitors reach support outside the site. */
    supportChannels: {
      email: env.TALK_EMAIL ?? null,
      phone: env.TALK_PHONE ?? null,
      messaging: (env.TALK_MESSAGING?.split(',') ?? []).map((entry) => {
        const [name, url] = entry.split('|') as [string, string];
        return { name: name.trim(), url };
      }),
    },
    /** The encrypted-response envelope (ADR 196): off unless both are set. Never logged. */
    envelope: env.ENVELOPE_KEY && env.ENVELOPE_IV ? { key: env.ENVELOPE_KEY, iv: env.ENVELOPE_IV } : null,
    /** Payment gateways (ADR 180): each is the merchant's, a local stand-in, or left out. */
    payments: paymentSettings(env),
    /** Social sign-in providers that have a client registration (ADR 062). */
    oauthProviders: {
      google: oauthProvider(
        env.GOOGLE_CLIENT_ID,
        env.GOOGLE_CLIENT_SECRET,
        env.GOOGLE_ISSUER,
        'https://accounts.google.com',
      ),
      facebook: oauthProvider(
        env.FACEBOOK_CLIENT_ID,
        env.FACEBOOK_CLIENT_SECRET,
        env.FACEBOOK_ISSUER,
        'https://www.facebook.com',
      ),
    },
    /** Vehicle bluebook: the fine windows' reading until the official text is confirmed (ADR 211). */
    bluebookFineReading: env.BLUEBOOK_FINE_READING,
  }));

function oauthProvider(
  clientId: string | undefined,
  clientSecret: string | undefined,
  issuer: string | undefined,
  defaultIssuer: string,
) {
  return clientId && clientSecret ? { clientId, clientSecret, issuer: issuer ?? defaultIssuer } : undefined;
}

/** Production endpoints; eSewa's UAT and Khalti's sandbox are set with the URL variables (README). */
const ESEWA_FORM_URL = 'https://epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_STATUS_URL = 'https://epay.esewa.com.np/api/epay/transaction/status/';
const KHALTI_API_URL = 'https://khalti.com/api/v2';

/** The variables the payment settings are made from (parsed). */
interface PaymentEnv {
  PORT: number;
  WEB_ORIGIN?: string | undefined;
  PAYMENT_GATEWAYS: string;
  ESEWA_PRODUCT_CODE?: string | undefined;
  ESEWA_SECRET_KEY?: string | undefined;
  ESEWA_FORM_URL?: string | undefined;
  ESEWA_STATUS_URL?: string | undefined;
  ESEWA_STANDIN_PORT: number;
  KHALTI_SECRET_KEY?: string | undefined;
  KHALTI_API_URL?: string | undefined;
  KHALTI_STANDIN_PORT: number;
}

function paymentSettings(env: PaymentEnv) {
  const enabled = env.PAYMENT_GATEWAYS.split(',');
  const webOrigin = env.WEB_ORIGIN ?? `http://localhost:${env.PORT}`;
  const esewaStandIn = `http://localhost:${env.ESEWA_STANDIN_PORT}`;
  const khaltiStandIn = `http://localhost:${env.KHALTI_STANDIN_PORT}`;
  return {
    esewa: !enabled.includes('esewa')
      ? undefined
      : env.ESEWA_PRODUCT_CODE && env.ESEWA_SECRET_KEY
        ? {
            productCode: env.ESEWA_PRODUCT_CODE,
            secretKey: env.ESEWA_SECRET_KEY,
            formUrl: env.ESEWA_FORM_URL ?? ESEWA_FORM_URL,
            statusUrl: env.ESEWA_STATUS_URL ?? ESEWA_STATUS_URL,
            standIn: false as const,
          }
        : {
            productCode: ESEWA_TEST_PRODUCT_CODE,
            secretKey: ESEWA_TEST_SECRET_KEY,
            formUrl: `${esewaStandIn}/api/epay/main/v2/form`,
            statusUrl: `${esewaStandIn}/api/epay/transaction/status/`,
            standIn: true as const,
            standInPort: env.ESEWA_STANDIN_PORT,
          },
    khalti: !enabled.includes('khalti')
      ? undefined
      : env.KHALTI_SECRET_KEY
        ? {
            apiUrl: env.KHALTI_API_URL ?? KHALTI_API_URL,
            secretKey: env.KHALTI_SECRET_KEY,
            websiteUrl: webOrigin,
            standIn: false as const,
          }
        : {
            apiUrl: `${khaltiStandIn}/api/v2`,
            secretKey: KHALTI_STANDIN_SECRET_KEY,
            websiteUrl: webOrigin,
            standIn: true as const,
            standInPort: env.KHALTI_STANDIN_PORT,
          },
  };
}

function parseTrustProxy(value: string | undefined): boolean | number {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : Number(value);
}

/**
 * Settings that work but are unsafe, one line each, for the start-up log. `TRUST_PROXY=true` lets
 * any client choose its address with `X-Forwarded-For` (sign-in limits reset on every request).
 */
export function configWarnings(
  config: Pick<Config, 'trustProxy' | 'clockAt'> &
    Partial<Pick<Config, 'rateLimitFactor' | 'payments' | 'devOutbox' | 'apiUrl'>>,
): string[] {
  const warnings: string[] = [];
  if (config.devOutbox) {
    warnings.push(
      `DEV_OUTBOX is on: ${config.apiUrl ?? ''}/dev/outbox lists every mail this server keeps, password-reset ` +
        'links included, to anyone on this machine. Never on a server others use.',
    );
  }
  if (
    config.payments?.esewa?.standIn === false &&
    config.payments.esewa.productCode === ESEWA_TEST_PRODUCT_CODE
  ) {
    warnings.push(
      `ESEWA_PRODUCT_CODE=${ESEWA_TEST_PRODUCT_CODE} is eSewa's public test merchant: no money moves`,
    );
  }
  if ((config.rateLimitFactor ?? 1) > 1) {
    warnings.push(
      `RATE_LIMIT_FACTOR=${config.rateLimitFactor}: every rate limit allows that many times its attempts`,
    );
  }
  if (config.clockAt !== undefined) {
    warnings.push(
      `CLOCK_AT is set: the API's clock started at ${new Date(config.clockAt).toISOString()}, not now`,
    );
  }
  if (config.trustProxy === true) {
    warnings.push(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop a client sends, so rate limits can be dodged; ' +
        'set it to the number of proxies in front of the API (e.g. TRUST_PROXY=1)',
    );
  }
  return warnings;
}

/** Validated settings for the API and the web server. */
export type Config = z.output<typeof configSchema>;

/** Raised when a setting is invalid; `message` names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the settings. Empty strings count as unset, so `PORT= npm start` keeps the
 * default instead of failing on an empty number.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(configSchema.in.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') relevant[key] = value.trim();
  }
  const parsed = configSchema.safeParse(relevant);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `  ${variable}=${JSON.stringify(relevant[variable] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
