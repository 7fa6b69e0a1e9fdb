import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { booksFileName, isStatementPeriod, monthSoFar, type StatementPeriod } from '../../../core/statement';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { ListState, Page } from '../../ui/Page';
import { PeriodInputs } from '../../ui/PeriodInputs';
import { FileError, useFileSave } from '../../ui/fileSave';
import { BooksView, type BooksData } from './BooksView';

const Period = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

/** The books, bound to GET /admin/api/books: the month so far to start with, any period of up to a year on Show. */
export function Books({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const client = useConsole();
  const [draft, setDraft] = useState<StatementPeriod>(() => monthSoFar(now()));
  const [period, setPeriod] = useState(draft);
  const valid = isStatementPeriod(draft);
  const d = useApi<BooksData>(client, `/books?from=${period.from}&to=${period.to}`);
  // The file of the period in the fields (shown or not yet): the same figures, a line per day, for a spreadsheet.
  const file = useFileSave(client);
  const download = () => file.save(booksFileName(draft), `/books/file?${new URLSearchParams({ ...draft })}`);
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
        <Button type="button" $variant="secondary" disabled={!valid || file.saving} aria-busy={file.saving || undefined} onClick={() => void download()}>
          {t('console.books.download')}
        </Button>
      </Period>
      {file.error && <FileError role="alert">{file.error}</FileError>}
      <ListState loading={d.loading} error={d.error} empty={!d.data} onRetry={d.reload} />
      {d.data && <BooksView data={d.data} />}
    </Page>
  );
}
