import type { AuthenticatedUser, UserSettings } from '@patro/contracts';
import { isAdmin } from '../../policy/decide.js';
import type { UserRow } from './repository.js';

const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** Spec §3 `settings[0]`. */
export function toUserSettings(user: UserRow): UserSettings {
  return { unverified_events: flag(user.showUnverifiedEvents), dark_mode: flag(user.darkMode) };
}

/** Spec §7 `GET /authenticated-user`. */
export function toAuthenticatedUser(
  user: UserRow,
  organizations: AuthenticatedUser['organizations'] = [],
  servicesJwt: string[] = [],
): AuthenticatedUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    email_verified: user.emailVerifiedAt !== null,
    roles: user.roles.map((name) => ({ name })),
    admin: flag(isAdmin(user.roles)),
    services_jwt: servicesJwt,
    organizations,
    settings: [toUserSettings(user)],
    pic: null,
  };
}
