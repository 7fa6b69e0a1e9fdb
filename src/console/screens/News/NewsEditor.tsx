import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Input } from '../../../widgets/ui';
import { useT } from '../../../widgets/provider/useT';
import { NewsDetailView } from '../../../widgets/News';

export interface Article {
  id?: number;
  title: string;
  desc: string;
  content: string;
  published: number;
  updated_at?: string;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  textarea {
    inline-size: 100%;
    min-block-size: 240px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

export interface NewsEditorProps {
  article: Article;
  /** The server-sanitised content of the last preview; null before the first. */
  preview: string | null;
  busy: boolean;
  error?: string;
  onPreview: (content: string) => void;
  onSave: (article: Article) => void;
  onDelete?: () => void;
  onClose: () => void;
}

/**
 * Writing an article: the HTML on one side, on the other the preview as a trader will see it — the server's
 * sanitised result rendered by the package's own NewsDetailView.
 */
export function NewsEditor({ article, preview, busy, error, onPreview, onSave, onDelete, onClose }: NewsEditorProps) {
  const t = useT();
  const [a, setA] = useState(article);
  return (
    <Grid>
      <Form>
        <Input label={t('console.news.title')} value={a.title} maxLength={200} required onChange={(e) => setA({ ...a, title: e.target.value })} />
        <Input label={t('console.news.summary')} value={a.desc} maxLength={500} onChange={(e) => setA({ ...a, desc: e.target.value })} />
        <label>
          {t('console.news.content')}
          <textarea value={a.content} maxLength={200_000} onChange={(e) => setA({ ...a, content: e.target.value })} />
        </label>
        <label>
          <input type="checkbox" checked={a.published === 1} onChange={(e) => setA({ ...a, published: e.target.checked ? 1 : 0 })} /> {t('console.news.published')}
        </label>
        {error && <p role="alert">{error}</p>}
        <Row>
          <Button $variant="secondary" disabled={busy} onClick={() => onPreview(a.content)}>
            {t('console.news.preview')}
          </Button>
          <Button disabled={busy || !a.title.trim()} onClick={() => onSave(a)}>
            {t('console.instruments.save')}
          </Button>
          {onDelete && (
            <Button $variant="danger" disabled={busy} onClick={onDelete}>
              {t('console.news.delete')}
            </Button>
          )}
          <Button $variant="ghost" onClick={onClose}>
            {t('console.common.close')}
          </Button>
        </Row>
      </Form>
      <section aria-label={t('console.news.preview')}>
        {preview !== null && <NewsDetailView status="ready" article={{ id: a.id ?? 0, title: a.title, desc: a.desc, logo: '', created_at: a.updated_at ?? new Date().toISOString(), content: preview }} />}
      </section>
    </Grid>
  );
}
