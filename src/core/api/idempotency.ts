/**
 * A fresh idempotency key for one money-moving submit: a deposit or withdrawal form (`idempotency_key`) or an order
 * (`client_ref`). The server answers a key it has seen with its first result, so a retry after an answer that never
 * arrived creates nothing twice.
 */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
