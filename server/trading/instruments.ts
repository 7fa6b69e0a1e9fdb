/**
 * Seed instruments and categories. They are inserted at start for codes that do not exist yet
 * (see `seedTrading` in repo.ts), so admin edits made through PUT /admin/api/instruments/:code survive
 * restarts and new seeds appear on upgrade.
 *
 * ForexFeeRate is read according to the `trade_fee_type` setting: the seeds assume the default 1 (USD per lot);
 * an operator who switches to "ratio of margin" should set rates such as 0.001.
 */

import type { TradingSession } from '../../src/core/trading-sessions.js';

export type SessionKind = TradingSession;

export interface CategorySeed {
  id: number;
  name: string;
  /** Name per language (docs/product.md#users-and-modes languages); NameShowTrans picks the caller's `lang`, falling back to en. */
  names: Record<string, string>;
}

export interface InstrumentSeed {
  code: string;
  showCode: string;
  categoryId: number;
  base: string;
  quote: string;
  /** PricePrecision */
  precision: number;
  /** ForexContNum: units per lot */
  contractSize: string;
  /** ForexMinCont: minimum lots */
  minLots: string;
  /** Pip: lot step */
  lotStep: string;
  /** ForexFeeRate */
  feeRate: string;
  /** Swap (SwapLong, SwapShort): USD per lot and night held by a buy / a sell; negative is charged (docs/trading.md "Swap"). */
  swapLong: string;
  swapShort: string;
  /** HasForexMultiple; empty = no leverage configured (orders refused, docs/product.md#validation-rules) */
  leverages: number[];
  /** 1 = fixed margin without leverage */
  marginMode: number;
  /** ask − bid, in price units */
  spread: string;
  /** initial mid price for the simulator */
  price: string;
  /** annualised volatility for the simulator (0.07 = 7 %) */
  volatility: number;
  session: SessionKind;
}

export const CATEGORIES: CategorySeed[] = [
  {
    id: 1, name: 'Forex',
    names: { en: 'Forex', hk: '外匯', jp: 'FX', kr: '외환', th: 'ฟอเร็กซ์', vn: 'Ngoại hối', fr: 'Forex', de: 'Devisen', ru: 'Форекс', spa: 'Divisas', pt: 'Forex', ar: 'الفوركس', it: 'Forex', tr: 'Döviz', id: 'Valas', my: 'Forex', hi: 'विदेशी मुद्रा', cs: 'Forex', fa: 'فارکس', fi: 'Valuutat', et: 'Valuuta' },
  },
  {
    id: 2, name: 'Metals',
    names: { en: 'Metals', hk: '貴金屬', jp: '貴金属', kr: '귀금속', th: 'โลหะมีค่า', vn: 'Kim loại', fr: 'Métaux', de: 'Metalle', ru: 'Металлы', spa: 'Metales', pt: 'Metais', ar: 'المعادن', it: 'Metalli', tr: 'Metaller', id: 'Logam', my: 'Logam', hi: 'धातु', cs: 'Kovy', fa: 'فلزات', fi: 'Metallit', et: 'Metallid' },
  },
  {
    id: 3, name: 'Indices',
    names: { en: 'Indices', hk: '指數', jp: '株価指数', kr: '지수', th: 'ดัชนี', vn: 'Chỉ số', fr: 'Indices', de: 'Indizes', ru: 'Индексы', spa: 'Índices', pt: 'Índices', ar: 'المؤشرات', it: 'Indici', tr: 'Endeksler', id: 'Indeks', my: 'Indeks', hi: 'सूचकांक', cs: 'Indexy', fa: 'شاخص‌ها', fi: 'Indeksit', et: 'Indeksid' },
  },
  {
    id: 4, name: 'Commodities',
    names: { en: 'Commodities', hk: '商品', jp: 'コモディティ', kr: '원자재', th: 'สินค้าโภคภัณฑ์', vn: 'Hàng hóa', fr: 'Matières premières', de: 'Rohstoffe', ru: 'Сырьё', spa: 'Materias primas', pt: 'Commodities', ar: 'السلع', it: 'Materie prime', tr: 'Emtialar', id: 'Komoditas', my: 'Komoditi', hi: 'कमोडिटी', cs: 'Komodity', fa: 'کالاها', fi: 'Raaka-aineet', et: 'Toorained' },
  },
  {
    id: 5, name: 'Crypto',
    names: { en: 'Crypto', hk: '加密貨幣', jp: '暗号資産', kr: '암호화폐', th: 'คริปโต', vn: 'Tiền mã hóa', fr: 'Crypto', de: 'Krypto', ru: 'Криптовалюты', spa: 'Cripto', pt: 'Cripto', ar: 'العملات المشفرة', it: 'Cripto', tr: 'Kripto', id: 'Kripto', my: 'Kripto', hi: 'क्रिप्टो', cs: 'Krypto', fa: 'رمزارز', fi: 'Krypto', et: 'Krüpto' },
  },
];

