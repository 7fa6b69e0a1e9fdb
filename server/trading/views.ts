/** How instruments and orders look in the trading API (the shapes of schemas.ts). */
import type { QuoteState } from '../feed/types.js';
import type { EngineApi } from './engine/api.js';
import type { Instrument } from './repo.js';
import type { OrderRow } from './schema.js';


const LOGO_COLORS = ['#2962ff', '#00897b', '#f57c00', '#8e24aa', '#c62828', '#455a64'];

/** A small generated logo (SVG data URI) for instruments without a configured one. */
export function generatedLogo(inst: Pick<Instrument, 'code' | 'base' | 'categoryId'>): string {
  const text = inst.base.slice(0, 3).replace(/[^A-Za-z0-9]/g, '');
  const color = LOGO_COLORS[(inst.categoryId - 1 + LOGO_COLORS.length) % LOGO_COLORS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="38" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function pairView(inst: Instrument, engine: EngineApi) {
  const q = engine.quotes.getQuote(inst.code);
  return {
    Id: inst.id,
    Code: inst.code,
    ShowCode: inst.showCode,
    Logo: inst.logo || generatedLogo(inst),
    CategoryId: inst.categoryId,
    MarketStatus: engine.quotes.marketStatus(inst.code),
    PricePrecision: inst.precision,
    ForexQuotations: quotations(q),
    HasForexMultiple: inst.marginMode === 1 ? [] : inst.leverages.map((Value) => ({ Value })),
    MarginMode: inst.marginMode,
    ForexMinCont: inst.minLots,
    ForexContNum: inst.contractSize,
    ForexFeeRate: inst.feeRate,
    Pip: inst.lotStep,
    BaseCurrency: inst.base,
    QuoteCurrency: inst.quote,
    Spread: inst.spread,
    SwapLong: inst.swapLong,
    SwapShort: inst.swapShort,
  };
}

const stamp = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

export function orderView(row: OrderRow, engine: EngineApi) {
  const inst = engine.instrument(Number(row.instrument_id));
  const live = engine.liveView(row);
  const status = Number(row.status);
  return {
    Id: Number(row.id),
    ForexId: Number(row.instrument_id),
    Code: row.code,
    ForexTradeLists: { Id: Number(row.instrument_id), Code: row.code, ShowCode: inst?.showCode ?? row.code, PricePrecision: Number(row.price_precision) },
    OrderType: Number(row.side),
    Quantity: row.lots,
    Multiple: row.leverage === null ? 0 : Number(row.leverage),
    MarginMode: Number(row.margin_mode),
    OriginPrice: row.origin_price,
    Price: row.open_price ?? row.origin_price,
    UpdatePrice: live.UpdatePrice,
    ClosePrice: row.close_price ?? '',
    FactProfits: live.FactProfits,
    CautionMoney: row.margin,
    TradeFee: row.fee,
    Swap: row.swap ?? '0',
    TargetLossPrice: row.sl,
    TargetProfitPrice: row.tp,
    Status: status,
    CloseReason: row.close_reason ?? '',
    ParentId: Number(row.parent_id ?? 0),
    TrailingPips: row.trail_pips ?? '0',
    OcoId: Number(row.oco_id ?? 0),
    CopyOf: Number(row.copy_of ?? 0),
    ExpiresAt: row.expires_at ?? '',
    PendingType: row.pending_type ?? (status === 0 ? 'limit' : ''),
    CreateTimeHandler: stamp(row.created_at),
    CompleteTimeHandler: stamp(row.closed_at),
    CreatedAt: row.created_at,
    OpenedAt: row.opened_at ?? '',
    ClosedAt: row.closed_at ?? '',
  };
}

/** DAY_MARKET item: the live part of a trade_list entry. */
export function marketItem(inst: Instrument, q: QuoteState | undefined, status: number) {
  return { Id: inst.id, Code: inst.code, MarketStatus: status, ForexQuotations: quotations(q) };
}

export function quotations(q: QuoteState | undefined) {
  if (!q) return { Open: '0', Close: '0', Change: '0.00', Bid: '0', Ask: '0', High: '0', Low: '0' };
  return { Open: q.open, Close: q.bid, Change: q.change, Bid: q.bid, Ask: q.ask, High: q.high, Low: q.low };
}
