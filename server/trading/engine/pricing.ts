/**
 * Live prices of open orders: floating P&L, the current closing price, conversion rates, and the account summary a
 * user sees (DESIGN.md "Money and trading rules"; every formula is in src/core/money).
 *
 * The feed replaces a QuoteState object whenever a price changes, so floating() memoises its result per order and
 * reuses it while the order's quote, its open price and every conversion quote it consulted are the very same
 * objects: a user with many positions does not redo the decimal arithmetic of each one on every summary. A trader's
 * floating total, which every submit checks, is kept summed by floating-sums.ts on these values.
 */
import {
  accountSummary, closePrice, MissingRateError, pnlUsd, roundMoney, sum, type RateLookup,
} from '../../../src/core/money/index.js';
import { AppError } from '../../http/envelope.js';
import type { QuoteSource } from '../../feed/types.js';
import type { BookOrder, FloatingMemo } from './book.js';
import { OrderStatus, type OrderRow } from '../schema.js';

export const ZERO = '0.000000';

export interface TransOrder {
  Id: number;
  UpdatePrice: string;
  FactProfits: string;
  /** the current stop loss (extension: a trailing stop moves it) */
  TargetLossPrice: string;
}

export interface LiveSummary {
  /** floating P&L of holding positions, USD 6 dp */
  ProfitsTotal: string;
  /** risk rate %, 2 dp; "0.00" when there is no used margin */
  HazardRate: string;
  /** used margin of holding positions */
  CautionMoneyAll: string;
  Balance: string;
  LockBalance: string;
  Equity: string;
  FreeMargin: string;
  PendingLocked: string;
  TransOrder: TransOrder[];
}

export class Pricing {
  /** Conversion rates to USD: the bid of the named symbol. */
  readonly rates: RateLookup;

  constructor(private feed: QuoteSource) {
    this.rates = (symbol) => this.feed.getQuote(symbol)?.bid;
  }

  /** Floating P&L (USD) and current closing price of a holding order; null when no price/conversion. */
  floating(o: BookOrder): { price: string; pnl: string } | null {
    const q = this.feed.getQuote(o.code);
    if (!q || o.openPrice === null) return null;
    const m = o.memo;
    if (m !== undefined && m.quote === q && m.open === o.openPrice && this.ratesUnchanged(m.rates)) return m.value;
    const price = closePrice(o.side, q);
    const used: FloatingMemo['rates'] = [];
    const rates: RateLookup = (symbol) => {
      const rq = this.feed.getQuote(symbol);
      used.push([symbol, rq]);
      return rq?.bid;
    };
    try {
      const pnl = pnlUsd({ side: o.side, open: o.openPrice, close: price, lots: o.lots, contractSize: o.contractSize, quoteCcy: o.quoteCcy, rates });
      const value = { price, pnl };
      o.memo = { quote: q, open: o.openPrice, rates: used, value };
      return value;
    } catch {
      o.memo = undefined;
      return null;
    }
  }

  private ratesUnchanged(used: FloatingMemo['rates']): boolean {
    for (let i = 0; i < used.length; i++) if (this.feed.getQuote(used[i][0]) !== used[i][1]) return false;
    return true;
  }

  /**
   * Sum of the floating P&L of these positions, USD 6 dp (a position without a price counts 0). The engine keeps each
   * trader's sum instead (floating-sums.ts); this sums a list once (a gateway's, from the database).
   */
  floatingTotal(positions: BookOrder[]): string {
    return roundMoney(sum(positions.map((o) => this.floating(o)?.pnl ?? 0)));
  }

  /** The summary of a user's open orders at these balances. */
  summary(orders: BookOrder[], balance: string, lockBalance = '0'): LiveSummary {
    const trans: TransOrder[] = [];
    const margins: string[] = [];
    const pnls: string[] = [];
    const reserved: string[] = [];
    for (const o of orders) {
      if (o.status === OrderStatus.pending) {
        reserved.push(o.reserved);
        continue;
      }
      margins.push(o.margin);
      const f = this.floating(o);
      const pnl = f?.pnl ?? ZERO;
      pnls.push(pnl);
      // The stop loss rides along (extension): a trailing stop moves it between the trader's requests.
      trans.push({ Id: o.id, UpdatePrice: f?.price ?? o.openPrice ?? '0', FactProfits: pnl, TargetLossPrice: o.sl });
    }
    const used = roundMoney(sum(margins));
    const floating = roundMoney(sum(pnls));
    const a = accountSummary({ balance, usedMargin: used, pendingLocked: sum(reserved), floatingPnl: floating });
    return {
      ProfitsTotal: floating,
      HazardRate: a.riskRate ?? '0.00',
      CautionMoneyAll: used,
      Balance: roundMoney(balance),
      LockBalance: roundMoney(lockBalance),
      Equity: a.equity,
      FreeMargin: a.freeMargin,
      PendingLocked: a.pendingLocked,
      TransOrder: trans.sort((x, y) => y.Id - x.Id),
    };
  }

  /** Live price and P&L of an order row for API views (holding: floating; closed: realised). */
  liveView(row: OrderRow, open: BookOrder | undefined): { UpdatePrice: string; FactProfits: string } {
    const status = Number(row.status);
    if (status === OrderStatus.closed) return { UpdatePrice: row.close_price ?? '0', FactProfits: row.profit ?? ZERO };
    if (status === OrderStatus.holding) {
      const f = open ? this.floating(open) : null;
      return { UpdatePrice: f?.price ?? row.open_price ?? '0', FactProfits: f?.pnl ?? ZERO };
    }
    const q = this.feed.getQuote(row.code);
    return { UpdatePrice: q ? closePrice(Number(row.side), q) : row.origin_price, FactProfits: ZERO };
  }
}

/** Runs a conversion; a missing USD rate becomes the typed `noConversion` error naming the currency. */
export function withRate<T>(ccy: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof MissingRateError) throw new AppError('noConversion', { currency: ccy });
    throw e;
  }
}
