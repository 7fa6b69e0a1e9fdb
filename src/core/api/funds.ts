// Funds calls (docs/product.md#api "Funds", issue 5): deposits, withdrawals, payout methods and the ledger.
// Money-moving calls send an idempotency key (form field `idempotency_key`; the server also reads an
// `idempotency-key` header): the widget makes one key per filled form, so a double click or a retry of the same
// submit creates one record on the server (docs/funds.md). A body field, not a header, so a cross-origin API host
// needs no extra CORS allowance and back ends built to the same API that do not know it simply ignore it.
import type { Http, RequestOptions } from '../http';

/** Coin deposit address option. */
export interface DepositAddress {
  id: number;
  currency_code: string;
  protocol_code: string;
  address: string;
}

/** Bank account to transfer deposits to. */
export interface DepositBank {
  id: number;
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
  bank_remark: string;
}

export interface CollectCoinType {
  id: number;
  name: string;
}

/** 0 unchecked, 1 finished, 2 rejected, 3 invalid (docs/product.md#states-and-transitions). */
export type DepositStatus = 0 | 1 | 2 | 3;

export interface DepositRecord {
  id: number;
  number: string;
  /** 0 coin, 1 bank */
  type: 0 | 1;
  currency_code: string;
  protocol_code?: string;
  address?: string;
  bank_name?: string;
  proofImg?: string;
  status: DepositStatus;
  status_name?: string;
  created_at: string;
  remark: string;
}

export interface WithdrawCurrency {
  id: number;
  /** 1 coin, 2 bank */
  type?: number;
  code: string;
  protocol: string;
  draw_rate: string;
  /** 1 fixed fee (draw_rate), otherwise draw_rate × amount */
  fee_type: number;
  usd_price: string;
}

export interface DrawMethod {
  id: number;
  type?: number;
  draw_id?: number;
  dc_address: string;
  payee_account: string;
  bank_name: string;
  payee_name: string;
  bank_address: string;
  bank_branch: string;
  bank_swift: string;
  draw_currency: { code: string; protocol: string };
  /**
   * ISO time from which withdrawals may pay out to this method (the reference server holds a new method for a
   * while, docs/funds.md "Payout hold"); absent from servers without a hold.
   */
  usable_at?: string;
}

/** 0 pending, 1 paid, 2 rejected (the reference server; other servers send status_name). */
export interface WithdrawRecord {
  id: number;
  number: string;
  real_number: string;
  fee: string;
  draw_currency: { code: string; protocol: string };
  status?: number;
  status_name: string;
  created_at: string;
  /** 1 coin address, else bank */
  type: number;
  address: string;
  payee_account: string;
  bank_name?: string;
  memo?: string;
  notes: string;
}

export interface LedgerEntry {
  Id?: number;
  Value: string;
  LockValue?: string;
  /** 10 shows Memo, others MemoTran (docs/product.md#entities). */
  Type: number;
  Memo: string;
  MemoTran: string;
  CreatedAt?: string;
  CreatedAtTran: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
}

export interface LedgerPage {
  list: LedgerEntry[];
  total: number;
  balance?: string;
  lock_balance?: string;
}

export interface CoinDepositForm {
  number: string;
  proofImg: string;
  address: string;
  charge_id: number;
}
export interface BankDepositForm {
  number: string;
  proofImg: string;
  wire_id: number;
}
/** With two-step sign-in on, money moves need its code: an answer of code 3 asks for `totp_code` (docs/funds.md). */
export interface SecondFactorCode {
  totp_code?: string;
}
export interface WithdrawForm extends SecondFactorCode {
  draw_currency_id: number;
  number: string;
  memo: string;
  draw_method_id: number;
}
export interface BindCoinForm extends SecondFactorCode {
  draw_id: number;
  type: 1;
  dc_address: string;
}
export interface BindBankForm extends SecondFactorCode {
  draw_id: number;
  type: 2;
  bank_name: string;
  bank_address: string;
  bank_branch: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
}

export { newIdempotencyKey } from './idempotency';

