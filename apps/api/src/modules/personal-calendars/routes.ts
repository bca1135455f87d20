import { calendarsPriorityBody, createCalendarBody, updateCalendarBody } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { idParams, langQuery } from '../../http/params.js';
import { toWireCalendar } from '../calendar/mapping.js';
import { withOwnFeedLink } from '../ical/links.js';
import { toWireMemberCalendar, toWireOwnedCalendar } from './mapping.js';
import {
  createCalendar,
  deleteCalendar,
  listUserCalendars,
  regenerateIcalToken,
  reorderCalendars,
  toggleDisplay,
  updateCalendar,
} from './service.js';

export interface PersonalCalendarRouteOptions {
  db: Db;
  /** The API's public address (config `API_URL`), for absolute feed URLs. */
  publicUrl: string;
}

const TAGS = ['personal-calendars'];
const bearer = [{ bearerAuth: [] }];

/**
 * Personal calendars (spec §7 `POST /calendars/`, `PUT|DELETE /calendars/{id}`,
 * `PUT /calendars-priority`, `GET /hidecalendars/{id}`) and `GET /users/calendars`. Bearer
 * required; anything that is not the caller's answers 404.
 */
export const personalCalendarRoutes: FastifyPluginAsyncZod<PersonalCalendarRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  privateAnswers(app);

  for (const url of ['/calendars/', '/calendars']) {
    app.post(
      url,
      {
        schema: {
          tags: TAGS,
          security: bearer,
          hide: url === '/calendars',
          summary: 'Create a personal calendar',
          description:
            'Name 1–60 characters, one of the 24 colours of dynamic config `calendar-palette`, display (default 1).',
          querystring: langQuery,
          body: createCalendarBody,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const row = await createCalendar(db, user.id, request.body);
        return reply.code(201).send({
          message: 'Calendar created successfully',
          calendar: toWireOwnedCalendar(row, request.query.lang, publicUrl, 0),
        });
      },
    );
  }

  app.put(
    '/calendars/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Rename, recolour, show or hide one of your calendars',
        params: idParams,
        querystring: langQuery,
        body: updateCalendarBody,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await withOwnFeedLink(
        db,
        user.id,
        await updateCalendar(db, user.id, request.params.id, request.body),
      );
      return {
        message: 'Calendar updated successfully',
        calendar: toWireOwnedCalendar(row, request.query.lang, publicUrl),
      };
    },
  );

  app.delete(
    '/calendars/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Delete one of your calendars and its events',
        description: 'The calendar made with the account cannot be deleted (409).',
        params: idParams,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteCalendar(db, user.id, request.params.id);
      return { message: 'Calendar deleted successfully' };
    },
  );

  app.put(
    '/calendars-priority',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Order your calendars',
        description: '`calendar_ids`: every one of your calendars exactly once, first shown first.',
        querystring: langQuery,
        body: calendarsPriorityBody,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await reorderCalendars(db, user.id, request.body.calendar_ids);
      return {
        message: 'Calendar order saved',
        calendars: rows.map((r) => toWireOwnedCalendar(r, request.query.lang, publicUrl)),
      };
    },
  );

  app.get(
    '/hidecalendars/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Show or hide a calendar in your calendar (toggles display)',
        description:
          'Your own calendar: its display flips. A default calendar: only your view of it changes (it stays shown to everybody else).',
        params: idParams,
        querystring: langQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await withOwnFeedLink(db, user.id, await toggleDisplay(db, user.id, request.params.id));
      const calendar = row.isDefault
        ? toWireCalendar(row, request.query.lang)
        : toWireOwnedCalendar(row, request.query.lang, publicUrl);
      return { message: row.display ? 'Calendar shown' : 'Calendar hidden', calendar };
    },
  );

  app.get(
    '/users/calendars',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Your calendars',
        description:
          '`{ data: { calendars, default_calendars } }`: your own calendars in your order, each with `event_count`, ' +
          '`is_user_default` and its private `ical_url`; `shared_calendars`: calendars shared with you, your ' +
          'organisations’ and those you subscribe to, in your colour, with your `access` level, `share_id` and your ' +
          'own feed; and the default calendars with `display` as you chose.',
        querystring: langQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { own, counts, defaults, shared } = await listUserCalendars(db, user.id);
      const { lang } = request.query;
      return {
        data: {
          calendars: own.map((c) => ({
            ...toWireOwnedCalendar(c, lang, publicUrl, counts.get(c.id) ?? 0),
            access: 'owner' as const,
          })),
          shared_calendars: shared.map((m) =>
            toWireMemberCalendar(m, lang, publicUrl, counts.get(m.calendar.id) ?? 0),
          ),
          default_calendars: defaults.map((c) => toWireCalendar(c, lang)),
        },
      };
    },
  );

  app.post(
    '/calendars/:id/ical-token',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'New private iCalendar feed URL',
        description: 'The old URL stops working at once (404).',
        params: idParams,
        querystring: langQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await regenerateIcalToken(db, user.id, request.params.id);
      return {
        message: 'A new calendar feed address was made; the old one no longer works',
        calendar: toWireOwnedCalendar(row, request.query.lang, publicUrl),
      };
    },
  );
};
