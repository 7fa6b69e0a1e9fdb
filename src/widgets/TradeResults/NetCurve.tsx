// The period's running net, day by day (curve.ts), as a small line under the net result: where it went between the
// first day and the last, which the figures alone do not say.
import { styled } from 'styled-components';
import type { DayResult } from '../../core/money/results';
import { direction } from '../../core/money';
import { curveOf } from './curve';

const W = 300;
const H = 56;

const Svg = styled.svg<{ $dir: 'up' | 'down' | 'flat' }>`
  display: block;
  inline-size: 100%;
  block-size: ${H}px;
  overflow: visible;
  & > line {
    stroke: ${({ theme }) => theme.colors.border};
    stroke-dasharray: 4 3;
  }
  & > polyline {
    fill: none;
    stroke-width: 2;
    stroke-linejoin: round;
    stroke: ${({ theme, $dir }) => ($dir === 'up' ? theme.colors.up : $dir === 'down' ? theme.colors.down : theme.colors.textMuted)};
  }
`;

export interface NetCurveProps {
  days: readonly DayResult[];
  /** What the line shows, for those who cannot see it. */
  label: string;
}

/** Nothing for fewer than two days. Time runs left to right in every language, as on the price charts. */
export function NetCurve({ days, label }: NetCurveProps) {
  const c = curveOf(days, W, H);
  if (!c) return null;
  return (
    <Svg $dir={direction(c.last)} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" role="img" aria-label={label} data-testid="results-curve">
      <line x1={0} x2={W} y1={c.zeroY} y2={c.zeroY} vectorEffect="non-scaling-stroke" />
      <polyline points={c.points} vectorEffect="non-scaling-stroke" />
    </Svg>
  );
}
