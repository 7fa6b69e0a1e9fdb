// The running net of a period drawn as a line (NetCurve.tsx): pure, so its geometry is tested without a browser.
import { runningNet, type DayResult } from '../../core/money/results';

export interface Curve {
  /** The SVG polyline's points: break-even before the first day, then the running total after each day. */
  points: string;
  /** Where 0 is, so the line shows above or below breaking even. */
  zeroY: number;
  /** The running total at the end: the period's net. */
  last: string;
}

/**
 * The running net of `days` in a `width` × `height` box: days evenly apart (trading days, not calendar days: a
 * quiet week takes no room), the highest total at the top and the lowest at the bottom, 0 always in range. Null for
 * fewer than two days, where a line says nothing the net does not.
 */
export function curveOf(days: readonly DayResult[], width: number, height: number, pad = 2): Curve | null {
  if (days.length < 2) return null;
  const totals = runningNet(days);
  // Drawing only: the figures themselves stay decimal strings.
  const values = [0, ...totals.map((d) => Number(d.net))];
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  const span = top - bottom || 1;
  const y = (v: number) => round(pad + ((top - v) / span) * (height - 2 * pad));
  const x = (i: number) => round((i / (values.length - 1)) * width);
  return { points: values.map((v, i) => `${x(i)},${y(v)}`).join(' '), zeroY: y(0), last: totals[totals.length - 1].net };
}

const round = (n: number) => Math.round(n * 10) / 10;
