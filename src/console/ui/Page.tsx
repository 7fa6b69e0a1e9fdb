import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../widgets/ui';
import { useT } from '../../widgets/provider/useT';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A console screen: its h1, its tools (filters, refresh) and its content. */
export function Page({ title, tools, children }: { title: string; tools?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="console-page-title">
      <Head>
        <h1 id="console-page-title">{title}</h1>
        {tools && <Tools>{tools}</Tools>}
      </Head>
      {children}
    </section>
  );
}

const Note = styled.p<{ $tone?: 'bad' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Loading, failed (with a retry) or empty: the three states every list screen has. */
export function ListState({ loading, error, empty, emptyLabel, onRetry }: { loading: boolean; error?: string; empty: boolean; emptyLabel?: string; onRetry: () => void }) {
  const t = useT();
  if (error) {
    return (
      <Note role="alert" $tone="bad">
        {error}{' '}
        <Button $variant="ghost" onClick={onRetry}>
          {t('console.common.retry')}
        </Button>
      </Note>
    );
  }
  if (loading && empty) return <Note role="status">{t('console.common.loading')}</Note>;
  if (empty) return <Note>{emptyLabel ?? t('console.common.empty')}</Note>;
  return null;
}