const FX_LEV = [50, 100, 200, 500];

/** `swap`: USD per lot and night, long then short; the crosses' default is a carry cost both ways (the broker's markup). */
function fx(code: string, price: string, volatility: number, spreadPips: number, swap: [string, string] = ['-5.6', '-1.4']): InstrumentSeed {
  const base = code.slice(0, 3);
  const quote = code.slice(3);
  const jpy = quote === 'JPY';
  const pip = jpy ? 0.01 : 0.0001;
  return {
    code, showCode: `${base}/${quote}`, categoryId: 1, base, quote,
    precision: jpy ? 3 : 5, contractSize: '100000', minLots: '0.01', lotStep: '0.01', feeRate: '7', swapLong: swap[0], swapShort: swap[1],
    leverages: FX_LEV, marginMode: 0, spread: (spreadPips * pip).toFixed(jpy ? 3 : 5), price, volatility, session: 'fx',
  };
}

/** 28 majors and crosses of EUR, GBP, AUD, NZD, USD, CAD, CHF, JPY. */
const FOREX: InstrumentSeed[] = [
  // USD-quoted (XXX/USD)
  fx('EURUSD', '1.08500', 0.07, 1.2, ['-9.2', '4.1']), fx('GBPUSD', '1.27000', 0.08, 1.5, ['-4.5', '0.9']), fx('AUDUSD', '0.66000', 0.10, 1.4, ['-3.1', '0.2']),
  fx('NZDUSD', '0.61000', 0.10, 1.8, ['-2.6', '0.1']),
  // USD-based (USD/XXX)
  fx('USDJPY', '151.500', 0.09, 1.4, ['14.8', '-27.5']), fx('USDCHF', '0.88500', 0.08, 1.6, ['6.2', '-12.3']), fx('USDCAD', '1.36000', 0.06, 1.8, ['2.1', '-7.4']),
  // crosses
  fx('EURGBP', '0.85500', 0.05, 1.6), fx('EURAUD', '1.64500', 0.08, 2.4), fx('EURNZD', '1.78000', 0.08, 3.2),
  fx('EURJPY', '164.400', 0.09, 2.0), fx('EURCHF', '0.96000', 0.06, 2.0), fx('EURCAD', '1.47500', 0.07, 2.6),
  fx('GBPAUD', '1.92500', 0.09, 3.0), fx('GBPNZD', '2.08000', 0.09, 4.0), fx('GBPJPY', '192.400', 0.10, 2.6),
  fx('GBPCHF', '1.12400', 0.08, 2.8), fx('GBPCAD', '1.72700', 0.08, 3.0), fx('AUDNZD', '1.08200', 0.06, 2.8),
  fx('AUDJPY', '100.000', 0.12, 2.2), fx('AUDCHF', '0.58400', 0.09, 2.6), fx('AUDCAD', '0.89800', 0.08, 2.4),
  fx('NZDJPY', '92.400', 0.12, 2.8), fx('NZDCHF', '0.54000', 0.09, 3.0), fx('NZDCAD', '0.83000', 0.08, 3.0),
  fx('CADJPY', '111.400', 0.10, 2.4), fx('CADCHF', '0.65100', 0.08, 2.8), fx('CHFJPY', '171.200', 0.09, 2.8),
];

