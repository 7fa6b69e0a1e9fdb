import type { FormEvent } from 'react';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { FileForm } from './UserStatement';

/**
 * A client's copy of their data for the desk (docs/accounts.md "Your data"): the file the client downloads from
 * "Your data", without their trade notes, for a request that came by letter or e-mail. `onDownload` fetches and saves
 * it (the console's `useFileSave`), `saving` while it comes, `error` a refusal's message.
 */
export function UserDataCopy({ saving, error, onDownload }: { saving: boolean; error?: string; onDownload: () => void }) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!saving) onDownload();
  };
  return (
    <FileForm onSubmit={submit} aria-labelledby="console-user-data">
      <h3 id="console-user-data">{t('console.users.dataCopy')}</h3>
      <Button type="submit" $variant="secondary" disabled={saving} aria-busy={saving || undefined}>
        {t('console.users.dataCopyDownload')}
      </Button>
      <p>{t('console.users.dataCopyNote')}</p>
      {error && <p role="alert">{error}</p>}
    </FileForm>
  );
}
