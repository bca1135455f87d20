/**
 * Named errors (ADR 150): every refusal is an `ApiError` with a stable `code` from the shared
 * catalogue (`@patro/contracts/errors`), made by one factory per kind. The handler below is the
 * one place that turns them into HTTP: status, body and the message in the reader's language.
 */
import { STATUS_CODES } from 'node:http';
import { type ErrorCode, type ErrorLang, type ErrorParams, errorText } from '@patro/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import Negotiator from 'negotiator';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.js';

/** The one body every 4xx and 5xx answer carries. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  /** Stable machine code: what clients decide on and translate. */
  code: ErrorCode;
  /** The catalogue's text for `code` in the request's language. */
  message: string;
  requestId: string;
  /** The field at fault (`email`, `repeat.end.date`), when one is. */
  field?: string;
  /** The values the message names (`{ limit: 50 }`), so a client fills its own copy the same way. */
  params?: ErrorParams;
}

/** An error a route throws on purpose. Make one with the factories below, not with `new`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly field?: string,
    /** Seconds for `Retry-After` (429 and 503). */
    readonly retryAfterSeconds?: number,
  ) {
    // The English text, for logs and for code that reads `error.message`.
    super(errorText(code, 'en', params));
    this.name = 'ApiError';
  }
}

// ---------- One factory per kind ----------

export const notFound = (code: ErrorCode, params?: ErrorParams) => new ApiError(404, code, params);
export const forbidden = (code: ErrorCode = 'forbidden', params?: ErrorParams) =>
  new ApiError(403, code, params);
/** 401: no session (`login_required`), a bad access token, or a session that has ended. */
export const unauthenticated = (
  code: 'login_required' | 'token_invalid' | 'session_ended' | 'invalid_login' = 'login_required',
) => new ApiError(401, code);
export const conflict = (code: ErrorCode, params?: ErrorParams, field?: string) =>
  new ApiError(409, code, params, field);
/** 410: a link or invitation that was valid and has expired. */
export const gone = (code: ErrorCode, params?: ErrorParams) => new ApiError(410, code, params);
/** 400 for a request the API cannot act on as a whole (not one field): `no_password`, … */
export const badRequest = (code: ErrorCode, params?: ErrorParams) => new ApiError(400, code, params);
export const paymentRequired = (code: ErrorCode = 'payment_required', params?: ErrorParams) =>
  new ApiError(402, code, params);
export const tooLarge = (size: string) => new ApiError(413, 'too_large', { size });
export const unsupportedType = (type: string) => new ApiError(415, 'unsupported_type', { type });
export const unavailable = (code: ErrorCode = 'unavailable') => new ApiError(503, code);

/** 429 with the wait, in whole minutes in the message and in seconds for `Retry-After`. */
export function rateLimited(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(429, 'rate_limited', { count: minutes }, undefined, retryAfterSeconds);
}

/** 429 for a daily allowance (`invitations_per_day`) rather than a burst of attempts. */
export const dailyLimit = (code: ErrorCode, params?: ErrorParams) => new ApiError(429, code, params);

/**
 * 400 (`invalid_field`) naming the field at fault, e.g. `badField('querystring', 'date', 'must
 * be …')` → "Invalid querystring: date: must be …". `status` 422 where the spec answers so.
 */
export function badField(where: string, field: string, detail: string, status: 400 | 422 = 400): ApiError {
  if (field === '') return new ApiError(status, 'invalid_field', { where, field: where, detail });
  return new ApiError(status, 'invalid_field', { where, field, detail: `${field}: ${detail}` }, field);
}

// ---------- The request's language ----------

/**
 * `?lang=np|en` where the request sends it, else `Accept-Language` (ne or np → Nepali), else
 * English. Read from the URL, not the parsed query: a route's default `lang` (np on the calendar
 * reads) is not the reader's choice.
 */
export function requestLang(request: FastifyRequest): ErrorLang {
  const search = request.url.indexOf('?');
  const lang = search < 0 ? null : new URLSearchParams(request.url.slice(search + 1)).get('lang');
  if (lang === 'np' || lang === 'en') return lang;
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language(['en', 'ne', 'np']);
  return preferred === 'ne' || preferred === 'np' ? 'np' : 'en';
}

function body(error: ApiError, request: FastifyRequest): ErrorBody {
  const hasParams = Object.keys(error.params).length > 0;
  return {
    statusCode: error.statusCode,
    error: STATUS_CODES[error.statusCode] ?? 'Error',
    code: error.code,
    message: errorText(error.code, requestLang(request), error.params),
    requestId: request.id,
    ...(error.field !== undefined ? { field: error.field } : {}),
    ...(hasParams ? { params: error.params } : {}),
  };
}

/** A schema validation failure as `invalid_field`: the first bad field, every one in the detail. */
export function validationError(
  error: { validation?: FastifyError['validation']; validationContext?: string },
  status: 400 | 422 = 400,
): ApiError {
  const where = error.validationContext ?? 'request';
  const fields = (error.validation ?? []).map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? '',
  }));
  const detail = fields.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join('; ');
  const field = fields.find((f) => f.field)?.field;
  return new ApiError(status, 'invalid_field', { where, field: field ?? where, detail }, field);
}

function sizeText(limit: number): string {
  return limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${Math.round(limit / 1024)} KB`;
}

/** Fastify's own 4xx (a body that is not JSON, a media type no parser takes) by their code. */
function fromFastify(error: FastifyError, request: FastifyRequest, status: number): ApiError {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return tooLarge(sizeText(request.routeOptions.bodyLimit ?? 0));
  if (status === 415) return unsupportedType(request.headers['content-type'] ?? '');
  if (status === 404)
    return notFound('route_not_found', { method: request.method, path: request.url.split('?')[0] ?? '' });
  return new ApiError(status, 'bad_request', { detail: error.message });
}

/**
 * Gives every failure the same shape. Validation failures name the field; anything
 * unexpected is logged in full and answered with a generic 500 so internals never leak.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const error = notFound('route_not_found', {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
    });
    reply.code(404).send(body(error, request));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let named: ApiError;
    if (error instanceof ApiError) named = error;
    else if (hasZodFastifySchemaValidationErrors(error)) named = validationError(error);
    // A row the write refers to was deleted by another request meanwhile, or the same row was
    // written by one: the reader's race, not the server's fault (a 500 before).
    else if (isForeignKeyViolation(error)) named = notFound('removed_meanwhile');
    else if (isUniqueViolation(error)) named = conflict('changed_meanwhile');
    else {
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        named = new ApiError(status, 'internal');
      } else named = fromFastify(error, request, status);
    }
    if (named.retryAfterSeconds !== undefined) reply.header('retry-after', String(named.retryAfterSeconds));
    return reply.code(named.statusCode).send(body(named, request));
  });
}
