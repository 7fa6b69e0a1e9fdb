import { styled } from 'styled-components';
import type { CopyMe } from '../../core/api/copy';
import { useT } from '../provider';
import { cardSurface } from '../ui/Card';
import { Toggle } from '../ui/Toggle';

export interface CopyConsentProps {
  /** The person as a trader others may copy; null (logged out, not read yet): nothing shown. */
  me: CopyMe | null;
  /** While the change is being saved. */
  meBusy: boolean;
  onCopyable: (copyable: boolean) => void;
}

const Section = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${cardSurface}
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1;
    min-inline-size: 0;
  }
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The person's own side of copy trading: how many copy them, and whether others may (turning it off ends every copy
 * of them at once; the copies open stay their owners'). A demo account cannot be copied: nothing is shown.
 */
export function CopyConsent({ me, meBusy, onCopyable }: CopyConsentProps) {
  const t = useT();
  if (!me || me.demo) return null;
  return (
    <Section aria-labelledby="pipkit-copy-me" data-testid="pipkit-copy-me">
      <div>
        <h2 id="pipkit-copy-me">{t('content.copyAllow')}</h2>
        <small>{t('content.copyFollowers', { n: me.followers })}</small>
        <small>{t(me.copyable ? 'content.copyAllowHint' : 'content.copyClosedHint')}</small>
      </div>
      <Toggle checked={me.copyable} onChange={onCopyable} label={t('content.copyAllow')} disabled={meBusy} />
    </Section>
  );
}
