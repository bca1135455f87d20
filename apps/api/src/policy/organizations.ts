/**
 * A caller's relation to one organisation (ADR 113), for the policy to answer with: its members
 * are its owner and its moderators. Its subscribers follow its published calendars and hold
 * `calendar.subscriber` on each (policy/calendars.ts); the organisation itself stays hidden from
 * them, as from everyone else (admins included).
 */
import type { Db } from '../db/client.js';
import {
  findMembership,
  findOrganization,
  type OrganizationRole,
  type OrganizationRow,
} from '../modules/organizations/repository.js';
import { assertMay } from './decide.js';
import type { ActionOn } from './table.js';

export type OrganizationAction = ActionOn<'organization'>;

/**
 * The organisation and the caller's role in it when they may do `action`; 404 when they are not
 * one of its members (or it does not exist), 403 when their role lacks the right. Account roles
 * give nothing on an organisation, so none are read.
 */
export async function requireOrganization(
  db: Db,
  userId: string,
  orgId: string,
  action: OrganizationAction,
): Promise<{ org: OrganizationRow; role: OrganizationRole }> {
  const role = await findMembership(db, orgId, userId);
  const org = role ? await findOrganization(db, orgId) : undefined;
  assertMay({ id: userId, roles: [] }, action, org && role ? [`organization.${role}`] : []);
  return { org: org!, role: role! };
}