const withKey = (form: object, key?: string): Record<string, unknown> => ({ ...form, ...(key ? { idempotency_key: key } : {}) });

export function createFundsApi(http: Http) {
  return {
    /** GET /api/quickCharge/info: coin deposit addresses. */
    depositAddresses: (opts?: RequestOptions) => http.get<DepositAddress[]>('/api/quickCharge/info', undefined, opts),
    /** GET /api/quickCharge/symbols: coin types that can be deposited. */
    depositSymbols: (opts?: RequestOptions) => http.get<CollectCoinType[]>('/api/quickCharge/symbols', undefined, opts),
    /** GET /api/quickCharge/wire_info: bank accounts for deposits. */
    depositBanks: (opts?: RequestOptions) => http.get<DepositBank[]>('/api/quickCharge/wire_info', undefined, opts),
    /** POST /api/quickCharge/submit (coin deposit; server msg toasted). */
    submitCoinDeposit: (form: CoinDepositForm, key?: string, opts?: RequestOptions) =>
      http.post<DepositRecord>('/api/quickCharge/submit', withKey(form, key), { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** POST /api/quickCharge/wire_submit (bank deposit; server msg toasted). */
    submitBankDeposit: (form: BankDepositForm, key?: string, opts?: RequestOptions) =>
      http.post<DepositRecord>('/api/quickCharge/wire_submit', withKey(form, key), { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** GET /api/quickCharge/quick_ist: deposit history, type 0 coin / 1 bank. */
    depositHistory: (type: 0 | 1, page: number, opts?: RequestOptions) =>
      http.get<Paged<DepositRecord>>('/api/quickCharge/quick_ist', { type, page }, opts),
    /** GET /api/account/draw_symbol_list: withdraw currencies, type 1 coin / 2 bank. */
    withdrawCurrencies: (type: 1 | 2, opts?: RequestOptions) => http.get<WithdrawCurrency[]>('/api/account/draw_symbol_list', { type }, opts),
    /** POST /api/account/draw (form): the amount is frozen at once; server msg toasted. */
    withdraw: (form: WithdrawForm, key?: string, opts?: RequestOptions) =>
      http.post<WithdrawRecord>('/api/account/draw', withKey(form, key), { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** GET /api/account/draw_list: withdraw records, type 1 coin / 2 bank. */
    withdrawRecords: (type: 1 | 2, page: number, opts?: RequestOptions) =>
      http.get<Paged<WithdrawRecord>>('/api/account/draw_list', { type, page }, opts),
    /** GET /api/wallet/get_draw_method: bound payout methods (draw_type 1 coin, 2 bank; draw_id = withdraw currency). */
    drawMethods: (draw_type: 1 | 2, draw_id?: number, opts?: RequestOptions) =>
      http.get<DrawMethod[]>('/api/wallet/get_draw_method', { draw_type, draw_id }, opts),
    /** POST /api/wallet/bind_draw_method (form; server msg toasted). */
    bindDrawMethod: (form: BindCoinForm | BindBankForm, opts?: RequestOptions) =>
      http.post<DrawMethod>('/api/wallet/bind_draw_method', { ...form }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** POST /api/wallet/del_draw_method (form: id; server msg toasted). */
    deleteDrawMethod: (id: number, opts?: RequestOptions) =>
      http.post<{ id: number }>('/api/wallet/del_draw_method', { id }, { form: true, loading: true, showSuccessMessage: true, ...opts }),
    /** GET /v1/api/main/accountLog/forexChange: the ledger, newest first. */
    ledger: (page: number, opts?: RequestOptions) => http.get<LedgerPage>('/v1/api/main/accountLog/forexChange', { page }, opts),
    /** GET /v1/api/main/account/forexDetail: the same ledger with the account header. */
    accountDetail: (page: number, opts?: RequestOptions) => http.get<LedgerPage>('/v1/api/main/account/forexDetail', { page }, opts),
  };
}

export type FundsApi = ReturnType<typeof createFundsApi>;
