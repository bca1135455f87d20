/**
 * The one place where secrets are kept out of the logs (ADR 092). Every log line the API writes
 * goes through these serializers and redaction paths: request URLs lose their tokens (iCal feed
 * secrets, verification and reset tokens, OAuth codes), headers lose credentials, a failed query
 * loses its parameters (an e-mail and its scrypt hash once reached the error log that way), and
 * fields named like secrets are censored wherever they appear in a logged object.
 */
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pretty from 'pino-pretty';

export const REDACTED = '[redacted]';

/** Query parameters that carry a credential whatever their value looks like. */
const SECRET_PARAMS = new Set([
  'token',
  'code',
  'state',
  'secret',
  'key',
  'password',
  'access_token',
  'refresh_token',
  'id_token',
]);

/**
 * A path segment or query value that looks generated: 16+ URL-safe characters with both letters
 * and digits (our tokens are 43 base64url characters). Route names such as
 * `toggle-verified-events` have no digits; numeric ids have no letters; both stay readable.
 */
function looksLikeToken(value: string): boolean {
  return /^[\w-]{16,}$/.test(value) && /\d/.test(value) && /[A-Za-z]/.test(value);
}

/**
 * The routes that carry a secret in their path or query, by route pattern: the secret is removed
 * whatever it looks like (a feed secret without a digit, a public link inside `?url=`). The shape
 * rule below still catches tokens on paths that matched no route.
 */
const SECRET_ROUTE_PARTS: Record<string, { params?: readonly string[]; query?: readonly string[] }> = {
  '/ical/:file': { params: ['file'] },
  '/api/v1/public/calendar/:token': { params: ['token'] },
  '/api/v1/public/calendar/:token/calendar.ics': { params: ['token'] },
  '/user-verify/:token': { params: ['token'] },
  '/refresh_veritoken/:token': { params: ['token'] },
  '/api/v1/calendars/:id/generate-qr': { query: ['url'] },
};

/** `path` with the segments that `pattern` names as secret replaced (an extension is kept). */
function redactRouteSegments(path: string, pattern: string, secret: readonly string[]): string {
  const names = pattern.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const name = names[index];
      if (!name?.startsWith(':') || !secret.includes(name.slice(1))) return segment;
      const dot = segment.lastIndexOf('.');
      return REDACTED + (dot > 0 ? segment.slice(dot) : '');
    })
    .join('/');
}

/**
 * A URL (path and query) with every token replaced by `[redacted]`: by its route's pattern when
 * the request matched one (`routeUrl`), and by shape everywhere.
 */
export function redactUrl(url: string, routeUrl?: string): string {
  const route = routeUrl ? SECRET_ROUTE_PARTS[routeUrl] : undefined;
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (route?.params && routeUrl) path = redactRouteSegments(path, routeUrl, route.params);
  const secretQuery = new Set([...SECRET_PARAMS, ...(route?.query ?? [])]);
  const segments = path.split('/').map((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = segment;
    }
    const dot = decoded.lastIndexOf('.');
    const stem = dot > 0 ? decoded.slice(0, dot) : decoded;
    return looksLikeToken(stem) ? REDACTED + (dot > 0 ? decoded.slice(dot) : '') : segment;
  });
  if (queryAt === -1) return segments.join('/');
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      let value: string;
      try {
        value = decodeURIComponent(pair.slice(eq + 1).replaceAll('+', ' '));
      } catch {
        value = pair.slice(eq + 1);
      }
      return secretQuery.has(name.toLowerCase()) || looksLikeToken(value) ? `${name}=${REDACTED}` : pair;
    });
  return `${segments.join('/')}?${query.join('&')}`;
}

