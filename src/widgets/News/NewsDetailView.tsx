import { useEffect, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import type { NewsArticle } from '../../core';
import { useT } from '../provider';
import { Button } from '../ui/Button';
import { cardSurface } from '../ui/Card';
import { Skeleton } from '../ui/Skeleton';
import { useFormatDate } from './format';

export interface NewsDetailViewProps {
  article: NewsArticle | null;
  status: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: start;
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Content = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.6;
  overflow-wrap: anywhere;
  text-align: start;
  & img {
    max-inline-size: 100%;
    block-size: auto;
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
  & table {
    border-collapse: collapse;
    inline-size: 100%;
  }
  & th,
  & td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    text-align: start;
  }
  & blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space.md};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & h1,
  & h2,
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type Sanitize = (html: string) => string;
// Set once the sanitiser module has loaded: later articles render at once, without a loading step.
let loaded: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize').then(
    (m) => (loaded = m.sanitizeArticleNow),
    (err: unknown) => {
      loading = null; // a chunk that failed to load (offline, deploy in progress) is tried again next time
      throw err;
    },
  );
  return loading;
}

/**
 * The same rules as the server (defence in depth): HTML only, no styles, forms, frames or scripts. Asynchronous:
 * the sanitiser (DOMPurify) is a lazy chunk loaded with the first article, not part of the `pipkit/news` entry.
 */
export async function sanitizeArticle(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/** The sanitised content of an article; null while the sanitiser loads (the first article of a page only). */
function useSanitized(content: string | undefined): string | null {
  // The sanitiser as state: the first article of a page renders again when the lazy chunk arrives.
  const [sanitize, setSanitize] = useState(() => loaded);
  const html = useMemo(() => (content === undefined ? '' : sanitize ? sanitize(content) : null), [content, sanitize]);
  useEffect(() => {
    if (content === undefined || sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => {}, // the content stays a placeholder; the title and date are shown
    );
    return () => {
      live = false;
    };
  }, [content, sanitize]);
  return html;
}

/** A news article (docs/product.md#routes-and-screens /news/detail): HTML content sanitised again on the client, loading state. */
export function NewsDetailView({ article, status, onRetry }: NewsDetailViewProps) {
  const t = useT();
  const fmt = useFormatDate();
  const html = useSanitized(article?.content);
  if (status === 'loading')
    return (
      <Article aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton $height="28px" $width="80%" />
        <Skeleton $height="14px" $width="40%" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} $height="16px" />
        ))}
      </Article>
    );
  if (status === 'error' || !article)
    return (
      <Article>
        <Notice role="alert">{t('content.newsNotFound')}</Notice>
        {onRetry && (
          <Button $variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Article>
    );
  return (
    <Article aria-labelledby="pipkit-news-title">
      <Title id="pipkit-news-title">{article.title}</Title>
      <Time dateTime={article.created_at}>{fmt(article.created_at)}</Time>
      {html === null ? (
        <Skeleton $height="16px" />
      ) : (
        <Content data-testid="news-content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </Article>
  );
}
