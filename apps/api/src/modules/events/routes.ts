import { todayInKathmandu } from '@patro/calendar';
import { createEventBody, deleteEventQuery, updateEventBody } from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { idParams } from '../../http/params.js';
import type { JobQueueSlot } from '../../jobs/engine.js';
import { queueNewEventPush } from '../push/jobs.js';
import { toWireUserEvent } from './mapping.js';
import { createEvent, deleteEvent, eventView, listCalendarEvents, updateEvent } from './service.js';

export interface EventRouteOptions {
  db: Db;
  now: () => number;
  /** Where the new-event push is queued (ADR 148). */
  jobs?: JobQueueSlot;
}

const TAGS = ['personal-calendars'];
const bearer = [{ bearerAuth: [] }];

/**
 * Events of personal calendars (spec §7 `POST /events`, `PUT|DELETE /events/{id}`,
 * `GET /calendar-events/{id}`). Bearer required; events of calendars that are not the caller's
 * answer 404.
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (app, { db, now, jobs }) => {
  privateAnswers(app);
  const today = () => todayInKathmandu(now()).jdn;

  app.post(
    '/events',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Create an event',
        description:
          '`date` is `YYYY-MM-DD` in `base` (BS or AD). `repeat.frequency` none|daily|weekly|monthly|yearly, every ' +
          '`interval` (1–999), ending never, after `count` (1–1000) occurrences or on `date` (base calendar). Monthly ' +
          'and yearly repeats follow the base calendar; a day the month lacks falls on its last day. `reminders`: ' +
          'minutes before the start (all-day: before 00:00 of the day in `time_zone`), at most 5.',
        body: createEventBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await createEvent(db, user.id, request.body);
      // The followers' push is sent by the job engine, never in the request (ADR 148).
      // Before the engine runs (the first seconds after a start) there is no one to tell it to.
      if (jobs?.current) await queueNewEventPush(jobs.current.send, row.id, user.id);
      const view = await eventView(db, row, today());
      return reply.code(201).send({
        message: 'Event created successfully',
        event: toWireUserEvent(row, view.overrides, view.next),
      });
    },
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Edit an event, or one occurrence of it',
        description:
          'The fields to change. `scope: occurrence` with `occurrence_date` (the occurrence’s date in the base ' +
          'calendar) changes only that occurrence (title, date, all_day, times, location, description, event_type). ' +
          'A series edit keeps the changes of occurrences the new series still has.',
        params: idParams,
        body: updateEventBody,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const row = await updateEvent(db, user.id, request.params.id, request.body);
      const view = await eventView(db, row, today());
      return {
        message: 'Event updated successfully',
        event: toWireUserEvent(row, view.overrides, view.next),
      };
    },
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Delete an event, or one occurrence of it',
        params: idParams,
        querystring: deleteEventQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteEvent(db, user.id, request.params.id, request.query.scope, request.query.occurrence_date);
      return { message: 'Event deleted successfully' };
    },
  );

  app.get(
    '/calendar-events/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Events of one of your calendars',
        description:
          '`{ data: [event] }`, each with its next occurrence from today (Kathmandu); soonest first, ended ones last.',
        params: idParams,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const views = await listCalendarEvents(db, user.id, request.params.id, today());
      return { data: views.map((v) => toWireUserEvent(v.row, v.overrides, v.next)) };
    },
  );
};
