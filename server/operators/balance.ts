import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountSnapshot, adjustBalance, type AdjustInput } from '../ledger/adjust.js';
import { audited } from './audit.js';

/** An operator's balance adjustment (both admin routes that make one): audited, with the account before and after. */
export function auditedAdjustment(app: FastifyInstance, request: FastifyRequest, input: AdjustInput) {
  return audited(app, request, { action: 'balance.adjust', target: ['user', input.userId], snapshot: accountSnapshot(input.userId) }, (db, afterCommit) =>
    // A debit can take an account under its stop-out level: the engine re-checks it once the debit is committed.
    adjustBalance(db, input, (id) => afterCommit(() => void app.engine.riskSweep([id]))),
  );
}
