import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { findNotifications, markAllRead } from './repository.js';

/** In-app notifications (spec §3 Notification: title, message, on_time, clickAction). */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  privateAnswers(app);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['personal-calendars'],
        security: [{ bearerAuth: [] }],
        summary: 'Your notifications, newest first',
        description:
          '`{ data: [{ id, title, message, on_time, clickAction, read }] }` (reminders of your events); ' +
          '`message` in `lang` (np, the default, or en).',
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(50),
          lang: z.enum(['np', 'en'], { error: 'must be np or en' }).default('np'),
        }),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { limit, lang } = request.query;
      const rows = await findNotifications(db, user.id, limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          message: lang === 'np' ? (r.messageNp ?? r.message) : r.message,
          on_time: r.onTime.toISOString(),
          clickAction: r.clickAction,
          read: r.readAt !== null,
        })),
      };
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['personal-calendars'],
        security: [{ bearerAuth: [] }],
        summary: 'Mark all your notifications read',
      },
    },
    async (request) => {
      const user = requireUser(request);
      const count = await markAllRead(db, user.id);
      return { message: 'Notifications marked as read', count };
    },
  );
};