const OTHERS: InstrumentSeed[] = [
  { code: 'XAUUSD', showCode: 'XAU/USD', categoryId: 2, base: 'XAU', quote: 'USD', precision: 2, contractSize: '100', minLots: '0.01', lotStep: '0.01', feeRate: '10', swapLong: '-42.5', swapShort: '18.3', leverages: [20, 50, 100, 200], marginMode: 0, spread: '0.30', price: '2350.00', volatility: 0.15, session: 'metal' },
  { code: 'XAGUSD', showCode: 'XAG/USD', categoryId: 2, base: 'XAG', quote: 'USD', precision: 3, contractSize: '5000', minLots: '0.01', lotStep: '0.01', feeRate: '10', swapLong: '-20.4', swapShort: '5.1', leverages: [20, 50, 100], marginMode: 0, spread: '0.030', price: '28.000', volatility: 0.25, session: 'metal' },
  { code: 'US30', showCode: 'US30', categoryId: 3, base: 'US30', quote: 'USD', precision: 1, contractSize: '1', minLots: '0.1', lotStep: '0.1', feeRate: '1', swapLong: '-6.5', swapShort: '1.2', leverages: [10, 20, 50, 100], marginMode: 0, spread: '2.0', price: '39000.0', volatility: 0.16, session: 'us-index' },
  { code: 'NAS100', showCode: 'NAS100', categoryId: 3, base: 'NAS100', quote: 'USD', precision: 1, contractSize: '1', minLots: '0.1', lotStep: '0.1', feeRate: '1', swapLong: '-3.0', swapShort: '0.5', leverages: [10, 20, 50, 100], marginMode: 0, spread: '1.5', price: '18000.0', volatility: 0.22, session: 'us-index' },
  { code: 'SPX500', showCode: 'SPX500', categoryId: 3, base: 'SPX500', quote: 'USD', precision: 1, contractSize: '1', minLots: '0.1', lotStep: '0.1', feeRate: '1', swapLong: '-0.9', swapShort: '0.2', leverages: [10, 20, 50, 100], marginMode: 0, spread: '0.5', price: '5200.0', volatility: 0.18, session: 'us-index' },
  { code: 'GER40', showCode: 'GER40', categoryId: 3, base: 'GER40', quote: 'EUR', precision: 1, contractSize: '1', minLots: '0.1', lotStep: '0.1', feeRate: '1', swapLong: '-3.4', swapShort: '0.4', leverages: [10, 20, 50, 100], marginMode: 0, spread: '1.2', price: '18200.0', volatility: 0.18, session: 'eu-index' },
  { code: 'UK100', showCode: 'UK100', categoryId: 3, base: 'UK100', quote: 'GBP', precision: 1, contractSize: '1', minLots: '0.1', lotStep: '0.1', feeRate: '1', swapLong: '-1.5', swapShort: '0.3', leverages: [10, 20, 50, 100], marginMode: 0, spread: '1.0', price: '8100.0', volatility: 0.15, session: 'uk-index' },
  { code: 'JP225', showCode: 'JP225', categoryId: 3, base: 'JP225', quote: 'JPY', precision: 0, contractSize: '1', minLots: '1', lotStep: '1', feeRate: '1', swapLong: '-0.6', swapShort: '-0.4', leverages: [10, 20, 50], marginMode: 0, spread: '10', price: '38500', volatility: 0.2, session: 'jp-index' },
  { code: 'USOIL', showCode: 'US Oil', categoryId: 4, base: 'USOIL', quote: 'USD', precision: 2, contractSize: '1000', minLots: '0.01', lotStep: '0.01', feeRate: '5', swapLong: '-12.0', swapShort: '4.0', leverages: [10, 20, 50], marginMode: 0, spread: '0.04', price: '78.50', volatility: 0.35, session: 'energy' },
  { code: 'UKOIL', showCode: 'UK Oil', categoryId: 4, base: 'UKOIL', quote: 'USD', precision: 2, contractSize: '1000', minLots: '0.01', lotStep: '0.01', feeRate: '5', swapLong: '-12.6', swapShort: '4.2', leverages: [10, 20, 50], marginMode: 0, spread: '0.04', price: '82.60', volatility: 0.33, session: 'energy' },
  // No leverage configured: orders are refused with the docs/product.md#validation-rules message.
  { code: 'NGAS', showCode: 'Natural Gas', categoryId: 4, base: 'NGAS', quote: 'USD', precision: 3, contractSize: '10000', minLots: '0.01', lotStep: '0.01', feeRate: '5', swapLong: '-5.0', swapShort: '-2.0', leverages: [], marginMode: 0, spread: '0.005', price: '2.100', volatility: 0.6, session: 'energy' },
  { code: 'BTCUSD', showCode: 'BTC/USD', categoryId: 5, base: 'BTC', quote: 'USD', precision: 2, contractSize: '1', minLots: '0.01', lotStep: '0.01', feeRate: '10', swapLong: '-35.0', swapShort: '-35.0', leverages: [2, 5, 10, 20], marginMode: 0, spread: '30.00', price: '65000.00', volatility: 0.55, session: 'crypto' },
  // MarginMode 1: fixed margin without leverage (full notional).
  { code: 'ETHUSD', showCode: 'ETH/USD', categoryId: 5, base: 'ETH', quote: 'USD', precision: 2, contractSize: '1', minLots: '0.01', lotStep: '0.01', feeRate: '5', swapLong: '-1.8', swapShort: '-1.8', leverages: [], marginMode: 1, spread: '2.50', price: '3300.00', volatility: 0.7, session: 'crypto' },
];

export const INSTRUMENTS: InstrumentSeed[] = [...FOREX, ...OTHERS];
