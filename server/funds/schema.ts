import type { Generated, Selectable } from 'kysely';

// Table types of migration 004_funds, added to the shared Database type by module augmentation.

export interface DepositAddressesTable {
  id: Generated<number>;
  currency_code: string;
  protocol_code: string;
  address: string;
  enabled: number;
  created_at: string;
}

export interface DepositBanksTable {
  id: Generated<number>;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
  enabled: number;
  created_at: string;
}

export interface WithdrawCurrenciesTable {
  id: Generated<number>;
  /** 1 coin, 2 bank */
  type: number;
  code: string;
  protocol: string;
  draw_rate: string;
  /** 1 fixed fee (draw_rate), otherwise ratio (draw_rate × amount) */
  fee_type: number;
  usd_price: string;
  enabled: number;
  created_at: string;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  /** 0 coin, 1 bank */
  type: number;
  number: string;
  proof_img: string;
  charge_id: number | null;
  wire_id: number | null;
  currency_code: string;
  protocol_code: string;
  address: string;
  bank_name: string;
  /** 0 unchecked, 1 finished, 2 rejected, 3 invalid */
  status: number;
  remark: string;
  idem_key: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface DrawMethodsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 coin address, 2 bank account */
  type: number;
  draw_currency_id: number;
  dc_address: string;
  bank_name: string;
  bank_address: string;
  bank_branch: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  fingerprint: string;
  deleted: number;
  created_at: string;
  /** Withdrawals may pay out to this method from this time on (docs/funds.md "Payout hold"). */
  usable_at: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  draw_currency_id: number;
  draw_method_id: number;
  currency_code: string;
  protocol: string;
  number: string;
  fee: string;
  real_number: string;
  usd_price: string;
  address: string;
  bank_name: string;
  payee_name: string;
  payee_account: string;
  memo: string;
  notes: string;
  /** 0 pending, 1 paid, 2 rejected */
  status: number;
  idem_key: string;
  created_at: string;
  reviewed_at: string | null;
}

declare module '../db/schema.js' {
  interface Database {
    deposit_addresses: DepositAddressesTable;
    deposit_banks: DepositBanksTable;
    withdraw_currencies: WithdrawCurrenciesTable;
    deposits: DepositsTable;
    draw_methods: DrawMethodsTable;
    withdrawals: WithdrawalsTable;
  }
}

export type DepositAddress = Selectable<DepositAddressesTable>;
export type DepositBank = Selectable<DepositBanksTable>;
export type WithdrawCurrency = Selectable<WithdrawCurrenciesTable>;
export type Deposit = Selectable<DepositsTable>;
export type DrawMethod = Selectable<DrawMethodsTable>;
export type Withdrawal = Selectable<WithdrawalsTable>;

export const DEPOSIT_STATUS = { unchecked: 0, finished: 1, rejected: 2, invalid: 3 } as const;
export const WITHDRAW_STATUS = { pending: 0, paid: 1, rejected: 2 } as const;
export const WITHDRAW_STATUS_NAME: Record<number, string> = { 0: 'Pending review', 1: 'Completed', 2: 'Rejected' };
