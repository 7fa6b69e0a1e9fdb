import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../core';
import { usePipkit, useStores } from '../provider';
import { usePreferences } from '../internal/traders/preferences';
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
  const preferences = usePreferences();
  const oneClick = useStore(preferences.$preferences).one_click_trading;
  const [oneClickAsk, setOneClickAsk] = useState(false);
  return {
    theme: settings.theme ?? 'system',
    onTheme: (mode) => $settings.setKey('theme', mode),
    // On asks first (docs/trading.md "One-click trading"); off needs no question. A refusal is toasted by the client.
    oneClick,
    onOneClick: (on) => (on ? setOneClickAsk(true) : void preferences.set({ one_click_trading: false }).catch(() => undefined)),
    oneClickAsk,
    onOneClickCancel: () => setOneClickAsk(false),
    onOneClickConfirm: () => {
      setOneClickAsk(false);
      void preferences.set({ one_click_trading: true }).catch(() => undefined);
    },
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
