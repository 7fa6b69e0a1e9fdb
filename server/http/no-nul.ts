import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.js';

// No text from outside holds a NUL character (U+0000). PostgreSQL's text cannot store one: the query failed and the
// client got a 500 "Internal error" where a field's refusal belongs (a login's e-mail, a support message; found
// 2026-12-03). SQLite would keep it, and a database moved from one to the other would not. Refused before the route's
// schema, naming the field, on every route. (The sockets' messages carry only tokens, which are hashed before any
// query.)

/** Deeper than any body a route accepts; the walk stops there (a hostile body may nest thousands deep). */
const MAX_DEPTH = 32;

const printable = (key: string) => key.replaceAll('\u0000', '\\0');

/** Where the first string (or key) holding U+0000 is, as `items[2].name`; null when there is none. */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (depth >= MAX_DEPTH || !value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulField(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  // A file's bytes or stream are not text. (Parsed forms are objects of their own prototype: no check by prototype.)
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, v] of Object.entries(value)) {
    const at = path ? `${path}.${printable(key)}` : printable(key);
    if (key.includes('\u0000')) return at;
    const found = nulField(v, at, depth + 1);
    if (found) return found;
  }
  return null;
}

export function installNoNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
    if (field) throw new AppError('fieldNul', { field });
  });
}
