import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';
import { Button } from '../../widgets/ui/Button';
import { FloatingCard, FloatingRegion } from '../../widgets/ui/Floating';

export interface UpdateNoticeViewProps {
  /** A new version is ready (the region itself is always there: screen readers announce only inside one that exists). */
  shown: boolean;
  onReload: () => void;
  onLater: () => void;
}

// Above the tab bar, so it covers no price; the connection banner keeps the top.
const Region = styled(FloatingRegion)`
  inset-block-end: calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.layout.tabBarHeight} + 8px);
`;

const Notice = styled(FloatingCard)`
  border-inline-start-color: ${({ theme }) => theme.colors.primary};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: auto;
  & > p {
    margin: 0;
    flex-basis: 100%;
  }
`;

/** "A new version of the app is ready." with Reload and Later. */
export function UpdateNoticeView({ shown, onReload, onLater }: UpdateNoticeViewProps) {
  const t = useT();
  return (
    <Region role="status">
      {shown && (
        <Notice>
          <p>{t('common.updateReady')}</p>
          {/* Not the ghost look: its link colour would not read on the toast's background. */}
          <Button $variant="secondary" onClick={onLater}>
            {t('common.later')}
          </Button>
          <Button onClick={onReload}>{t('common.reload')}</Button>
        </Notice>
      )}
    </Region>
  );
}
