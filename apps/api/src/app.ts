import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { accessTokens, loadAccessTokenKey, registerAuth } from './http/auth.js';
import { registerErrorHandling } from './http/errors.js';
import { registerResponseHeaders } from './http/security-headers.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { dateConvertRoutes } from './modules/date-convert/routes.js';
import { dynamicConfigRoutes } from './modules/dynamic-config/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { holidayRoutes } from './modules/holidays/routes.js';
import { panchangaRoutes } from './modules/panchanga/routes.js';
import { suvaSaitRoutes } from './modules/suva-sait/routes.js';

/** What the API needs to run: its database, the web origin CORS allows, and logging. */
export interface AppOptions {
  database: Database;
  webOrigin: string;
  logger?: FastifyServerOptions['logger'];
  /** The clock (epoch ms) behind "today"; tests pass a fixed one. Default `Date.now`. */
  now?: () => number;
  /** Key for access tokens (`JWT_SECRET`); without it one is generated and kept in the database. */
  jwtSecret?: string;
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
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Behind a proxy the incoming id is kept so one request can be followed across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 256 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerResponseHeaders(app);
  registerErrorHandling(app);
  registerAuth(app, accessTokens(await loadAccessTokenKey(database.db, jwtSecret)), now);
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
    exposedHeaders: ['x-request-id', 'etag'],
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Patro API',
        description: 'Bikram Sambat, Gregorian and Nepal Sambat calendars, panchanga and daily utilities.',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Health and operations' },
        { name: 'config', description: 'Remote configuration' },
        {
          name: 'calendar',
          description: 'BS, AD and NS calendars, events, holidays, panchanga and suva sait',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(healthRoutes, database);
  await app.register(dynamicConfigRoutes, { db: database.db });
  await app.register(calendarRoutes, { db: database.db, now });
  await app.register(dateConvertRoutes);
  await app.register(holidayRoutes);
  await app.register(panchangaRoutes);
  await app.register(suvaSaitRoutes, { db: database.db });
  return app;
}
