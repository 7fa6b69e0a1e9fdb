import { styled } from 'styled-components';
import { useT } from '../../provider';
import { Button } from '../../ui/Button';
import type { LoadFallbackProps } from './LoadBoundary';

/** The label that says what went wrong. */
export const failureKey = ({ stale, load }: Pick<LoadFallbackProps, 'stale' | 'load'>): string =>
  stale ? 'common.staleApp' : load ? 'common.loadFailed' : 'common.crashed';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  & > p {
    margin: 0;
    flex-basis: 100%;
  }
`;

/** What shows where a part of the app could not be loaded or shown, with the way to try again. */
export function LoadFailed(p: LoadFallbackProps) {
  const t = useT();
  return (
    <Note role="alert">
      <p>{t(failureKey(p))}</p>
      <Button $variant="secondary" onClick={p.stale ? p.reload : p.retry}>
        {t(p.stale ? 'common.reload' : 'common.retry')}
      </Button>
    </Note>
  );
}
