/**
 * Withdraw preview (docs/product.md#constants-and-limits): fee_type 1 → the fee is the fixed draw_rate; otherwise draw_rate × amount.
 * 0 when the amount is empty. Receive = (amount − fee) × usd_price, 2 dp (rounded down, so the preview
 * never promises more than is paid), floored at 0.
 */
import { big, isDecimal, mul, roundMoney, roundTo, Round, type DecimalLike } from './decimal.js';

export interface WithdrawInput {
  amount: unknown;
  feeType: number | string;
  drawRate: DecimalLike;
  usdPrice: DecimalLike;
}

export interface WithdrawPreview {
  fee: string;
  receive: string;
}

export function withdrawFee(amount: unknown, feeType: number | string, drawRate: DecimalLike): string {
  if (!isDecimal(amount) || big(amount).lte(0)) return roundMoney(0);
  if (Number(feeType) === 1) return roundMoney(drawRate);
  return roundMoney(mul(drawRate, amount));
}

export function withdrawPreview(w: WithdrawInput): WithdrawPreview {
  const fee = withdrawFee(w.amount, w.feeType, w.drawRate);
  if (!isDecimal(w.amount) || big(w.amount).lte(0)) return { fee, receive: '0.00' };
  const r = big(w.amount).minus(big(fee)).times(big(w.usdPrice));
  return { fee, receive: r.lte(0) ? '0.00' : roundTo(r, 2, Round.down) };
}
