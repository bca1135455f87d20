import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { assertMay, may } from '../../policy/decide.js';
import { GRANTING, type StaffRoles } from '../../policy/staff.js';

const roleBody = z.object({
  email: z.email('must be an e-mail address'),
  role: z.enum(['astrologer', 'admin', 'support', 'editor'], {
    message: 'must be astrologer, admin, support or editor',
  }),
  granted: z.boolean({ message: 'must be true or false' }),
});

/**
 * `PUT /admin/users/roles`: an admin makes or unmakes astrologers; a super-admin also admins.
 * `GET /admin/me`: the caller's admin roles, for the admin screens' menus.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ roles: StaffRoles }> = async (app, { roles }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/admin/me',
    {
      preValidation: roles.only('admin.area.open'),
      schema: {
        tags: ['admin'],
        summary: 'The caller’s admin roles',
        description:
          '`{ roles, can_edit_rashifal, can_manage_roles }`; 403 for an account without an admin role.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => {
      const caller = await roles.require(request, 'admin.area.open');
      return {
        roles: caller.roles,
        can_edit_rashifal: may(caller, 'rashifal.write'),
        can_manage_roles: may(caller, GRANTING.astrologer),
      };
    },
  );

  app.put(
    '/admin/users/roles',
    {
      preValidation: roles.only(GRANTING.astrologer),
      schema: {
        tags: ['admin'],
        summary: 'Grant or revoke the astrologer, editor (quiz bank) or admin role',
        description:
          'Admins grant and revoke `astrologer` and `editor`; only a super-admin grants or revokes `admin`. `super-admin` comes ' +
          'only from the `ADMIN_EMAILS` setting. Answers `{ email, roles }`; 404 when no account has the address.',
        body: roleBody,
        security: [{ bearerAuth: [] }],
      },
    },
    async (request) => {
      const caller = await roles.require(request, GRANTING.astrologer);
      const { email, role, granted } = request.body;
      assertMay(caller, GRANTING[role]);
      const updated = await roles.setRole(email, role, granted);
      if (!updated) throw notFound('account_not_found');
      return { email: email.toLowerCase(), roles: updated };
    },
  );
};