/** Any text (an error message, a mail subject) with embedded URLs' tokens and hashes removed. */
export function redactText(text: string): string {
  return text
    .replace(/scrypt\$[^\s"',]+/g, `scrypt$${REDACTED}`)
    .replace(/https?:\/\/[^\s"'<>]+|\/[\w./-]*\?[^\s"'<>]+/g, (url) => {
      try {
        const parsed = new URL(url, 'http://relative.invalid');
        const redacted = redactUrl(parsed.pathname + parsed.search);
        return url.startsWith('/') ? redacted : parsed.origin + redacted;
      } catch {
        return REDACTED;
      }
    })
    .replace(/\b[\w-]{32,}\b/g, (word) => (looksLikeToken(word) ? REDACTED : word));
}

interface LoggedRequest {
  method: string;
  url: string;
  /** The matched route's pattern (Fastify's `routeOptions.url`). */
  routeOptions?: { url?: string };
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
  id?: string;
}

interface QueryFailure extends Error {
  query?: string;
  params?: unknown[];
  cause?: unknown;
  code?: string;
  detail?: string;
}

/** An error as a log object: type, message and stack with secrets removed; never query parameters. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactText(String(error)) };
  const failure = error as QueryFailure;
  // Drizzle puts the parameters into the message ("Failed query: …\nparams: …"); keep only the SQL.
  const message =
    failure.params !== undefined && failure.query ? `Failed query: ${failure.query}` : error.message;
  const stack = (error.stack ?? '').split('\n').slice(1).join('\n');
  return {
    type: error.name,
    message: redactText(message),
    ...(failure.code ? { code: failure.code } : {}),
    stack: redactText(stack),
    // PostgreSQL's `detail` repeats the offending values ("Key (email)=(…)"): left out on purpose.
    ...(failure.cause !== undefined && depth < 3 ? { cause: serializeError(failure.cause, depth + 1) } : {}),
  };
}

/** The request as a log object: what was asked for and by which address, with tokens removed. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.hostname,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Paths censored in any logged object, however it got there. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.old_password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.refreshToken',
  '*.accessToken',
  '*.links',
  '*.link',
  '*.text',
  '*.html',
  '*.icalToken',
  '*.secret',
  // Payment gateway credentials (ADR 180), wherever a settings object is logged.
  '*.secretKey',
  '*.*.secretKey',
  '*.secret_key',
  'secretKey',
  'password',
  'token',
  'links',
  'link',
];

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Fastify's `logger` option with the redaction rules added. `false` stays off; a caller's own
 * stream, level and other options are kept.
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: serializeRequest as never,
      err: serializeError as never,
      error: serializeError as never,
    },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  };
}

/**
 * A developer's terminal (config `logSummary`): warnings and errors as readable lines (pino-pretty,
 * through the same redaction), never a JSON line per request.
 */
export function readableLogger(): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: 'warn',
    stream: pretty({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      sync: true,
    }),
  } as never;
}

/** `requests in the last minute: 1,204 (2xx 1,180 · 3xx 20 · 4xx 4 · 5xx 0)`. */
export function requestSummaryLine(counts: readonly number[]): string {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const n = (count: number) => count.toLocaleString('en');
  const classes = counts.map((count, index) => `${index + 1}xx ${n(count)}`).join(' · ');
  return `requests in the last minute: ${n(total)} (${classes})`;
}

/**
 * Counts responses by status class and prints one summary line each `everyMs` in which there were
 * requests (the readable log's replacement for a line per request). Stops with the app.
 */
export function summariseRequests(
  app: FastifyInstance,
  print: (line: string) => void,
  everyMs = 60_000,
): void {
  let counts = [0, 0, 0, 0, 0];
  app.addHook('onResponse', async (_request, reply) => {
    const index = Math.min(Math.max(Math.floor(reply.statusCode / 100), 1), 5) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
  });
  const timer = setInterval(() => {
    if (counts.some((count) => count > 0)) print(requestSummaryLine(counts));
    counts = [0, 0, 0, 0, 0];
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

const LOGS_INFO = new Set(['info', 'debug', 'trace']);

/**
 * One access line per request, written when the answer has gone: `GET /path?query 200 1.2 ms
 * 203.0.113.9` (tokens removed from the URL) with the request id. Fastify's own request logging
 * writes two lines (incoming, completed), each an object that passes every redaction path; under
 * 200 connections those were most of a cached month read's cost (ADR 161). This line
 * is text built from parts already made safe, so there is nothing in it for the redaction to walk.
 * A request that failed keeps Fastify's full error line.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    // The line is not even built at a quieter level.
    if (!LOGS_INFO.has(request.log.level)) return;
    request.log.info(
      `${request.method} ${redactUrl(request.url, request.routeOptions?.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms ${request.ip}`,
    );
  }
}
