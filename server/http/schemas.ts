// JSON-schema helpers for route declarations. Every route declares its success envelope so that
// /api/openapi.json documents the real response shape (errors are always {code, msg, data:null}).

export function envelope(data: object, description?: string) {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    required: ['code', 'msg', 'data'],
    properties: { code: { type: 'integer', description: '1 success, 999 log in, other = failure' }, msg: { type: 'string' }, data },
  } as const;
}

/** Response map for a route: HTTP 200 carries the envelope (errors too, with data null). */
export const replies = (data: object, description?: string) => ({ 200: envelope(data, description) });

export const nullData = { type: 'null' } as const;

export const balanceSchema = {
  type: 'object',
  required: ['balance', 'lock_balance'],
  properties: {
    balance: { type: 'string', description: 'Available USD, decimal string (6 dp)' },
    lock_balance: { type: 'string', description: 'Frozen USD (margin, pending withdrawals), decimal string (6 dp)' },
  },
} as const;

/** Header documentation shared by routes that need a session. */
export const authHeaders = {
  type: 'object',
  properties: { authorization: { type: 'string', description: 'Session token (raw or "Bearer <token>")' } },
} as const;

/**
 * The page number of every paged list: a bound keeps `(page - 1) × size` an exact, indexable offset (1e308 or 2^63
 * would overflow the database's integer and answer a 500).
 */
export const pageParam = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;
