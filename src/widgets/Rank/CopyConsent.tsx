import { styled } from 'styled-components';
import type { CopyChoice, CopyMe } from '../../core/api/copy';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';
import { Toggle } from '../ui/Toggle';

export interface CopyConsentProps {
  /** The person as a trader of the ranking; null (logged out, not read yet): nothing shown. */
  me: CopyMe | null;
  /** While a change is being saved. */
  meBusy: boolean;
  onChoose: (choice: CopyChoice) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${cardSurface}
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Choice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1;
    min-inline-size: 0;
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The person's own side of the ranking and copy trading: whether they are shown in it, whether others may copy them
 * and how many do. Leaving the ranking or closing copying ends every copy of them at once (the copies open stay their
 * owners'); out of the ranking nobody can copy them, so that switch waits. A demo account is never listed: nothing.
 */
export function CopyConsent({ me, meBusy, onChoose }: CopyConsentProps) {
  const t = useT();
  if (!me || me.demo) return null;
  return (
    <Section aria-labelledby="pipkit-copy-me" data-testid="pipkit-copy-me">
      <h2 id="pipkit-copy-me">{t('content.copyYours')}</h2>
      <Choice>
        <div>
          <strong>{t('content.rankShowMe')}</strong>
          <small>{t(me.ranked ? 'content.rankShowMeHint' : 'content.rankHiddenHint')}</small>
        </div>
        <Toggle checked={me.ranked} onChange={(ranked) => onChoose({ ranked })} label={t('content.rankShowMe')} disabled={meBusy} />
      </Choice>
      <Choice>
        <div>
          <strong>{t('content.copyAllow')}</strong>
          <small>{t('content.copyFollowers', { n: me.followers })}</small>
          {me.ranked && <small>{t(me.copyable ? 'content.copyAllowHint' : 'content.copyClosedHint')}</small>}
        </div>
        <Toggle checked={me.copyable} onChange={(copyable) => onChoose({ copyable })} label={t('content.copyAllow')} disabled={meBusy || !me.ranked} />
      </Choice>
    </Section>
  );
}
