import { useCallback, useEffect, useState } from 'react';
import { createCloseAccountApi, type ClosureState } from '../../core/api/close-account';
import { usePipkit } from '../provider';
import { useApi } from '../internal/api/useApi';
import { useSecondFactor } from '../internal/account/useSecondFactor';
import type { CloseAccountViewProps } from './CloseAccountView';

export interface CloseAccountCallbacks {
  /** Product paths: '/order' (positions and orders), '/mine/wallet', '/mine/withdraw', '/mine/data', and '/' once closed. */
  onNavigate: (path: string) => void;
}

/**
 * Closing the account: what the server says is left to settle, read when the screen shows; once nothing is, the
 * password (and the two-step code when the server asks), a box saying the owner understands, and the request. Closed,
 * every session has ended on the server: the app goes to the markets and forgets this one (the server's words are
 * toasted). A refusal (something settled meanwhile came back, a wrong password) is toasted and the state read again.
 */
export function useCloseAccount({ onNavigate }: CloseAccountCallbacks): CloseAccountViewProps {
  const api = useApi({ closure: createCloseAccountApi });
  const { actions } = usePipkit();
  const secondFactor = useSecondFactor();
  const [state, setState] = useState<ClosureState | null>(null);
  const [failed, setFailed] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  const read = useCallback(
    () =>
      api.closure.state({ showErrorMessage: false }).then(
        (answer) => {
          setState(answer);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [api],
  );
  useEffect(() => {
    void read();
  }, [read]);

  const onClose = async () => {
    if (busy || !password || !understood || !secondFactor.ready()) return;
    setBusy(true);
    try {
      await api.closure.close({ password, ...secondFactor.payload() });
      onNavigate('/');
      actions.signedOut();
    } catch (e) {
      secondFactor.refused(e);
      setBusy(false);
      void read();
    }
  };
  return {
    state,
    failed,
    password,
    twoFactor: secondFactor.field,
    understood,
    busy,
    onPasswordChange: setPassword,
    onUnderstoodChange: setUnderstood,
    onClose: () => void onClose(),
    onRetry: () => void read(),
    onNavigate,
  };
}
