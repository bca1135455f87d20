import { z } from 'zod';

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id in a body: a positive whole number the 32-bit columns can hold, so a larger one is a
 * 400 naming the field rather than a database error.
 */
export function rowIdSchema(message = 'must be an id') {
  return z.number().int('must be a whole number').positive(message).max(MAX_ROW_ID, message);
}

/** A row id in a path or query string (text turned into a number), with the same bounds. */
export function coercedRowIdSchema(message = 'must be an id') {
  return z.coerce
    .number({ message })
    .int('must be a whole number')
    .positive(message)
    .max(MAX_ROW_ID, message);
}
