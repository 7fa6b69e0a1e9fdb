import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ledgerLang, translateLedgerText } from './ledger-text.js';

const LANGS = ['hk', 'en', 'jp', 'kr', 'th', 'vn', 'fr', 'de', 'ru', 'spa', 'pt', 'ar', 'it', 'tr', 'id', 'my', 'hi', 'cs', 'fa', 'fi', 'et'];
const dict = (l: string) => JSON.parse(readFileSync(new URL(`../../src/core/i18n/${l}.json`, import.meta.url), 'utf8')).ledger as Record<string, string>;

// The exact texts the server writes with each balance change (server/funds/deposits.ts and withdrawals.ts, server/trading/engine/transitions.ts,
// server/users, server/demo): each must be recognised, or a reader in another language would see English.
const STORED = [
  'Deposit #12 (USDT-TRC20)',
  'Deposit #13 (bank transfer)',
  'Withdrawal #4 frozen (USDT-TRC20)',
  'Withdrawal #4 paid out (USDT-TRC20, fee 1)',
  'Withdrawal #5 rejected, amount returned',
  'Trading fee EURUSD #7',
  'Realised P&L EURUSD #7',
  'Stop loss XAUUSD #8',
  'Take profit XAUUSD #8',
  'Stop-out GBPUSD #9',
  'Demo reset GBPUSD #9',
  'Margin for EURUSD #7',
  'Pending order EURUSD #10: margin and fee reserved',
  'Margin released EURUSD #7',
  'Pending order cancelled EURUSD #10',
  'Pending order filled EURUSD #10: reservation released',
  'Demo account reset',
  'Demo starting balance',
];

describe('ledger MemoTran in the reader’s language', () => {
  it('every stored text is translated in every language, keeping ids, codes and details', () => {
    for (const l of LANGS.filter((x) => x !== 'en')) {
      for (const text of STORED) {
        const out = translateLedgerText(text, l);
        // A template may read the same as English (e.g. 'Stop loss' in Indonesian); then it must be that template.
        if (out === text) expect(Object.entries(dict(l)).some(([k, v]) => v === dict('en')[k]), `${l}: ${text}`).toBe(true);
        for (const token of text.match(/\d+|[A-Z]{3,}(?:-[A-Z0-9]+)?/g) ?? []) expect(out, `${l}: ${text}`).toContain(token);
      }
    }
  });

  it('picks the most specific template', () => {
    expect(translateLedgerText('Deposit #13 (bank transfer)', 'de')).toBe('Einzahlung Nr. 13 (Banküberweisung)');
    expect(translateLedgerText('Pending order cancelled EURUSD #10', 'de')).toBe('Pending Order storniert EURUSD Nr. 10');
    expect(translateLedgerText('Withdrawal #4 paid out (USDT-TRC20, fee 1)', 'hk')).toBe('出金 #4 已支付（USDT-TRC20，手續費 1）');
  });

  it('answers unknown text and English unchanged; tw is hk, unknown languages are English', () => {
    expect(translateLedgerText('bonus memo', 'de')).toBe('bonus memo');
    expect(translateLedgerText('Deposit #1 (USDT-TRC20)', 'en')).toBe('Deposit #1 (USDT-TRC20)');
    expect(ledgerLang('tw')).toBe('hk');
    expect(ledgerLang(['ar'])).toBe('ar');
    expect(ledgerLang('../../etc')).toBe('en');
    expect(ledgerLang(undefined)).toBe('en');
  });

  it('the dictionaries carry the same ledger templates in all 21 languages', () => {
    const keys = Object.keys(dict('en')).sort();
    for (const l of LANGS) expect(Object.keys(dict(l)).sort(), l).toEqual(keys);
  });
});
