import type { Generated, Selectable } from 'kysely';

// Tables of migration 003_accounts, added to the shared Database type by module augmentation (db/schema.ts).

export interface VerifyCodesTable {
  id: Generated<number>;
  /** 'email' | 'sms' */
  channel: string;
  /** Normalised e-mail, or area code + mobile digits for SMS. */
  target: string;
  /** 1 register, 2 reset / change password. */
  purpose: number;
  /** SHA-256 hex of the code; the code itself only lives in the outbox message. */
  code_hash: string;
  /** Wrong guesses so far; the code dies after MAX_CODE_ATTEMPTS. */
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  target: string;
  subject: string;
  body: string;
  /** 'pending' (not delivered yet), 'logged' (development: stored and logged only), 'sent', 'failed' (for good) */
  status: string;
  /** The last failure's reason. */
  error: string | null;
  created_at: string;
  /** Deliveries tried so far. */
  attempts: Generated<number>;
  /** When a process may try a pending message next (a retry's time, or the end of a delivery's lease); null: never. */
  next_attempt_at: string | null;
}

export interface UploadsTable {
  id: Generated<number>;
  /** Random file name under DATA_DIR/uploads, e.g. 3f…9a.png */
  name: string;
  user_id: number;
  mime: string;
  size: number;
  created_at: string;
}

export interface IdentitySubmissionsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  card_id: string;
  front_pic: string;
  reverse_pic: string;
  /** 'waiting' | 'finish' | 'rejected' */
  status: string;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

declare module '../db/schema.js' {
  interface Database {
    verify_codes: VerifyCodesTable;
    captchas: CaptchasTable;
    outbox: OutboxTable;
    uploads: UploadsTable;
    identity_submissions: IdentitySubmissionsTable;
  }
}

export type OutboxMessage = Selectable<OutboxTable>;
export type IdentitySubmission = Selectable<IdentitySubmissionsTable>;
