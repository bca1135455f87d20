import {
  acceptInvitationBody,
  coercedRowIdSchema,
  invitationPreviewBody,
  inviteBody,
  peopleQuery,
  updateShareBody,
  updateUserGroupBody,
  userGroupBody,
  type WireCalendarPeople,
} from '@patro/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privateAnswers } from '../../http/answers.js';
import { requireUser } from '../../http/auth.js';
import { idParams } from '../../http/params.js';
import type { CalendarAccess } from '../../policy/calendars.js';
import { findOrganization } from '../organizations/repository.js';
import { previewOrganizationInvitation } from '../organizations/service.js';
import { findUserSummary } from './repository.js';
import {
  changeGroup,
  changeShare,
  createGroup,
  invite,
  listGroups,
  listPeople,
  previewCalendarInvitation,
  removeGroup,
  removePerson,
  respondToInvitation,
  type SharingContext,
  shareState,
} from './service.js';

const TAGS = ['sharing'];
const bearer = [{ bearerAuth: [] }];
const shareParams = idParams.extend({
  shareId: coercedRowIdSchema('must be a share id'),
});
const personParams = idParams.extend({
  userId: z.string().regex(/^(-|[0-9a-f-]{36})$/, 'must be a user id, or - for yourself'),
});

/**
 * Sharing a calendar (spec §7 `/api/v1/calendars/{id}/users…` and `/share/{shareId}`), the
 * invitation preview for `/invite/calendar`, and user groups. Bearer required except the preview,
 * where the invitation token is the credential.
 */
export const sharingRoutes: FastifyPluginAsyncZod<SharingContext> = async (app, ctx) => {
  privateAnswers(app);
  const { db } = ctx;

  const ownerOf = async ({ calendar }: CalendarAccess): Promise<WireCalendarPeople['owner']> => {
    if (calendar.orgId) {
      const org = await findOrganization(db, calendar.orgId);
      return {
        user_id: null,
        full_name: org?.name ?? '',
        email: org?.contactEmail ?? null,
        organization: org?.name ?? null,
      };
    }
    const owner = calendar.ownerUserId ? await findUserSummary(db, calendar.ownerUserId) : undefined;
    return {
      user_id: owner?.id ?? null,
      full_name: owner?.fullName ?? '',
      email: owner?.email ?? null,
      organization: null,
    };
  };

  app.post(
    '/api/v1/calendars/:id/users/-/invite',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Invite someone (or a user group) to a calendar',
        description:
          '`{ email | group_id, level: viewer|editor|manager }`. Owner and managers only. Each address gets a mail ' +
          'with a single-use link to `/invite/calendar` that ends in 14 days and works only for that address; an ' +
          'address with no account can sign up from it. At most 200 people per calendar and 200 invitations a day.',
        params: idParams,
        body: inviteBody,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { invited, skipped } = await invite(ctx, user.id, request.params.id, request.body);
      return reply.code(201).send({
        message: invited.length === 1 ? 'Invitation sent' : `${invited.length} invitations sent`,
        invited: invited.map((s) => ({ share_id: s.id, email: s.email, level: s.level, state: s.state })),
        skipped,
      });
    },
  );

  app.post(
    '/api/v1/calendars/:id/users/-/accept-invitation',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Accept (or decline) an invitation to a calendar',
        description:
          '`{ token, accept }` with the token from the mailed link. Only the invited address may answer; the token ' +
          'then stops working. Unknown, used or revoked: 404; expired: 410; another address: 403.',
        params: idParams,
        body: acceptInvitationBody,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const share = await respondToInvitation(ctx, user, request.params.id, request.body);
      return {
        message: share.state === 'accepted' ? 'Invitation accepted' : 'Invitation declined',
        calendar_id: share.calendarId,
        level: share.level,
        state: share.state,
      };
    },
  );

  app.post(
    '/api/v1/invitations/preview',
    {
      schema: {
        tags: TAGS,
        summary: 'What an invitation offers (for the invite pages, before signing in)',
        description: 'The token is sent in the body, never in a URL, so it reaches no access log.',
        body: invitationPreviewBody,
      },
    },
    async (request) => {
      const { token, kind } = request.body;
      return kind === 'organization'
        ? previewOrganizationInvitation(ctx, token)
        : previewCalendarInvitation(ctx, token);
    },
  );

  app.get(
    '/api/v1/calendars/:id/users',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'The people of a calendar',
        description:
          'Owner and managers only. `page` (from 1), `per_page` (≤ 100), `search` (address or name), `filter`: ' +
          'a level (viewer, editor, manager, subscriber) or a state (pending, accepted, declined, revoked, expired).',
        params: idParams,
        querystring: peopleQuery,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listPeople(ctx, user.id, request.params.id, request.query, ownerOf);
    },
  );

  app.delete(
    '/api/v1/calendars/:id/users/:userId/delete',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Remove someone from a calendar, or leave it (`-`)',
        description:
          'Owner and managers remove members and subscribers (only the owner removes a manager). `-` or your own ' +
          'id leaves a calendar shared with you; its events disappear from your month and feed at once.',
        params: personParams,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const done = await removePerson(ctx, user.id, request.params.id, request.params.userId);
      return { message: done === 'left' ? 'You left the calendar' : 'Removed from the calendar' };
    },
  );

  app.put(
    '/api/v1/calendars/:id/share/:shareId',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Change a level, revoke an invitation, or set your own colour and display',
        description:
          'Owner and managers: `level` (viewer|editor|manager) or `revoked: true` for a pending invitation. The ' +
          'member themself: `colour` (a palette colour, null for the calendar’s) and `display` for their own view.',
        params: shareParams,
        body: updateShareBody,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const share = await changeShare(ctx, user.id, request.params.id, request.params.shareId, request.body);
      return {
        message: 'Saved',
        share: {
          share_id: share.id,
          email: share.email,
          level: share.level,
          state: shareState(share, ctx.now()),
          colour: share.colour,
          display: share.display ? 1 : 0,
        },
      };
    },
  );

  app.get(
    '/api/v1/user-groups',
    { schema: { tags: TAGS, security: bearer, summary: 'Your user groups' } },
    async (request) => ({ data: await listGroups(db, requireUser(request).id) }),
  );

  app.post(
    '/api/v1/user-groups',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Create a user group',
        description: '`{ name, emails }`: a named list of up to 100 addresses to share calendars with.',
        body: userGroupBody,
      },
    },
    async (request, reply) => {
      const group = await createGroup(db, requireUser(request).id, request.body.name, request.body.emails);
      return reply.code(201).send({ message: 'User group created', group });
    },
  );

  app.put(
    '/api/v1/user-groups/:id',
    {
      schema: {
        tags: TAGS,
        security: bearer,
        summary: 'Rename a user group or replace its addresses',
        params: idParams,
        body: updateUserGroupBody,
      },
    },
    async (request) => {
      const { name, emails } = request.body;
      const group = await changeGroup(db, requireUser(request).id, request.params.id, name, emails);
      return { message: 'User group saved', group };
    },
  );

  app.delete(
    '/api/v1/user-groups/:id',
    { schema: { tags: TAGS, security: bearer, summary: 'Delete a user group', params: idParams } },
    async (request) => {
      await removeGroup(db, requireUser(request).id, request.params.id);
      return { message: 'User group deleted' };
    },
  );
};
