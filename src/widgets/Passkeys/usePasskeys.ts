import { useCallback, useEffect, useState } from 'react';
import { createPasskeysApi, type PasskeyList } from '../../core/api/passkeys';
import { useApi } from '../internal/api/useApi';
import { passkeyAnswer, passkeysSupported } from '../internal/passkeys/ceremony';
import { usePipkit } from '../provider';
import type { PasskeysViewProps } from './PasskeysView';

/**
 * The logged-in user's passkeys: the list, adding one on this device (the password, and the two-step code when it is
 * on, then the browser's own prompt), renaming one, removing one after asking. The server decides every step; its
 * refusals are toasted by the core and the form stays filled; a prompt the person closed says nothing.
 */
export function usePasskeys(): PasskeysViewProps {
  const api = useApi({ passkeys: createPasskeysApi });
  const { notify } = usePipkit();
  const [list, setList] = useState<PasskeyList | null>(null);
  const [failed, setFailed] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);

  const reload = useCallback(() => {
    setFailed(false);
    return api.passkeys.list({ showErrorMessage: false }).then(setList, () => setFailed(true));
  }, [api]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const onAdd = async () => {
    setBusy(true);
    try {
      const response = await passkeyAnswer('create', await api.passkeys.registerOptions(), notify);
      if (response === null) return;
      await api.passkeys.register({ response, password, ...(list?.two_factor ? { totp_code: code.trim() } : {}) });
      setPassword('');
      setCode('');
      await reload();
    } catch {
      // Toasted by the core; the form stays filled for another try.
    } finally {
      setBusy(false);
    }
  };

  const onConfirm = async () => {
    const id = confirm;
    setConfirm(null);
    if (id === null) return;
    setBusy(true);
    try {
      await api.passkeys.remove(id);
    } catch {
      // Toasted by the core.
    } finally {
      setBusy(false);
      void reload();
    }
  };

  const onRenameSave = async () => {
    if (!renaming) return;
    setBusy(true);
    try {
      await api.passkeys.rename(renaming.id, renaming.name.trim());
      setRenaming(null);
      await reload();
    } catch {
      // Toasted by the core; the name stays typed for another try.
    } finally {
      setBusy(false);
    }
  };

  return {
    list,
    failed,
    supported: passkeysSupported(),
    password,
    code,
    busy,
    confirm,
    onRetry: () => void reload(),
    onPasswordChange: setPassword,
    onCodeChange: setCode,
    onAdd: () => void onAdd(),
    onRemove: setConfirm,
    onConfirm: () => void onConfirm(),
    onCancel: () => setConfirm(null),
    renaming,
    onRename: (k) => setRenaming({ id: k.id, name: k.name }),
    onRenameChange: (name) => setRenaming((r) => r && { ...r, name }),
    onRenameSave: () => void onRenameSave(),
    onRenameCancel: () => setRenaming(null),
  };
}
