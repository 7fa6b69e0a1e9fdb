import { useState, type FormEvent } from 'react';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { FileForm } from './UserStatement';

/**
 * A client's copy of their data for the desk (docs/accounts.md "Your data"): the file the client downloads from
 * "Your data", without their trade notes, for a request that came by letter or e-mail. `onDownload` fetches and saves
 * it; a refusal's message shows here.
 */
export function UserDataCopy({ onDownload }: { onDownload: () => Promise<void> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onDownload();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileForm onSubmit={(e) => void submit(e)} aria-labelledby="console-user-data">
      <h3 id="console-user-data">{t('console.users.dataCopy')}</h3>
      <Button type="submit" $variant="secondary" disabled={busy} aria-busy={busy || undefined}>
        {t('console.users.dataCopyDownload')}
      </Button>
      <p>{t('console.users.dataCopyNote')}</p>
      {error && <p role="alert">{error}</p>}
    </FileForm>
  );
}
