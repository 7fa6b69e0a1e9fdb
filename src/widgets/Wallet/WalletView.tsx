import { styled } from 'styled-components';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import { Icon } from '../ui/icons';
import { Notice, Stack } from '../internal/funds/parts';
import { money2 } from '../internal/funds/format';
import { add, isDecimal, roundMoney } from '../../core/money';

export interface WalletViewProps {
  demoBlocked?: boolean;
  /** Available and frozen USD (decimal strings), null while loading. */
  balance: string | null;
  lockBalance: string | null;
  onBankCards: () => void;
  onCoinAddresses: () => void;
}

const Head = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 500;
  }
  & .total {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* One line of the figure's type while its (shorter) placeholder shows: nothing below moves when it arrives. */
    min-block-size: 1lh;
  }
  & dl {
    display: flex;
    gap: ${({ theme }) => theme.space.xl};
    margin: 0;
  }
  & dl > div {
    display: flex;
    flex-direction: column;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${cardSurface}
  overflow: hidden;
  & > li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  & button {
    display: flex;
    align-items: center;
    gap: 12px;
    inline-size: 100%;
    min-block-size: 52px;
    padding-inline: 16px;
    border: none;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: start;
    cursor: pointer;
  }
  & button > span {
    flex: 1;
  }
  & button > svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [dir='rtl'] & button > svg {
    transform: scaleX(-1);
  }
  & button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** Wallet (docs/product.md#routes-and-screens): USD balance (available, frozen, total) and links to bound bank cards and coin addresses. */
export function WalletView(p: WalletViewProps) {
  const t = useT();
  if (p.demoBlocked) return <Notice role="alert">{t('msg.demoBlocked')}</Notice>;
  const total = isDecimal(p.balance) && isDecimal(p.lockBalance) ? roundMoney(add(p.balance, p.lockBalance)) : null;
  return (
    <Stack>
      <Head aria-labelledby="pipkit-wallet-title">
        <h2 id="pipkit-wallet-title">{t('funds.totalAssets')} (USD)</h2>
        <p className="total">{total === null ? <Skeleton $width="10ch" $height="1em" /> : <bdi dir="ltr">{money2(total)}</bdi>}</p>
        <dl>
          <div>
            <dt>{t('funds.available')}</dt>
            <dd data-testid="pipkit-wallet-available">{p.balance === null ? '--' : <bdi dir="ltr">{money2(p.balance)}</bdi>}</dd>
          </div>
          <div>
            <dt>{t('funds.frozen')}</dt>
            <dd data-testid="pipkit-wallet-frozen">{p.lockBalance === null ? '--' : <bdi dir="ltr">{money2(p.lockBalance)}</bdi>}</dd>
          </div>
        </dl>
      </Head>
      <Links>
        <li>
          <button type="button" onClick={p.onBankCards}>
            <span>{t('funds.bankCards')}</span>
            <Icon name="chevron" size={18} />
          </button>
        </li>
        <li>
          <button type="button" onClick={p.onCoinAddresses}>
            <span>{t('funds.coinAddresses')}</span>
            <Icon name="chevron" size={18} />
          </button>
        </li>
      </Links>
    </Stack>
  );
}
