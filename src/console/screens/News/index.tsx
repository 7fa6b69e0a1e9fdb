import { useState } from 'react';
import { Button, StatusBadge } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { useConsole } from '../../core/context';
import { useApi } from '../../core/useApi';
import { useAction } from '../../core/useAction';
import { when } from '../../core/format';
import { ListState, Page } from '../../ui/Page';
import { Table, TableBox } from '../../ui/Table';
import { NewsEditor, type Article } from './NewsEditor';

const BLANK: Article = { title: '', desc: '', content: '', published: 0 };

/** News: articles (drafts too), the editor with a sanitised preview, publish, delete. */
export function News() {
  const t = useT();
  const client = useConsole();
  const list = useApi<Required<Article>[]>(client, '/news?page=1');
  const [editing, setEditing] = useState<Article | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();
  const open = (a: Article) => {
    setPreview(null);
    setError(undefined);
    setEditing(a);
  };
  const rows = list.data ?? [];
  return (
    <Page title={t('console.news.heading')} tools={<Button onClick={() => open(BLANK)}>{t('console.news.new')}</Button>}>
      {editing ? (
        <NewsEditor
          key={editing.id ?? 'new'}
          article={editing}
          preview={preview}
          busy={busy}
          error={error}
          onClose={() => setEditing(null)}
          onPreview={(content) => run(async () => setPreview((await client.call<{ content: string }>('POST', '/news/preview', { content })).content))}
          onSave={(a) =>
            run(async () => {
              const body = { title: a.title, desc: a.desc, content: a.content, published: a.published === 1 };
              const saved = await client.call<Article>(a.id ? 'PUT' : 'POST', a.id ? `/news/${a.id}` : '/news', body);
              setEditing(saved);
              list.reload();
            })
          }
          onDelete={
            editing.id
              ? () =>
                  run(async () => {
                    await client.call('DELETE', `/news/${editing.id}`);
                    setEditing(null);
                    list.reload();
                  })
              : undefined
          }
        />
      ) : (
        <>
          <ListState loading={list.loading} error={list.error} empty={rows.length === 0} emptyLabel={t('console.audit.none')} onRetry={list.reload} />
          {rows.length > 0 && (
            <TableBox>
              <Table>
                <tbody>
                  {rows.map((a) => (
                    <tr key={a.id}>
                      <td>{a.title}</td>
                      <td>{a.published ? <StatusBadge tone="ok">{t('console.news.published')}</StatusBadge> : <StatusBadge tone="wait">{t('console.news.draft')}</StatusBadge>}</td>
                      <td>{when(a.updated_at)}</td>
                      <td>
                        <Button $variant="secondary" onClick={() => open(a)}>
                          {t('console.instruments.edit')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableBox>
          )}
        </>
      )}
    </Page>
  );
}
