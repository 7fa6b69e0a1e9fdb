import { Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useStore } from '@nanostores/react';
import { $i18nComplete, firstContent } from '../../core';
import { LoadBoundary } from '../../widgets/internal/loading/LoadBoundary';
import { retryableLazy } from '../../widgets/internal/loading/retryableLazy';
import { usePipkit, useT } from '../../widgets/provider';
import { Icon } from '../../widgets/ui/icons';
import { VisuallyHidden } from '../../widgets/ui/VisuallyHidden';
import { navigate } from '../hashLocation';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: 56px;
`;

const Brand = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

const IconLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 44px;
  block-size: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

// The five tabs of docs/product.md#routes-and-screens do not include the user center or the language page, so the tab screens carry a slim
// bar with both (user → /user, which sends visitors to /login first), and for a signed-in user the notification bell
// (server-side closes and fills; mounting it keeps the order topics live on every tab screen).
// Only logged-in people have a bell: its code (tray, dialog, notice texts) is not part of a visitor's first load, and
// it loads after the first screen's content (core/firstContent.ts), once the whole dictionary is in (its labels are
// not in a first screen's part of it: src/app/firstLabels.ts). The placeholder holds the bell's 44 px until then, so
// the bar does not shift.
// If its code cannot be fetched the space stays, and the bell comes when the connection is back.
const Notifications = retryableLazy(() => import('../../widgets/Notifications').then((m) => m.Notifications));
const BellSpace = styled.span`
  inline-size: 44px;
  block-size: 44px;
`;

/** `title`: the screen's heading for assistive technology (the bar itself shows the brand). */
export function AppBar({ title }: { title?: string } = {}) {
  const t = useT();
  const loggedIn = useStore(usePipkit().stores.session.$isLoggedIn);
  const labelled = useStore($i18nComplete);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstContent().then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, []);
  const go = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(path);
  };
  return (
    <Bar>
      <Brand>{t('common.appName')}</Brand>
      {title && <VisuallyHidden as="h1">{title}</VisuallyHidden>}
      {loggedIn &&
        (settled && labelled ? (
          <LoadBoundary fallback={() => <BellSpace aria-hidden="true" />}>
            <Suspense fallback={<BellSpace aria-hidden="true" />}>
              <Notifications />
            </Suspense>
          </LoadBoundary>
        ) : (
          <BellSpace aria-hidden="true" />
        ))}
      <IconLink href="#/language" aria-label={t('lang.title')} onClick={go('/language')}>
        <Icon name="globe" />
      </IconLink>
      <IconLink href="#/user" aria-label={t('user.title')} onClick={go('/user')}>
        <Icon name="user" />
      </IconLink>
    </Bar>
  );
}
