import { useId } from 'react';
import { styled } from 'styled-components';
import { MASKED } from '../../core/money';
import { money2 } from '../internal/funds/format';
import { useT } from '../provider';
import { Skeleton } from '../ui/Skeleton';
import { Icon } from '../ui/icons';

export interface BalanceCardViewProps {
  /** Available USD balance as a decimal string; null while loading. */
  balance: string | null;
  hidden: boolean;
  isDemo: boolean;
  onToggleHidden: () => void;
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 500;
`;

const Badge = styled.span`
  margin-inline-start: auto;
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const EyeButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 44px;
  min-block-size: 44px;
  margin-block: -${({ theme }) => theme.space.sm};
  border: none;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onPrimary};
    outline-offset: -4px;
  }
`;

const Amount = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  /* One line of the figure's type while its placeholder shows too (the placeholder is shorter): what is below the
     card does not move when the balance arrives. */
  min-block-size: 1lh;
`;

const Currency = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 500;
`;

/** USD balance (2 dp) with a hide/show eye and a demo/real badge. */
export function BalanceCardView({ balance, hidden, isDemo, onToggleHidden }: BalanceCardViewProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <Title id={titleId}>{t('user.balance')}</Title>
        <EyeButton
          type="button"
          aria-pressed={hidden}
          aria-label={hidden ? t('user.showBalance') : t('user.hideBalance')}
          onClick={onToggleHidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} />
        </EyeButton>
        <Badge>{isDemo ? t('user.demoAccount') : t('user.realAccount')}</Badge>
      </Head>
      {balance === null && !hidden ? (
        <Amount aria-busy="true">
          <Skeleton $width="10ch" $height="1.1em" />
        </Amount>
      ) : (
        <Amount data-testid="pipkit-balance">
          {/* Digits stay left-to-right inside RTL text. */}
          <bdi dir="ltr">{hidden ? MASKED : money2(balance ?? '0')}</bdi>
          <Currency>{t('common.usd')}</Currency>
        </Amount>
      )}
    </Card>
  );
}
