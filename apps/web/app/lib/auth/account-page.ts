/**
 * What every account screen (/login, /signup, /user-verify, /verification, /forgot-password,
 * /delete-account) shares: private headers, noindex metadata, the strings from the loader, and
 * the client-side form checks that mirror the API's (packages/contracts/src/accounts.ts).
 */
import type { MetaDescriptor } from 'react-router';
import type { AccountMessageKey, AccountMessages } from '../../i18n/np';
import { pageMeta } from '../meta';

/** Private pages: never cached by the browser, a proxy or a CDN. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

export type AccountT = (key: AccountMessageKey, vars?: Record<string, string | number>) => string;

export function accountT(messages: AccountMessages): AccountT {
  return (key, vars) =>
    vars
      ? messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole))
      : messages[key];
}

interface AccountMetaArgs {
  loaderData: { m: AccountMessages } | undefined;
  matches: Parameters<typeof pageMeta>[0]['matches'];
  location: { pathname: string };
}

/** noindex metadata with the screen's title. */
export function accountMeta(args: AccountMetaArgs, title: AccountMessageKey): MetaDescriptor[] {
  if (!args.loaderData) return [];
  const { m } = args.loaderData;
  return pageMeta({
    matches: args.matches,
    location: args.location,
    title: m[title],
    description: m['meta.description'],
    noindex: true,
  });
}

// ---------- Form checks (the API's rules; the API checks again) ----------

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;

// The shape zod's z.email() accepts, loosely: one @, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailError(email: string): AccountMessageKey | null {
  const value = email.trim();
  return value.length > 254 || !EMAIL_SHAPE.test(value) ? 'error.email' : null;
}

/** A new password (sign-up, reset): 8–128 characters, spaces count. */
export function newPasswordError(password: string): AccountMessageKey | null {
  if (password.length === 0) return 'error.passwordRequired';
  if (password.length < PASSWORD_MIN) return 'error.passwordShort';
  if (password.length > PASSWORD_MAX) return 'error.passwordLong';
  return null;
}

export function fullNameError(name: string): AccountMessageKey | null {
  const value = name.trim();
  if (value.length === 0) return 'error.nameRequired';
  if (value.length > FULL_NAME_MAX) return 'error.nameLong';
  return null;
}

/** `?redirect=` is honoured only for a path on this site ("/x", never "//host" or "https:"). */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return fallback;
}
