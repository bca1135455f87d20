/**
 * PostgreSQL's own refusals, read the same way on PGlite and on a server, however the driver or
 * Drizzle wraps them (the SQLSTATE is on the error or one of its causes).
 */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 10; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row with this key exists already (unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A row this write refers to is gone: deleted by another request meanwhile (foreign_key_violation). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
