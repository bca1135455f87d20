import type { FastifyInstance } from 'fastify';

/** What a user owns is never stored by a browser or a shared cache: every answer of the plugin is private. */
export function privateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}
