/** What funds requests share: the amount rule and the idempotency keys of deposits and withdrawals. */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/envelope.js';
import { isAmount, roundMoney } from '../../src/core/money/index.js';

/** Positive amount with at most 2 decimals (the server rule of issue 5); returns the 6-dp stored form. */
export function parseAmount(input: unknown, field = 'number'): string {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!isAmount(s)) throw new AppError('amountFormat', { field });
  return roundMoney(s);
}

const IDEM_HEADER_RE = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Client key from the `idempotency-key` header or the `idempotency_key` body field (the field works cross-origin
 * without a CORS preflight allowance and through back ends that drop unknown headers). Optional; a malformed key is
 * refused rather than ignored.
 */
export function clientIdemKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'] ?? request.headers['x-idempotency-key'] ?? (request.body as { idempotency_key?: unknown } | undefined)?.idempotency_key;
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !IDEM_HEADER_RE.test(v)) throw new AppError('idemKeyFormat');
  return `c:${v}`;
}


export const digestKey = (parts: (string | number)[]) =>
  `d:${createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex').slice(0, 48)}`;

/** Window in which an identical withdrawal without a client key counts as a retry (double click, resubmit). */
export const WITHDRAW_DEDUP_MS = 30_000;

export interface PageQuery {
  page?: number;
  limit?: number;
}
export function pageOf(q: PageQuery) {
  const page = Math.max(1, Math.floor(q.page ?? 1));
  const limit = Math.min(50, Math.max(1, Math.floor(q.limit ?? 10)));
  return { page, limit, offset: (page - 1) * limit };
}

/** Free text from a form: trimmed, whitespace runs collapsed, cut at `max` characters. */
export const clean = (s: unknown, max: number) => (typeof s === 'string' ? s.trim().replace(/\s+/g, ' ').slice(0, max) : '');
