/**
 * Roles that open the admin area (ADR 121): `astrologer` writes rashifal; `admin` and
 * `super-admin` run the product. Every admin call reads the caller's roles from the database,
 * not from the access token, so a revoked role stops working at once rather than when the
 * token expires. `ADMIN_EMAILS` names the first super-admins (their verified accounts get the
 * role), so a fresh installation can be run without editing the database by hand.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { forbidden, unauthenticated } from '../../http/errors.js';

export const ADMIN_ROLES = ['astrologer', 'admin', 'super-admin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Who runs the product's admin screens (sources, feeds, stations). */
export const ADMINS: readonly AdminRole[] = ['admin', 'super-admin'];

/** Who may write rashifal. */
export const RASHIFAL_EDITORS: readonly AdminRole[] = ['astrologer', 'admin', 'super-admin'];

export interface AdminCaller {
  id: string;
  email: string;
  fullName: string;
  roles: string[];
}

/** The roles a grant of `role` needs: an admin names astrologers; only a super-admin names admins. */
export function canGrant(callerRoles: readonly string[], role: 'astrologer' | 'admin'): boolean {
  if (callerRoles.includes('super-admin')) return true;
  return role === 'astrologer' && callerRoles.includes('admin');
}

export class AdminRoles {
  readonly #bootstrap: Set<string>;
  constructor(
    private readonly db: Db,
    bootstrapEmails: readonly string[] = [],
  ) {
    this.#bootstrap = new Set(bootstrapEmails.map((e) => e.trim().toLowerCase()).filter(Boolean));
  }

  /** Gives `super-admin` to every verified account named in `ADMIN_EMAILS` (at start-up). */
  async applyBootstrap(): Promise<void> {
    for (const email of this.#bootstrap) {
      await this.db
        .update(users)
        .set({ roles: sql`${users.roles} || '["super-admin"]'::jsonb`, updatedAt: new Date() })
        .where(
          sql`${users.email} = ${email} AND ${users.emailVerifiedAt} IS NOT NULL AND NOT ${users.roles} ? 'super-admin'`,
        );
    }
  }

  /**
   * The signed-in caller with one of `allowed`, read from the database: 401 for a visitor, 403
   * for anyone else.
   */
  async require(request: FastifyRequest, allowed: readonly AdminRole[]): Promise<AdminCaller> {
    const user = requireUser(request);
    const [row] = await this.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw unauthenticated();
    let roles = row.roles;
    if (this.#bootstrap.has(row.email) && row.emailVerifiedAt && !roles.includes('super-admin')) {
      await this.applyBootstrap();
      roles = [...roles, 'super-admin'];
    }
    if (!roles.some((role) => (allowed as readonly string[]).includes(role))) throw forbidden();
    return { id: row.id, email: row.email, fullName: row.fullName, roles };
  }

  /**
   * A route hook that lets only callers with one of `allowed` through, checked before the body is
   * validated, so a visitor learns nothing about the body's shape (401/403 first, never a 400).
   */
  only(allowed: readonly AdminRole[]): (request: FastifyRequest) => Promise<void> {
    return async (request) => {
      await this.require(request, allowed);
    };
  }

  /** Grants or revokes `role` for the account with `email`; its new role list, or null when no such account. */
  async setRole(email: string, role: 'astrologer' | 'admin', granted: boolean): Promise<string[] | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!row) return null;
    const roles = granted ? [...new Set([...row.roles, role])] : row.roles.filter((r) => r !== role);
    await this.db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, row.id));
    return roles;
  }
}
