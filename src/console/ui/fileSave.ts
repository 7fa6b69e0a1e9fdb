// A file the console fetches from the admin API and hands to the browser (the books, the user list, a client's data):
// busy while it comes, and the refusal's message when it does not (a period too long, too many users, a session gone).
import { useState } from 'react';
import { styled } from 'styled-components';
import { saveTextFile } from '../../widgets/internal/files/saveFile';
import type { ConsoleClient } from '../core/client';

export function useFileSave(client: ConsoleClient) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  /** Fetches `path` and saves it as `name`: a CSV file unless `type` says otherwise (a client's data is JSON). */
  const save = async (name: string, path: string, type?: string) => {
    setSaving(true);
    setError(undefined);
    try {
      saveTextFile(name, await client.file(path), type);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, save };
}

/** The refusal's message, under the screen's tools. */
export const FileError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;
