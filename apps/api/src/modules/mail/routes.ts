import { outboxMailSchema } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { listOutboxMail } from './repository.js';

const query = z.object({
  to: z.string().trim().toLowerCase().max(254, 'must be at most 254 characters').optional(),
});

/**
 * `GET /dev/outbox`: the mail the product sent, newest first, so a developer can follow a
 * verification or reset link without an SMTP server. Mail holds one-time tokens, so (ADR 163) the
 * route exists only when DEV_OUTBOX is set (never in production, only on a loopback listener, not
 * behind a proxy) and answers only requests from this machine.
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
      const from = request.socket.remoteAddress ?? '';
      if (!ipaddr.isValid(from) || ipaddr.process(from).range() !== 'loopback') {
        throw notFound('route_not_found', { method: 'GET', path: '/dev/outbox' });
      }
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
