import { outboxMailSchema } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { listOutboxMail } from './repository.js';

const query = z.object({
  to: z.string().trim().toLowerCase().max(254, 'must be at most 254 characters').optional(),
});

/**
 * `GET /dev/outbox`: the mail the product sent, newest first, so a developer can follow a
 * verification or reset link without an SMTP server. Answers 404 in production, where mail
 * holds one-time tokens of real users: app.ts registers it only outside production.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail outbox (development only)',
        description:
          'Newest first, at most 100: `[{ id, to, subject, text, links, created_at }]`. `?to=` keeps one ' +
          'recipient. Not served when NODE_ENV is production.',
        querystring: query,
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      const rows = await listOutboxMail(db, { to: request.query.to, limit: 100 });
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        links: row.links,
        created_at: row.createdAt.toISOString(),
      }));
    },
  );
};
