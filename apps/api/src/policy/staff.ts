/**
 * The roles on an account, as the policy reads them for the product's own actions (ADR 121, 152).
 * Every call reads the caller's roles from the database, not from the access token, so a revoked
 * role stops working at once rather than when the token expires. `ADMIN_EMAILS` names the first
 * super-admins (their verified accounts get the role), so a fresh installation can be run without
 * editing the database by hand.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { assertMay } from './decide.js';
import type { ActionOn } from './table.js';

export type ProductAction = ActionOn<'product'>;

/** The roles the API grants and revokes (`super-admin` comes only from `ADMIN_EMAILS`). */
export type GrantableRole = 'astrologer' | 'admin' | 'support' | 'editor';

/** The action that granting or revoking `role` needs: an admin names astrologers; only a super-admin names admins. */
export const GRANTING: Record<GrantableRole, ProductAction> = {
  astrologer: 'admin.roles.grant-astrologer',
  admin: 'admin.roles.grant-admin',
  // Talk with us (ADR 195): an admin names the support staff.
  support: 'admin.roles.grant-support',
  // Quiz (ADR 177)
  editor: 'admin.roles.grant-editor',
};

export interface StaffCaller {
  id: string;
  email: string;
  fullName: string;
  roles: string[];
}

export class StaffRoles {
  readonly #bootstrap: Set<string>;
  /** The caller an `only` hook read, so the handler's `require` reads the database once per request. */
  readonly #read = new WeakMap<FastifyRequest, StaffCaller | null>();
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

  /** The signed-in caller with the roles the database holds now, or null (a visitor, or an account since deleted). */
  async caller(request: FastifyRequest): Promise<StaffCaller | null> {
    if (this.#read.has(request)) return this.#read.get(request)!;
    const caller = await this.#readCaller(request);
    this.#read.set(request, caller);
    return caller;
  }

  async #readCaller(request: FastifyRequest): Promise<StaffCaller | null> {
    if (!request.user) return null;
    const [row] = await this.db.select().from(users).where(eq(users.id, request.user.id));
    if (!row) return null;
    let roles = row.roles;
    if (this.#bootstrap.has(row.email) && row.emailVerifiedAt && !roles.includes('super-admin')) {
      await this.applyBootstrap();
      roles = [...roles, 'super-admin'];
    }
    return { id: row.id, email: row.email, fullName: row.fullName, roles };
  }

  /** The caller when the policy lets them do `action`: 401 for a visitor, 403 for anyone else. */
  async require(request: FastifyRequest, action: ProductAction): Promise<StaffCaller> {
    const caller = await this.caller(request);
    assertMay(caller, action);
    return caller!;
  }

  /**
   * A route hook that lets only callers who may do `action` through, checked before the body is
   * validated, so a visitor learns nothing about the body's shape (401/403 first, never a 400).
   */
  only(action: ProductAction): (request: FastifyRequest) => Promise<void> {
    return async (request) => {
      await this.require(request, action);
    };
  }

  /** Grants or revokes `role` for the account with `email`; its new role list, or null when no such account. */
  async setRole(email: string, role: GrantableRole, granted: boolean): Promise<string[] | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!row) return null;
    const roles = granted ? [...new Set([...row.roles, role])] : row.roles.filter((r) => r !== role);
    await this.db.update(users).set({ roles, updatedAt: new Date() }).where(eq(users.id, row.id));
    return roles;
  }
}
