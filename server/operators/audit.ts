import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { inTransaction, type Db } from '../db/index.js';
import { AppError, OperatorError } from '../http/envelope.js';
import type { Role } from './roles.js';
import type { AuditLogTable } from './schema.js';

// The audit log (docs/operators.md "Audit log"): who did what to which record, the record before and after, when and
// from where. `audited` opens the transaction the change runs in and writes the row in it, so there is never a change
// without its row nor a row without its change. A refused action is written too (outcome = the refusal), on its own.

/** Who is acting: an operator, or the automation token (ADMIN_TOKEN) as actor 'token'. */
export interface Actor {
  operatorId: number | null;
  actor: string;
  role: Role;
  sessionId: number | null;
}

export interface AuditSpec {
  /** '<area>.<verb>', e.g. 'deposit.approve' (the list is in docs/operators.md). */
  action: string;
  target: readonly [type: string, id: string | number];
  /** Reads the target inside the transaction, before and after the change. */
  snapshot?: (db: Db) => Promise<unknown>;
  /** What the operator sent (secrets are masked); defaults to the request body. */
  input?: unknown;
}

const MAX_JSON = 20_000;
// And otpauth:// links: they carry the key itself (a new operator's answer held one, unmasked, until 2026-11-28).
const SECRET = /password|secret|token|code$|^totp_link$|^otpauth_url$/i;

function json(value: unknown): string | null {
  if (value === undefined) return null;
  const s = JSON.stringify(value, (k, v) => (k && SECRET.test(k) && typeof v === 'string' ? '***' : v));
  return s.length > MAX_JSON ? s.slice(0, MAX_JSON) + '…' : s;
}

const outcomeOf = (e: unknown) => (e instanceof AppError ? e.key : e instanceof OperatorError ? 'refused' : 'error');

function row(request: FastifyRequest, spec: AuditSpec, outcome: string, before: unknown, after: unknown) {
  const a = request.operator!;
  return {
    at: new Date().toISOString(),
    operator_id: a.operatorId,
    actor: a.actor,
    role: a.role,
    action: spec.action,
    target_type: spec.target[0],
    target_id: String(spec.target[1]),
    outcome,
    before: json(before),
    after: json(after),
    input: json(spec.input ?? request.body ?? undefined),
    ip: request.ip,
    user_agent: String(request.headers['user-agent'] ?? '').slice(0, 200),
  };
}

/**
 * Runs `change` in one transaction with its audit row. `afterCommit` queues what must only happen once the change is
 * visible to everyone (engine notifications, socket pushes).
 */
export async function audited<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: AuditSpec,
  change: (db: Db, afterCommit: (fn: () => unknown) => void) => Promise<T>,
): Promise<T> {
  const later: (() => unknown)[] = [];
  try {
    const result = await inTransaction(app.db, async (trx) => {
      const before = await spec.snapshot?.(trx);
      const out = await change(trx, (fn) => later.push(fn));
      const after = spec.snapshot ? await spec.snapshot(trx) : out;
      await trx.insertInto('audit_log').values(row(request, spec, 'ok', before, after)).execute();
      return out;
    });
    request.audited = true;
    for (const fn of later) await fn();
    return result;
  } catch (e) {
    await recordRefusal(app, request, spec, e);
    throw e;
  }
}

/**
 * Runs a change that commits in another transaction than this request's — the engine's, perhaps in another process
 * (trading/engine/api.ts `DeskAudit`) — handing it the audit row to write there with its before and after. A refusal
 * is written here, as `audited` does.
 */
export async function auditedElsewhere<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  spec: Omit<AuditSpec, 'snapshot'>,
  change: (audit: ElsewhereRow) => Promise<T>,
): Promise<T> {
  const audit = elsewhereRow(request, spec);
  try {
    const result = await change(audit);
    request.audited = true;
    return result;
  } catch (e) {
    await recordRefusal(app, request, spec, e);
    throw e;
  }
}

/** The audit row a change committing in another transaction writes there, with its before and after. */
export type ElsewhereRow = Omit<ReturnType<typeof row>, 'before' | 'after'>;

/** The row for `spec` that a change committing elsewhere writes (auditedElsewhere; each target of a bulk action). */
export function elsewhereRow(request: FastifyRequest, spec: Omit<AuditSpec, 'snapshot'>): ElsewhereRow {
  const { before: _before, after: _after, ...audit } = row(request, spec, 'ok', undefined, undefined);
  return audit;
}

async function recordRefusal(app: FastifyInstance, request: FastifyRequest, spec: AuditSpec, e: unknown): Promise<void> {
  if (request.audited) return;
  await recordTargetRefusal(app, request, spec, e);
  request.audited = true;
}

/** The refusal of one target of a bulk action, written on its own whatever the request's other targets did. */
export async function recordTargetRefusal(app: FastifyInstance, request: FastifyRequest, spec: AuditSpec, e: unknown): Promise<void> {
  const message = e instanceof Error ? e.message : String(e);
  await app.db
    .insertInto('audit_log')
    .values(row(request, spec, outcomeOf(e), undefined, { error: message }))
    .execute()
    .catch((err) => request.log.error({ err }, 'audit: could not record a refused action'));
}

/** A row written outside a request's `audited` (sign-ins, the CLI): time now, no snapshots unless given. */
export function insertAudit(db: Db, row: Omit<Insertable<AuditLogTable>, 'at' | 'before' | 'after' | 'input'> & Partial<Pick<Insertable<AuditLogTable>, 'before' | 'after' | 'input'>>) {
  return db.insertInto('audit_log').values({ before: null, after: null, input: null, ...row, at: new Date().toISOString() }).execute();
}

/** A change refused by the role check: action '<METHOD> <route>', outcome 'forbidden'. */
export async function recordForbidden(app: FastifyInstance, request: FastifyRequest, permission: string): Promise<void> {
  const spec = { action: `${request.method} ${request.routeOptions.url}`.slice(0, 64), target: ['permission', permission] as const, input: {} };
  await app.db.insertInto('audit_log').values(row(request, spec, 'forbidden', undefined, undefined)).execute();
}

export interface AuditQuery {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** Newest first; every filter is an exact match except the time range. */
export async function searchAudit(db: Db, q: AuditQuery) {
  let base = db.selectFrom('audit_log');
  if (q.actor) base = base.where('actor', '=', q.actor.toLowerCase());
  if (q.action) base = base.where('action', '=', q.action);
  if (q.target_type) base = base.where('target_type', '=', q.target_type);
  if (q.target_id) base = base.where('target_id', '=', q.target_id);
  // Stored as toISOString(); the filter is normalised the same way so text order is time order.
  if (q.from) base = base.where('at', '>=', new Date(q.from).toISOString());
  if (q.to) base = base.where('at', '<', new Date(q.to).toISOString());
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(q.limit).offset((q.page - 1) * q.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(total.n) };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard (operators/guard.ts) on every admin route but sign-in. */
    operator: Actor | null;
    /** Set once the action's audit row is written (done or refused). */
    audited: boolean;
  }
}

/** The snapshot of a row by id, for tables keyed by `id` (most operator actions touch one such row). */
export const rowOf = (table: string, id: number) => (db: Db) =>
  (db as unknown as Kysely<Record<string, { id: number }>>).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
