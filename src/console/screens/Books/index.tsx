import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { booksFileName, isStatementPeriod, monthSoFar, type StatementPeriod } from '../../../core/statement';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { PeriodInputs } from '../../ui/PeriodInputs';
import { saveTextFile } from '../../../widgets/Statement/saveFile';
import { BooksView, type BooksData } from './BooksView';

const Period = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const FileError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The books, bound to GET /admin/api/books: the month so far to start with, any period of up to a year on Show. */
export function Books({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const client = useConsole();
  const [draft, setDraft] = useState<StatementPeriod>(() => monthSoFar(now()));
  const [period, setPeriod] = useState(draft);
  const valid = isStatementPeriod(draft);
  const d = useApi<BooksData>(client, `/books?from=${period.from}&to=${period.to}`);
  const [saving, setSaving] = useState(false);
  const [fileError, setFileError] = useState<string>();
  // The file of the period in the fields (shown or not yet): the same figures, a line per day, for a spreadsheet.
  const download = async () => {
    setSaving(true);
    setFileError(undefined);
    try {
      saveTextFile(booksFileName(draft), await client.file(`/books/file?${new URLSearchParams({ ...draft })}`));
    } catch (err) {
      setFileError((err as Error).message);
    } finally {
      setSaving(false);
    }
  };
  const show = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    if (draft.from === period.from && draft.to === period.to) d.reload();
    else setPeriod(draft);
  };
  return (
    <Page title={t('console.books.heading')}>
      <Period onSubmit={show} role="search">
        <PeriodInputs period={draft} onChange={setDraft} />
        <Button type="submit" disabled={!valid}>
          {t('console.books.show')}
        </Button>
        <Button type="button" $variant="secondary" disabled={!valid || saving} aria-busy={saving || undefined} onClick={() => void download()}>
          {t('console.books.download')}
        </Button>
      </Period>
      {fileError && <FileError role="alert">{fileError}</FileError>}
      <ListState loading={d.loading} error={d.error} empty={!d.data} onRetry={d.reload} />
      {d.data && <BooksView data={d.data} />}
    </Page>
  );
}
