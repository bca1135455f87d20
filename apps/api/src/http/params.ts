/**
 * Request shapes more than one domain's routes share: path parameters, the language query and the
 * device id. A domain's own shapes stay in its module.
 */
import { coercedRowIdSchema } from '@patro/contracts';
import { z } from 'zod';

/** `/{id}`: a positive whole number. */
export const idParams = z.object({
  id: coercedRowIdSchema(),
});

/** `?lang=np|en` for answers that carry calendar names. */
export const langQuery = z.object({
  lang: z.enum(['np', 'en']).default('np').describe('Language of calendar names (default np)'),
});

/** A browser's or an app's device id (push registration, logout). */
export const deviceUuidSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, 'must be letters, digits, . : _ -');

/** Whether `tz` names an IANA zone this runtime knows (Asia/Kathmandu, Europe/London …). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
