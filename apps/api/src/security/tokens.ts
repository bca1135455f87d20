import { createHash, randomBytes } from 'node:crypto';

/** A fresh 32-byte random token, base64url (refresh tokens and mailed one-time links). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fresh 24-byte random token, base64url: the secret part of iCalendar feed and public calendar URLs. */
export function newIcalToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Tokens are stored only as SHA-256 hashes, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
