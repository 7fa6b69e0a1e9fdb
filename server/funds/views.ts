/** Public shapes of deposits, withdrawals, withdraw currencies and payout methods (docs/product.md#entities). */
import { normalize, roundTo } from '../../src/core/money/index.js';
import { WITHDRAW_STATUS_NAME, type Deposit, type DrawMethod, type WithdrawCurrency, type Withdrawal } from './schema.js';

export const DEPOSIT_STATUS_NAME: Record<number, string> = { 0: 'Unchecked', 1: 'Finished', 2: 'Rejected', 3: 'Invalid' };

/** A deposit as its owner or an operator sees it; `sign` turns the stored proof path into a working private link. */
export function depositOut(d: Deposit, sign: (path: string) => string) {
  return {
    id: d.id,
    number: roundTo(d.number, 2),
    type: d.type,
    currency_code: d.currency_code,
    protocol_code: d.protocol_code,
    address: d.address,
    bank_name: d.bank_name,
    proofImg: sign(d.proof_img),
    status: d.status,
    status_name: DEPOSIT_STATUS_NAME[d.status] ?? String(d.status),
    remark: d.remark,
    created_at: d.created_at,
  };
}

export function withdrawalOut(w: Withdrawal) {
  return {
    id: w.id,
    number: roundTo(w.number, 2),
    real_number: w.real_number,
    fee: w.fee,
    usd_price: w.usd_price,
    draw_currency: { code: w.currency_code, protocol: w.protocol },
    draw_currency_id: w.draw_currency_id,
    draw_method_id: w.draw_method_id,
    status: w.status,
    status_name: WITHDRAW_STATUS_NAME[w.status] ?? String(w.status),
    created_at: w.created_at,
    type: w.type,
    address: w.address,
    bank_name: w.bank_name,
    payee_name: w.payee_name,
    payee_account: w.payee_account,
    memo: w.memo,
    notes: w.notes,
  };
}

export function currencyOut(c: WithdrawCurrency) {
  return {
    id: c.id,
    type: c.type,
    code: c.code,
    protocol: c.protocol,
    draw_rate: normalize(c.draw_rate),
    fee_type: c.fee_type,
    usd_price: normalize(c.usd_price),
    enabled: c.enabled,
  };
}

export function methodOut(m: DrawMethod, c?: Pick<WithdrawCurrency, 'code' | 'protocol'>) {
  return {
    id: m.id,
    type: m.type,
    draw_id: m.draw_currency_id,
    dc_address: m.dc_address,
    bank_name: m.bank_name,
    bank_address: m.bank_address,
    bank_branch: m.bank_branch,
    bank_swift: m.bank_swift,
    payee_name: m.payee_name,
    payee_account: m.payee_account,
    draw_currency: { code: c?.code ?? '', protocol: c?.protocol ?? '' },
    created_at: m.created_at,
    usable_at: m.usable_at,
  };
}
