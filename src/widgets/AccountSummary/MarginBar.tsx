// The margin bar: the risk rate against the margin-call and stop-out levels (docs/trading-widgets.md "Margin bar").
import { useId } from 'react';
import { styled } from 'styled-components';
import { big, riskZone, type RiskZone } from '../../core/money';
import type { TFunction } from '../../core';

export interface MarginBarProps {
  /** Risk rate %, null without open positions. */
  rate: string | null;
  /** The server's levels; null while unknown (the bar then shows the rate without marks). */
  levels: { stopOut: string; marginCall: string } | null;
  t: TFunction;
}

/** The bar is full at twice the margin-call level (200 % by default): above it the account is far from both marks. */
export function barScale(levels: MarginBarProps['levels']): number {
  return levels ? Number(big(levels.marginCall).times(2)) : 200;
}

const ZONE_KEY: Record<RiskZone, string> = { none: 'risk.zoneNone', safe: 'risk.zoneSafe', marginCall: 'risk.zoneMarginCall', stopOut: 'risk.zoneStopOut' };

const Wrap = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Track = styled.div`
  position: relative;
  block-size: 8px;
  margin-block: ${({ theme }) => theme.space.xs};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $zone: RiskZone; $pct: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: 0;
  inline-size: ${({ $pct }) => $pct}%;
  background: ${({ theme, $zone }) => ($zone === 'stopOut' ? theme.colors.danger : $zone === 'marginCall' ? theme.colors.warning : theme.colors.up)};
`;

const Mark = styled.span<{ $pct: number }>`
  position: absolute;
  inset-block: 0;
  inset-inline-start: ${({ $pct }) => $pct}%;
  inline-size: 2px;
  background: ${({ theme }) => theme.colors.text};
`;

const Legend = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const pct = (x: string | number, scale: number) => Math.max(0, Math.min(100, (Number(x) / scale) * 100));

export function MarginBar({ rate, levels, t }: MarginBarProps) {
  const zone = levels ? riskZone(rate, levels.marginCall, levels.stopOut) : rate === null ? 'none' : 'safe';
  const scale = barScale(levels);
  const zoneText = t(ZONE_KEY[zone]);
  const valueText = rate === null ? zoneText : t('risk.barValue', { rate, zone: zoneText });
  const labelId = useId();
  return (
    <Wrap data-testid="margin-bar" data-zone={zone}>
      <Head>
        <span id={labelId}>{t('risk.marginLevel')}</span>
        <strong>{zoneText}</strong>
      </Head>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={scale}
        aria-valuenow={rate === null ? 0 : Math.min(Number(rate), scale)}
        aria-valuetext={valueText}
      >
        {rate !== null && <Fill $zone={zone} $pct={pct(rate, scale)} />}
        {levels && <Mark $pct={pct(levels.stopOut, scale)} />}
        {levels && <Mark $pct={pct(levels.marginCall, scale)} />}
      </Track>
      {/* The line is there before the levels arrive, so nothing below the bar moves when they do. */}
      <Legend>{levels ? t('risk.levels', { marginCall: levels.marginCall, stopOut: levels.stopOut }) : '\u00a0'}</Legend>
    </Wrap>
  );
}
