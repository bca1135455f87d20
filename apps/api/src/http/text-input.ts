import { hasControlCharacter } from '@patro/contracts/text';
import type { FastifyInstance } from 'fastify';
import { badField } from './errors.js';

/** The dotted path of the first string under `value` that holds a control character. */
function findControl(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return childPath;
    const found = findControl(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One rule for all text a client sends (ADR 093): a control character in the body, the query or
 * the path parameters is a 400 naming the field, before any route's own validation runs.
 */
export function registerTextInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = findControl(value, '');
      if (field !== undefined) {
        done(badField(where, field, 'must not contain control characters'));
        return;
      }
    }
    done();
  });
}
