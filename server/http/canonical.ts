import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope.js';

// Numbers from outside are written one way only. A query or form field the route's schema declares integer or number
// must be plain digits ("100", "-2", "1.5"): the validator would otherwise coerce "1e2", "Infinity" or " 7" into
// numbers (and "Infinity" even slips past its maximum), and an operator reading logs or the database would see one
// value written several ways. Decimal strings (lots, prices, amounts) are checked by the services with isPlainDecimal.
// An integer, written either way, also fits the databases' integer (32 bits, as PostgreSQL's `integer` and `serial`
// ids): JSON's 1e308 is an integer to the validator, and PostgreSQL refused 3e9 as well as 1e308 against an id column
// with a 500 (found by the attack suite on PostgreSQL, 2026-12-03), where SQLite simply found nothing. No integer a
// client sends is larger: times travel as ISO strings, money as decimal strings.
const INT_MAX = 2_147_483_647;
const INT_MIN = -2_147_483_648;

const INTEGER = /^-?\d{1,16}$/;
const NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

type Schema = { type?: string | string[]; items?: Schema; minimum?: number; maximum?: number };
type Props = Record<string, Schema>;

function numericTypeOf(schema: Schema | undefined): 'integer' | 'number' | null {
  const types = Array.isArray(schema?.type) ? schema!.type : [schema?.type];
  return types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : null;
}

function check(values: unknown, props: Props | undefined) {
  if (!props || !values || typeof values !== 'object') return;
  for (const [field, value] of Object.entries(values as Record<string, unknown>)) {
    // A list of numbers (ids to close) is held to its items' rule.
    const schema = numericTypeOf(props[field]) ? props[field] : props[field]?.items;
    const kind = numericTypeOf(schema);
    if (!kind) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string' && !(kind === 'integer' ? INTEGER : NUMBER).test(v)) throw new AppError(kind === 'integer' ? 'fieldInteger' : 'fieldNumber', { field });
      // Otherwise the schema checks a JSON number's type and its declared range; an integer must also fit 32 bits.
      const n = typeof v === 'string' ? Number(v) : v;
      if (kind === 'integer' && typeof n === 'number' && Number.isInteger(n) && (n > INT_MAX || n < INT_MIN)) {
        // Named with the route's own bound where it declares one (an id's minimum of 1).
        throw n > 0 ? new AppError('fieldMax', { field, limit: schema?.maximum ?? INT_MAX }) : new AppError('fieldMin', { field, limit: schema?.minimum ?? INT_MIN });
      }
    }
  }
}

export function installCanonicalNumbers(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { querystring?: { properties?: Props }; body?: { properties?: Props }; params?: { properties?: Props } } | undefined;
    if (!schema) return;
    check(request.query, schema.querystring?.properties);
    check(request.params, schema.params?.properties);
    check(request.body, schema.body?.properties);
  });
}

/**
 * A field a route does not declare never reaches its handler: every body, query and params schema that lists its
 * properties is closed (`additionalProperties: false`), so the validator's removeAdditional drops the rest — extra
 * fields (the client's `t=` timestamp, a typo) stay harmless, and an unknown key can never become a column name in
 * an UPDATE built from the body.
 */
export function closeSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, { properties?: object; additionalProperties?: unknown } | undefined> | undefined;
    if (!schema) return;
    for (const part of ['body', 'querystring', 'params']) {
      const s = schema[part];
      if (s?.properties && s.additionalProperties === undefined) schema[part] = { ...s, additionalProperties: false };
    }
  });
}
