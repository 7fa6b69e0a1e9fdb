import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../widgets/provider';

/** From this width the app is laid out for a desktop: /trade becomes a terminal, other routes use the width. */
export const WIDE_MIN = '1024px';
/** Width of a `wide` route (e.g. /trade: pair list, chart and ticket side by side). */
export const WIDE_MAX = '1400px';
/** Width of every other route on a desktop: lists become grids of cards (News, Rank), tables get room. */
export const DESK_MAX = '1040px';

/** How wide the content of a route may be on a desktop (AppRoute.measure). */
export type Measure = 'full' | 'form' | 'reading';
// A form (login, deposit, settings …) stays a comfortable column inside the wider page; an article a reading width.
const MEASURES: Record<Measure, string> = { full: 'none', form: '560px', reading: '760px' };

// Mobile-first: one column, full width on phones; the phone column (theme.layout.maxWidth) on tablets; on a desktop
// the width of the route: WIDE_MAX for a wide route, DESK_MAX for every other.
const Column = styled.div<{ $footer: boolean; $wide: boolean }>`
  position: relative;
  margin-inline: auto;
  max-inline-size: ${({ theme }) => theme.layout.maxWidth};
  @media (min-width: ${WIDE_MIN}) {
    max-inline-size: ${({ $wide }) => ($wide ? WIDE_MAX : DESK_MAX)};
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

const Main = styled.main<{ $measure: Measure }>`
  display: block;
  padding-inline: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
  @media (min-width: ${WIDE_MIN}) {
    /* The current screen's column (kept-alive screens are full-width routes). */
    & > [data-screen] {
      max-inline-size: ${({ $measure }) => MEASURES[$measure]};
      margin-inline: auto;
    }
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
    max-inline-size: ${({ $wide }) => ($wide ? WIDE_MAX : DESK_MAX)};
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

export function Shell({ footer, wide = false, measure = 'full', children }: { footer?: ReactNode; wide?: boolean; measure?: Measure; children: ReactNode }) {
  const t = useT();
  return (
    <Column $footer={!!footer} $wide={wide} data-wide={wide || undefined}>
      <Skip type="button" onClick={() => document.getElementById(MAIN_ID)?.focus()}>
        {t('common.skipToContent')}
      </Skip>
      <Main id={MAIN_ID} tabIndex={-1} $measure={measure}>
        {children}
      </Main>
      {footer && <Footer $wide={wide}>{footer}</Footer>}
    </Column>
  );
}
