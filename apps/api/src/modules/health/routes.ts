import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});

/** `GET /health`: is the API up, and can it reach its database? 503 when it cannot. */
export const healthRoutes: FastifyPluginAsyncZod<{
  ping(): Promise<boolean>;
  kind: 'pglite' | 'postgres';
}> = async (app, database) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      reply.header('cache-control', 'no-store');
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: database.kind, reachable },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
