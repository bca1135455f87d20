import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The one body every 4xx and 5xx answer carries. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  requestId: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** An error a route throws on purpose: its status and message reach the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function body(statusCode: number, message: string, requestId: string): ErrorBody {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, requestId };
}

/** "Invalid body: email: must be …" for a schema validation failure, naming every bad field. */
export function describeValidationError(error: {
  validation?: FastifyError['validation'];
  validationContext?: string;
}): string {
  const where = error.validationContext ?? 'request';
  const details = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `Invalid ${where}: ${details.join('; ')}`;
}

/**
 * Gives every failure the same shape. Validation failures name the field; anything
 * unexpected is logged in full and answered with a generic 500 so internals never leak.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body(404, `No route for ${request.method} ${request.url.split('?')[0]}`, request.id));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(body(400, describeValidationError(error), request.id));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? 0;
      const size = limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${Math.round(limit / 1024)} KB`;
      return reply
        .code(413)
        .send(body(413, `The request body is larger than the limit of ${size}`, request.id));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body(status, 'Something went wrong!', request.id));
    }
    return reply.code(status).send(body(status, error.message, request.id));
  });
}
