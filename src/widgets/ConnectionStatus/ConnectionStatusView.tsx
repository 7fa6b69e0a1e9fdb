import { styled } from 'styled-components';
import { useT } from '../provider';
import { FloatingCard, FloatingRegion } from '../ui/Floating';
import type { ConnectionState } from './connection';
// Brings the DefaultTheme augmentation into this entry's type build (tsup builds .d.ts per entry).
import type {} from '../theme';

export interface ConnectionStatusViewProps {
  state: ConnectionState;
}

const Region = styled(FloatingRegion)`
  inset-block-start: calc(env(safe-area-inset-top, 0px) + 8px);
`;

const Banner = styled(FloatingCard).attrs({ as: 'p' })`
  border-inline-start-color: ${({ theme }) => theme.colors.warning};
  text-align: center;
`;

/**
 * A banner while live prices are not arriving: the socket reconnecting, or the device offline. The region is always
 * mounted, empty while live: screen readers announce changes only inside a region that already exists.
 */
export function ConnectionStatusView({ state }: ConnectionStatusViewProps) {
  const t = useT();
  return (
    <Region role="status" aria-live="polite" data-connection={state}>
      {state !== 'live' && <Banner>{t(state === 'offline' ? 'connection.offline' : 'connection.reconnecting')}</Banner>}
    </Region>
  );
}
