import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors.js';
import { type AdminRoles, canGrant } from './roles.js';

const roleBody = z.object({
  email: z.email('must be an e-mail address'),
  role: z.enum(['astrologer', 'admin'], { message: 'must be astrologer or admin' }),
  granted: z.boolean({ message: 'must be true or false' }),
});

/**
 * `PUT /admin/users/roles`: an admin makes or unmakes astrologers; a super-admin also admins.
 * `GET /admin/me`: the caller's admin roles, for the admin screens' menus.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ roles: AdminRoles }> = async (app, { roles }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The caller’s admin roles',
        description:
          '`{ roles, can_edit_rashifal, can_manage_roles }`; 403 for an account without an admin role.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => {
      const caller = await roles.require(request, ['astrologer', 'admin', 'super-admin']);
      return {
        roles: caller.roles,
        can_edit_rashifal: true,
        can_manage_roles: caller.roles.includes('admin') || caller.roles.includes('super-admin'),
      };
    },
  );

  app.put(
    '/admin/users/roles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke the astrologer or admin role',
        description:
          'Admins grant and revoke `astrologer`; only a super-admin grants or revokes `admin`. `super-admin` comes ' +
          'only from the `ADMIN_EMAILS` setting. Answers `{ email, roles }`; 404 when no account has the address.',
        body: roleBody,
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => {
      const caller = await roles.require(request, ['admin', 'super-admin']);
      const { email, role, granted } = request.body;
      if (!canGrant(caller.roles, role)) throw forbidden();
      const updated = await roles.setRole(email, role, granted);
      if (!updated) throw notFound('account_not_found');
      return { email: email.toLowerCase(), roles: updated };
    },
  );
};
