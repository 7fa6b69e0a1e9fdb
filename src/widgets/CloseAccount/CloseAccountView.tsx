import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import type { ClosureState } from '../../core/api/close-account';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { CheckLabel } from '../ui/CheckLabel';
import { Input } from '../ui/Input';
import { Skeleton } from '../ui/Skeleton';
import { Muted } from '../ui/Text';
import { Notice, Stack } from '../internal/funds/parts';
import { RetryNotice } from '../internal/loading/RetryNotice';
import { SecondFactorField, type SecondFactorFieldProps } from '../internal/account/SecondFactorField';

export interface CloseAccountViewProps {
  /** What is left to settle, as the server said; null until it has. */
  state: ClosureState | null;
  /** The state could not be read. */
  failed: boolean;
  password: string;
  /** The two-step code field, once the server asked for a code; null: not shown. */
  twoFactor: SecondFactorFieldProps | null;
  /** The box saying the owner understands they can no longer sign in. */
  understood: boolean;
  /** The closure is on its way. */
  busy: boolean;
  onPasswordChange: (value: string) => void;
  onUnderstoodChange: (value: boolean) => void;
  onClose: () => void;
  onRetry: () => void;
  /** Product paths, for what is left to settle and the data copy. */
  onNavigate: (path: string) => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Left = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  li > span {
    flex: 1 1 12em;
  }
`;

/**
 * Closing the account (docs/accounts.md "Closing the account"): what it means; what is left to settle, each with the
 * way there; once nothing is, the data copy offered first, then the password (and the two-step code when the server
 * asks), the box saying the owner understands, and the button.
 */
export function CloseAccountView(p: CloseAccountViewProps) {
  const t = useT();
  const s = p.state;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.busy) p.onClose();
  };
  const left: Array<[text: string, action: string, path: string]> = [];
  if (s && (s.positions || s.pending)) left.push([t('user.closeOpen', { positions: s.positions, pending: s.pending }), t('tab.orders'), '/order']);
  if (s && (s.deposits || s.withdrawals)) left.push([t('user.closeReview', { count: s.deposits + s.withdrawals }), t('user.wallet'), '/mine/wallet']);
  if (s && s.balance !== '0.00') left.push([t('user.closeBalance', { amount: s.balance }), t('user.withdraw'), '/mine/withdraw']);
  return (
    <Stack>
      <Muted>{t('user.closeText')}</Muted>
      {p.failed ? (
        <RetryNotice onRetry={p.onRetry} />
      ) : !s ? (
        <div role="status" aria-label={t('common.loading')}>
          <Skeleton $height="96px" />
        </div>
      ) : left.length ? (
        <>
          <Notice>{t('user.closeSettle')}</Notice>
          <Left aria-label={t('user.closeSettle')}>
            {left.map(([text, action, path]) => (
              <li key={path}>
                <span>{text}</span>
                <Button $variant="secondary" onClick={() => p.onNavigate(path)}>
                  {action}
                </Button>
              </li>
            ))}
          </Left>
        </>
      ) : (
        <>
          <Muted $size="sm">
            {t('user.closeDataFirst')}{' '}
            <Button $variant="ghost" onClick={() => p.onNavigate('/mine/data')}>
              {t('user.myData')}
            </Button>
          </Muted>
          <Form onSubmit={submit} aria-label={t('user.closeAccount')}>
            <Input label={t('auth.password')} type="password" value={p.password} onChange={(e) => p.onPasswordChange(e.target.value)} autoComplete="current-password" />
            {p.twoFactor ? <SecondFactorField {...p.twoFactor} /> : null}
            <CheckLabel>
              <input type="checkbox" checked={p.understood} onChange={(e) => p.onUnderstoodChange(e.target.checked)} />
              {t('user.closeUnderstand')}
            </CheckLabel>
            <Button type="submit" $variant="danger" $block disabled={p.busy || !p.password || !p.understood} aria-busy={p.busy || undefined}>
              {p.busy ? t('user.closeClosing') : t('user.closeSubmit')}
            </Button>
          </Form>
        </>
      )}
    </Stack>
  );
}
