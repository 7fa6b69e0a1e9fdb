import type { Generated, Selectable } from 'kysely';
import type { Role } from './roles.js';

// Tables of the operator console (migration 010; docs/operators.md).

export interface OperatorsTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: Role;
  /** scrypt, as for users (auth/password.ts). */
  password_hash: string;
  /** base32 TOTP secret (RFC 6238, 30 s steps, 6 digits, SHA-1: what every authenticator app reads). */
  totp_secret: string;
  totp_step: Generated<number>;
  disabled: Generated<number>;
  created_at: string;
  last_login_at: string | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: string;
  seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  operator_id: number | null;
  actor: string;
  role: string;
  action: string;
  target_type: string;
  target_id: string;
  outcome: string;
  before: string | null;
  after: string | null;
  input: string | null;
  ip: string;
  user_agent: string;
}

declare module '../db/schema.js' {
  interface Database {
    operators: OperatorsTable;
    operator_sessions: OperatorSessionsTable;
    audit_log: AuditLogTable;
  }
}

export type Operator = Selectable<OperatorsTable>;
export type AuditRow = Selectable<AuditLogTable>;
