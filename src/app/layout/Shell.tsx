import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';

/** Desktop width of a `wide` route (e.g. /trade: pair list, chart and ticket side by side). */
export const WIDE_MIN = '1024px';
export const WIDE_MAX = '1400px';

// One centred column: full width on phones, a readable max-width on desktop (the design is mobile-first).
// A wide route uses up to WIDE_MAX from WIDE_MIN up.
const Column = styled.div<{ $footer: boolean; $wide: boolean }>`
  position: relative;
  margin-inline: auto;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  @media (min-width: ${WIDE_MIN}) {
    max-inline-size: ${({ theme, $wide }) => ($wide ? WIDE_MAX : theme.layout.maxWidth)};
  }
  min-block-size: 100dvh;
  background: ${({ theme }) => theme.colors.bg};
  padding-block-end: ${({ theme, $footer }) => ($footer ? `calc(${theme.layout.tabBarHeight} + 16px)` : '16px')};
  /* what sticks to the bottom (the ticket's Buy/Sell) stays above the tab bar */
  --pipkit-sticky-bottom: ${({ theme, $footer }) => ($footer ? theme.layout.tabBarHeight : '0px')};
  @media (min-width: 600px) {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.border};
  }
`;

const Main = styled.main`
  display: block;
  padding-inline: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
`;

const Footer = styled.div<{ $wide: boolean }>`
  position: fixed;
  inset-block-end: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  margin-inline: auto;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  @media (min-width: ${WIDE_MIN}) {
    max-inline-size: ${({ theme, $wide }) => ($wide ? WIDE_MAX : theme.layout.maxWidth)};
  }
`;

// A button, not an href="#main" link: with hash routing a fragment link would change the route.
const Skip = styled.button`
  position: absolute;
  inset-inline-start: 8px;
  inset-block-start: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  &:focus {
    inset-block-start: 8px;
  }
`;

export const MAIN_ID = 'pipkit-main';

export function Shell({ footer, wide = false, children }: { footer?: ReactNode; wide?: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <Column $footer={!!footer} $wide={wide} data-wide={wide || undefined}>
      <Skip type="button" onClick={() => document.getElementById(MAIN_ID)?.focus()}>
        {t('common.skipToContent')}
      </Skip>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      {footer && <Footer $wide={wide}>{footer}</Footer>}
    </Column>
  );
}
