import type { FastifyInstance } from 'fastify';
import { AppError, invalidFields } from './app-error.js';

const NUL_MESSAGE = 'Must not contain a NUL character.';
/** A NUL written in a request's address, as %00 (a raw one never passes Node's HTTP parser). */
const ENCODED_NUL = /%00/i;

/** The dotted paths of the strings in a parsed body that hold a NUL; files and buffers are content, not text. */
function nulFields(value: unknown, path: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path || '_');
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) nulFields(item, path ? `${path}.${index}` : String(index), found);
  } else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(path || '_');
      nulFields(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

/**
 * PostgreSQL refuses NUL in text, so a NUL anywhere in an id, a path, a query or a text field is refused where the
 * request enters: 400 for the address (before the access guard reads its team id), 422 naming the body's fields.
 * Registered before every route, so no route needs its own rule.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_NUL.test(request.url)) {
      throw new AppError('bad_request', 'The request address must not contain a NUL character.');
    }
  });
  app.addHook('preValidation', async (request) => {
    const fields = nulFields(request.body, '', []);
    if (fields.length > 0) throw invalidFields(Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]])));
  });
}
