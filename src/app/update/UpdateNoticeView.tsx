import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';
import { Button } from '../../widgets/ui/Button';

export interface UpdateNoticeViewProps {
  onReload: () => void;
  onLater: () => void;
}

// Over the page above the tab bar, so it covers no price and moves nothing; the connection banner keeps the top.
const Region = styled.div`
  position: fixed;
  inset-block-end: calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.layout.tabBarHeight} + 8px);
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  pointer-events: none;
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: min(100%, 420px);
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  pointer-events: auto;
  & > p {
    margin: 0;
    flex-basis: 100%;
  }
`;

/** "A new version of the app is ready." with Reload and Later. */
export function UpdateNoticeView({ onReload, onLater }: UpdateNoticeViewProps) {
  const t = useT();
  return (
    <Region role="status">
      <Notice>
        <p>{t('common.updateReady')}</p>
        {/* Not the ghost look: its link colour would not read on the toast's background. */}
        <Button $variant="secondary" onClick={onLater}>
          {t('common.later')}
        </Button>
        <Button onClick={onReload}>{t('common.reload')}</Button>
      </Notice>
    </Region>
  );
}
