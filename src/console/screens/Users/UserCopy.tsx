import { styled } from 'styled-components';
import type { CopyFollow } from '../../../core/api/copy';
import { useT } from '../../../widgets/provider/useT';
import { when } from '../../core/format';

/** Copy trading as the desk reads it (docs/operators.md "The console", Users; docs/trading.md "Copy trading"). */
export interface UserCopy {
  /** The traders the client copies now. */
  copies: CopyFollow[];
  /** How many clients copy this one now. */
  followers: number;
}

const List = styled.dd`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-inline-size: 0;
  & > span {
    overflow-wrap: anywhere;
  }
`;

/** The client's copy trading, in the user's facts: whom they copy (with what since when), how many copy them. */
export function CopyFacts({ copy }: { copy: UserCopy }) {
  const t = useT();
  if (!copy.copies.length && !copy.followers) return null;
  return (
    <>
      <dt>{t('console.users.copyTrading')}</dt>
      <List data-copy-trading>
        {copy.copies.map((c) => (
          <span key={c.uid}>{t('console.users.copies', { name: c.user, m: c.multiplier, at: when(c.started_at), open: c.open })}</span>
        ))}
        {copy.followers > 0 && <span>{t('console.users.copiedBy', { count: copy.followers })}</span>}
      </List>
    </>
  );
}
