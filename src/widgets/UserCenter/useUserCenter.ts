import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { t } from '../../core';
import { useBalanceCard } from '../BalanceCard/useBalanceCard';
import { usePipkit, useStores } from '../provider';
import { DEMO_BLOCKED, USER_LINK_PATHS } from './links';
import type { UserCenterViewProps } from './UserCenterView';

export interface UserCenterCallbacks {
  /** A docs/product.md#routes-and-screens path such as /mine/charge or /language. */
  onNavigate: (path: string) => void;
}

/** Binds the user center: demo users are stopped at the blocked links with msg.demoBlocked (docs/product.md#roles-and-permissions). */
export function useUserCenter({ onNavigate }: UserCenterCallbacks): UserCenterViewProps {
  const stores = useStores();
  const { actions, notify } = usePipkit();
  const user = useStore(stores.session.$user);
  const isDemo = useStore(stores.session.$isDemo);
  const balance = useBalanceCard();
  const [resetConfirmOpen, setResetConfirmOpen] = useState(false);
  return {
    user: user ? { email: user.email, uid: user.uid } : null,
    isDemo,
    balance,
    onSelect: (link) => {
      if (isDemo && DEMO_BLOCKED.has(link)) notify(t('msg.demoBlocked'), 'error');
      else onNavigate(USER_LINK_PATHS[link]);
    },
    onLogin: () => onNavigate('/login?from=/user'),
    resetConfirmOpen,
    onResetDemo: () => setResetConfirmOpen(true),
    onResetCancel: () => setResetConfirmOpen(false),
    onResetConfirm: () => {
      setResetConfirmOpen(false);
      // The action toasts the server's msg and re-reads the balance; failures are toasted by the http client.
      actions.resetDemo().catch(() => undefined);
    },
  };
}
