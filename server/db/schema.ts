import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Table types of the foundation (migration 001). Money columns are decimal strings with 6 decimals
// (CONVENTIONS "Money"); timestamps are ISO-8601 UTC strings so they sort as text on SQLite and PostgreSQL alike.
//
// Other parts add their tables by module augmentation from their own files, so nobody edits this file at the
// same time:
//   declare module '../db/schema.js' { interface Database { orders: OrdersTable } }

export interface UsersTable {
  id: Generated<number>;
  /** Public id shown to the user and passed to chat (8 digits, unique). */
  uid: string;
  email: string | null;
  mobile: string | null;
  area_id: number | null;
  /** scrypt hash (see auth/password.ts); null for demo users, who cannot log in by password. */
  password_hash: string | null;
  invite_code: string;
  inviter_id: number | null;
  is_demo: number;
  /** Client-chosen id of a demo account; acts as its credential, so it is unique. */
  demo_id: string | null;
  created_at: string;
  /** Set while an operator has locked the user out (operators/users.ts): no login, no session. */
  locked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set while the client has closed the account (migration 043, closure/); `locked_at` is set with it. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Withdrawals wait until this time after a password change or reset (docs/funds.md "Payout hold"). */
  payout_hold_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language the owner reads (a server dictionary code), for their notices; null: English. */
  lang: ColumnType<string | null, string | null | undefined, string | null>;
  /** Two-step sign-in (users/two-factor.ts): a secret being set up, the one in use, the last step accepted. */
  totp_pending: ColumnType<string | null, string | null | undefined, string | null>;
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_step: ColumnType<number, number | undefined, number>;
  /** Set while two-step sign-in is on. */
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of the SHA-256 hashes of the unused recovery codes. */
  recovery_codes: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Client address and browser (User-Agent, first 200 characters) the session was made from; '' when unknown. */
  ip: ColumnType<string, string | undefined, string>;
  user_agent: ColumnType<string, string | undefined, string>;
  /** When it was last used, to about 5 minutes (auth/seen.ts); null before its first use was written. */
  seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** How an account was signed in to, or tried (auth/sign-ins.ts). */
export type SignInMethod = 'password' | 'passkey';
/**
 * locked: the right password or a passkey on an account the desk locked; wrong_passkey: one of the account's passkeys
 * answered but its answer did not verify (docs/accounts.md "Sign-in activity").
 */
export type SignInOutcome = 'ok' | 'wrong_password' | 'wrong_code' | 'wrong_passkey' | 'locked';

/** A sign-in to an account, or a failed attempt on it (migration 040); kept SIGN_INS_KEPT_DAYS. */
export interface SignInsTable {
  id: Generated<number>;
  user_id: number;
  at: string;
  /** Client address and browser (User-Agent, first 200 characters), as a session keeps them; '' when unknown. */
  ip: string;
  user_agent: string;
  method: SignInMethod;
  outcome: SignInOutcome;
}

export interface AccountsTable {
  user_id: number;
  balance: string;
  lock_balance: string;
  updated_at: string;
}

export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Change of the available balance. */
  value: string;
  /** Change of the frozen (lock) balance; margin lock/unlock and withdrawal freeze move money between the two. */
  lock_value: string;
  type: number;
  memo: string;
  memo_tran: string;
  /** Idempotency key, unique per type when given (a retried request finds its first row). */
  ref: string | null;
  balance_after: string;
  lock_balance_after: string;
  created_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LoginFailuresTable {
  account: string;
  failures: number;
  first_at: string;
}

export interface Database {
  users: UsersTable;
  login_failures: LoginFailuresTable;
  sessions: SessionsTable;
  sign_ins: SignInsTable;
  accounts: AccountsTable;
  ledger: LedgerTable;
  settings: SettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Account = Selectable<AccountsTable>;
export type LedgerRow = Selectable<LedgerTable>;
