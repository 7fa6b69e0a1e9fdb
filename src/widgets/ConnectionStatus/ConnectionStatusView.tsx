import { styled } from 'styled-components';
import { useT } from '../provider';
import type { ConnectionState } from './connection';
// Brings the DefaultTheme augmentation into this entry's type build (tsup builds .d.ts per entry).
import type {} from '../theme';

export interface ConnectionStatusViewProps {
  state: ConnectionState;
}

// Always mounted, empty while live: screen readers announce changes only inside a region that already exists. Fixed
// over the page, so showing it moves nothing.
const Region = styled.div`
  position: fixed;
  inset-block-start: calc(env(safe-area-inset-top, 0px) + 8px);
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space.lg};
  pointer-events: none;
`;

const Banner = styled.p`
  margin: 0;
  max-inline-size: min(100%, 420px);
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.toastBg};
  color: ${({ theme }) => theme.colors.toastText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.dialog};
`;

/** A banner while live prices are not arriving: the socket reconnecting, or the device offline. */
export function ConnectionStatusView({ state }: ConnectionStatusViewProps) {
  const t = useT();
  return (
    <Region role="status" aria-live="polite" data-connection={state}>
      {state !== 'live' && <Banner>{t(state === 'offline' ? 'connection.offline' : 'connection.reconnecting')}</Banner>}
    </Region>
  );
}
