import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with N = 2^15, r = 8: 32 MiB and a few tens of milliseconds per hash, the OWASP
// baseline for scrypt. The parameters are stored with each hash so they can be raised later.
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  // maxmem must exceed 128 · N · r, or node refuses the parameters.
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM }, KEY_LENGTH);
  return [
    'scrypt',
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

/** True when `password` matches `stored`; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options, expected.length);
  return timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check, for sign-ins of unknown addresses or accounts without a
 * password, so response time does not tell which addresses have accounts.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await decoyHash);
  return false;
}
