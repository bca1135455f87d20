/**
 * The policy's one question (ADR 152): may this caller do this action to that thing? The answer
 * comes from the table alone; the loaders beside this file only find the caller's relations to
 * the thing. Refusals say as much as the caller may know: 401 to a visitor, 404 to a caller who
 * cannot see the thing at all (it looks like an unknown id), 403 to one who sees it but lacks the
 * right. `assertMay` is the one place a refusal is thrown.
 */
import type { ErrorCode } from '@patro/contracts/errors';
import { ApiError } from '../http/errors.js';
import {
  ACCOUNT_ROLES,
  ACTIONS,
  type AccountRole,
  type Action,
  GRANTS,
  RESOURCES,
  type Relation,
} from './table.js';

/** Who asks: a signed-in account and the roles it holds, or null for a visitor. */
export type Actor = { id: string; roles: readonly string[] } | null;

export type Decision = { allowed: true } | { allowed: false; status: 401 | 403 | 404; code: ErrorCode };

/** The account roles among `roles` (unknown names give nothing). */
export function accountRoles(roles: readonly string[]): AccountRole[] {
  return ACCOUNT_ROLES.filter((role) => roles.includes(role));
}

/** Whether any of `relations` gives `action`. */
export function grants(relations: readonly Relation[], action: Action): boolean {
  return relations.some((relation) => (GRANTS[relation] as readonly Action[]).includes(action));
}

/**
 * The answer for `actor` doing `action` to a thing it holds `relations` to (its account roles
 * count too). No relations and no role that sees the thing: 404, as for a thing that does not exist.
 */
export function decide(actor: Actor, action: Action, relations: readonly Relation[] = []): Decision {
  if (!actor) return { allowed: false, status: 401, code: 'login_required' };
  const held = [...accountRoles(actor.roles), ...relations];
  if (grants(held, action)) return { allowed: true };
  const resource = RESOURCES[ACTIONS[action].on];
  if (resource.sees !== null && !grants(held, resource.sees)) {
    return { allowed: false, status: 404, code: resource.notFound };
  }
  return { allowed: false, status: 403, code: ACTIONS[action].refusal };
}

export function may(actor: Actor, action: Action, relations: readonly Relation[] = []): boolean {
  return decide(actor, action, relations).allowed;
}

/** Goes on when `actor` may do `action`; otherwise throws the refusal `decide` gives. */
export function assertMay(actor: Actor, action: Action, relations: readonly Relation[] = []): void {
  const decision = decide(actor, action, relations);
  if (!decision.allowed) throw new ApiError(decision.status, decision.code);
}

/** Spec §6: the admin flag (1 for roles that run the product: admin and super-admin). */
export function isAdmin(roles: readonly string[]): boolean {
  return grants(accountRoles(roles), 'admin.run');
}
