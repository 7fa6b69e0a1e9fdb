import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../core';
import { usePipkit, useStores } from '../provider';
import type { SystemViewProps } from './SystemView';

export interface SystemCallbacks {
  /** Links out of the widget, as app paths ('/language'; '/' after logout). */
  onNavigate: (path: string) => void;
  /** App or package version for the about row. */
  version?: string;
}

/** Logout after confirm: the action ends the session and toasts 'logout success'; then home (docs/product.md#states-and-transitions). */
export function useSystem({ onNavigate, version = '' }: SystemCallbacks): SystemViewProps {
  const stores = useStores();
  const { actions } = usePipkit();
  const loggedIn = useStore(stores.session.$isLoggedIn);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const settings = useStore($settings);
  return {
    theme: settings.theme ?? 'system',
    onTheme: (mode) => $settings.setKey('theme', mode),
    oneClick: settings.oneClickTrading === true,
    onOneClick: (on) => $settings.setKey('oneClickTrading', on),
    loggedIn,
    version,
    confirmOpen,
    onLanguage: () => onNavigate('/language'),
    onLogout: () => setConfirmOpen(true),
    onCancel: () => setConfirmOpen(false),
    onConfirm: () => {
      setConfirmOpen(false);
      // logout() never rejects.
      void actions.logout().then(() => onNavigate('/'));
    },
  };
}
