// One cancels the other, in a pending order's detail (docs/trading.md "One cancels the other"): pair it with another
// pending order of the account — when either fills, the server cancels the other — or unpair it. Part of the pending
// order's tools chunk (PendingTools), fetched when pending orders show.
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import type { Order } from '../../core/api/forex';
import type { TFunction } from '../../core';
import { Button } from '../ui/Button';
import { Fields } from './ToolFields';
import { pairChoices, pairName, pairOf } from './pairChoice';

export interface OrderPairProps {
  order: Order;
  /** The pending orders listed: the choice, and the name of the order it is paired with. */
  listed: Order[];
  t: TFunction;
  busy?: boolean;
  /** `otherId` 0 unpairs. */
  onSetOco: (id: number, otherId: number) => void;
}

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${Fields} {
    margin-block-end: 0;
  }
`;

export function OrderPair({ order: o, listed, t, busy, onSetOco }: OrderPairProps) {
  const id = useId();
  const choices = pairChoices(o, listed);
  const [chosen, setChosen] = useState(() => choices[0]?.Id ?? 0);
  // The first one again when the one chosen left the list (filled, cancelled or paired elsewhere).
  const other = choices.some((c) => c.Id === chosen) ? chosen : choices[0]?.Id ?? 0;
  const partner = pairOf(o, listed);
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="order-pair">
      <h3 id={`${id}-title`}>{t('trade.oco')}</h3>
      {o.OcoId ? (
        <>
          <p>
            <strong>{t('trade.ocoWith', { name: partner ? pairName(partner, t) : `#${o.OcoId}` })}</strong> {t('trade.ocoHint')}
          </p>
          <Button $variant="ghost" disabled={busy} onClick={() => onSetOco(o.Id, 0)}>
            {t('trade.ocoUnpair')}
          </Button>
        </>
      ) : choices.length === 0 ? (
        <p>
          {t('trade.ocoNone')} {t('trade.ocoHint')}
        </p>
      ) : (
        <>
          <p>{t('trade.ocoHint')}</p>
          <Fields>
            <label className="wide">
              {t('trade.ocoPairWith')}
              <select value={other} onChange={(e) => setChosen(Number(e.target.value))}>
                {choices.map((c) => (
                  <option key={c.Id} value={c.Id}>
                    {pairName(c, t)}
                  </option>
                ))}
              </select>
            </label>
            <Button className="wide" $variant="secondary" disabled={busy || !other} onClick={() => onSetOco(o.Id, other)}>
              {t('trade.ocoPair')}
            </Button>
          </Fields>
        </>
      )}
    </Section>
  );
}
