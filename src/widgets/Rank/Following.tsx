import { styled } from 'styled-components';
import type { CopyFollow } from '../../core/api/copy';
import { formatDecimal } from '../../core/money';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';

export interface FollowingProps {
  following: CopyFollow[];
  onOpen: (f: CopyFollow) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Item = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  inline-size: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: none;
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > strong {
    overflow-wrap: anywhere;
  }
  & > small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Pnl = styled.bdi<{ $tone: 'up' | 'down' | 'plain' }>`
  color: ${({ theme, $tone }) => ($tone === 'up' ? theme.colors.up : $tone === 'down' ? theme.colors.down : 'inherit')};
`;

/** The traders the person copies, each with what its copies did; a tap opens the copy dialog (change, stop). */
export function Following({ following, onOpen }: FollowingProps) {
  const t = useT();
  if (!following.length) return null;
  return (
    <Section aria-labelledby="pipkit-copying">
      <h2 id="pipkit-copying">{t('content.copyingTitle')}</h2>
      {following.map((f) => (
        <Item key={f.uid} type="button" data-testid="pipkit-copy-follow" aria-haspopup="dialog" onClick={() => onOpen(f)}>
          <strong>
            {f.user} · {t('content.copying', { m: f.multiplier })}
          </strong>
          <small>
            {t('content.copyOpen')}: {f.open} · {t('content.copyCopied')}: {f.copied} · {t('content.copyProfit')}:{' '}
            <Pnl $tone={f.profit.startsWith('-') ? 'down' : Number(f.profit) > 0 ? 'up' : 'plain'}>{formatDecimal(f.profit, 2, { sign: true })}</Pnl>
          </small>
          {f.stop_loss && <small>{t('content.copyStopLossShown', { amount: formatDecimal(f.stop_loss, 2) })}</small>}
          {f.skipped > 0 && <small>{t('content.copySkipped', { n: f.skipped, reason: f.last_skip })}</small>}
        </Item>
      ))}
    </Section>
  );
}
