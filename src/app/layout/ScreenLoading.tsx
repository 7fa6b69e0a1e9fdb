import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';
import { Skeleton } from '../../widgets/ui/Skeleton';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
`;

const Hidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
`;

/** Shown for the moment a screen's code is fetched on its first visit. */
export function ScreenLoading() {
  const t = useT();
  return (
    <Box role="status">
      <Hidden>{t('common.loading')}</Hidden>
      <Skeleton $height="28px" $width="40%" />
      <Skeleton $height="96px" />
      <Skeleton $height="96px" />
    </Box>
  );
}
