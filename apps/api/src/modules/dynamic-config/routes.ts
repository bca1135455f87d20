import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { findDynamicConfig } from './repository.js';

const keyParam = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'must be lower-case letters, digits, dots, dashes or underscores'),
});

const configResponse = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
  updated_at: z.string(),
});

/** `GET /api/dynamic-config/{key}` (spec §7): one remote-configuration value. */
export const dynamicConfigRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dynamic-config/:key',
    {
      schema: {
        tags: ['config'],
        summary: 'Read a remote-configuration value',
        params: keyParam,
        response: { 200: configResponse },
      },
    },
    async (request, reply) => {
      const entry = await findDynamicConfig(db, request.params.key);
      if (!entry) throw notFound('config_not_found', { key: request.params.key });
      reply.header('cache-control', 'public, max-age=300');
      return {
        key: entry.key,
        value: entry.value,
        description: entry.description,
        updated_at: entry.updatedAt.toISOString(),
      };
    },
  );
};
