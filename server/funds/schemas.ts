// JSON schemas of the funds API (response shapes are also the OpenAPI documentation).

import { pageParam } from '../http/schemas.js';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const pageQuery = {
  page: pageParam,
  limit: { type: 'integer', minimum: 1, maximum: 50, default: 10, description: 'Page size (default 10)' },
} as const;

export const pageOfSchema = (item: object) => ({
  type: 'object',
  required: ['data', 'total'],
  properties: { data: { type: 'array', items: item }, total: int },
});

export const depositSchema = {
  type: 'object',
  properties: {
    id: int, number: str, type: int, currency_code: str, protocol_code: str, address: str, bank_name: str, proofImg: str,
    status: { type: 'integer', description: '0 unchecked, 1 finished, 2 rejected, 3 invalid' }, status_name: str, remark: str, created_at: str,
  },
} as const;

export const withdrawalSchema = {
  type: 'object',
  properties: {
    id: int, number: str, real_number: str, fee: str, usd_price: str,
    draw_currency: { type: 'object', properties: { code: str, protocol: str } },
    draw_currency_id: int, draw_method_id: int,
    status: { type: 'integer', description: '0 pending, 1 paid, 2 rejected' }, status_name: str, created_at: str,
    type: { type: 'integer', description: '1 coin address, 2 bank' }, address: str, bank_name: str, payee_name: str, payee_account: str,
    memo: str, notes: str,
  },
} as const;

export const currencySchema = {
  type: 'object',
  properties: {
    id: int, type: int, code: str, protocol: str, draw_rate: str,
    fee_type: { type: 'integer', description: '1 fixed fee draw_rate, otherwise draw_rate × amount' }, usd_price: str, enabled: int,
  },
} as const;

export const drawMethodSchema = {
  type: 'object',
  properties: {
    id: int, type: int, draw_id: int, dc_address: str, bank_name: str, bank_address: str, bank_branch: str, bank_swift: str,
    payee_name: str, payee_account: str, draw_currency: { type: 'object', properties: { code: str, protocol: str } }, created_at: str,
    usable_at: { type: 'string', description: 'Withdrawals may pay out to this method from this time on (ISO; a new method waits, docs/funds.md "Payout hold")' },
  },
} as const;

export const ledgerEntrySchema = {
  type: 'object',
  properties: {
    Id: int, Value: str, LockValue: str, Type: int, Memo: str, MemoTran: str, Balance: str, LockBalance: str, CreatedAt: str, CreatedAtTran: str,
  },
} as const;
