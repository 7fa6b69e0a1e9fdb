import { useState } from 'react';
import { createMyDataApi } from '../../core/api/my-data';
import { dataFileName } from '../../core/my-data';
import { useApi } from '../internal/api/useApi';
import { useSecondFactor } from '../internal/account/useSecondFactor';
import { saveTextFile } from '../internal/files/saveFile';
import type { MyDataViewProps } from './MyDataView';

/**
 * A copy of the user's data: the password (and the two-step code once the server asks for it), then the file saved by
 * the browser under the name the server's own answer carries (one rule, src/core/my-data.ts). A refusal is toasted by
 * the core and the form stays filled; `save` is the browser download (replaced in tests and stories).
 */
export function useMyData(save: (name: string, text: string, type: string) => void = saveTextFile): MyDataViewProps {
  const api = useApi({ data: createMyDataApi });
  const secondFactor = useSecondFactor();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const onDownload = async () => {
    if (busy || !password || !secondFactor.ready()) return;
    setBusy(true);
    try {
      const copy = await api.data.download({ password, ...secondFactor.payload() });
      const profile = copy.profile as { uid?: string } | undefined;
      const name = dataFileName(profile?.uid ?? 'account', copy.exported_at);
      // Indented: the file is for people to read as well as for programs.
      save(name, JSON.stringify(copy, null, 2), 'application/json;charset=utf-8');
      setSaved(name);
      setPassword('');
      secondFactor.spent();
    } catch (e) {
      secondFactor.refused(e);
    } finally {
      setBusy(false);
    }
  };
  return {
    password,
    twoFactor: secondFactor.field,
    busy,
    saved,
    onPasswordChange: (value) => {
      setPassword(value);
      setSaved(null);
    },
    onDownload: () => void onDownload(),
  };
}
