import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { styled } from 'styled-components';
import { useT } from '../../provider';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { Notice } from './parts';

export interface PagedListProps {
  /** Accessible name of the list region. */
  label: string;
  count: number;
  total: number;
  /** First page loading (skeleton). */
  loading: boolean;
  /** Next page loading. */
  loadingMore?: boolean;
  refreshing?: boolean;
  error?: string | null;
  onLoadMore: () => void;
  onRefresh: () => void;
  /** The rendered items (a <ul>). */
  children: ReactNode;
  skeletonRows?: number;
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pull = styled.div<{ $h: number }>`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow: hidden;
  block-size: ${({ $h }) => $h}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition: block-size 0.2s;
`;

const End = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PULL_TRIGGER = 60;

/**
 * A list that loads the next page when its end scrolls into view (and by a button, for keyboards) and refreshes on
 * pull-down at the top of the page (and by a button). docs/product.md#constants-and-limits: pages from 1, the end is reached when the loaded
 * count reaches total; the empty state says 'No data yet' and the end 'No more'.
 */
export function PagedList(p: PagedListProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const done = p.count >= p.total;
  const more = useRef(p.onLoadMore);
  more.current = p.onLoadMore;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || p.loading || p.loadingMore || p.error || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [done, p.loading, p.loadingMore, p.error, p.count]);

  const onTouchStart = (e: TouchEvent) => {
    start.current = (globalThis.scrollY ?? 0) <= 0 ? e.touches[0].clientY : null;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (start.current === null) return;
    setPull(Math.max(0, Math.min(90, e.touches[0].clientY - start.current)));
  };
  const onTouchEnd = () => {
    if (pull >= PULL_TRIGGER) p.onRefresh();
    start.current = null;
    setPull(0);
  };

  const pullText = p.refreshing ? t('common.refreshing') : pull >= PULL_TRIGGER ? t('common.releaseToRefresh') : t('common.pullToRefresh');
  return (
    <Region aria-label={p.label} aria-busy={p.loading || p.refreshing || undefined} onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <Pull $h={p.refreshing ? 32 : pull / 2} aria-hidden="true">
        {(pull > 0 || p.refreshing) && pullText}
      </Pull>
      {p.loading ? (
        <div role="status" aria-label={t('common.loading')}>
          {Array.from({ length: p.skeletonRows ?? 3 }, (_, i) => (
            <Skeleton key={i} $height="64px" style={{ marginBlockEnd: 8 }} />
          ))}
        </div>
      ) : p.error && p.count === 0 ? (
        <>
          <Notice $tone="danger" role="alert">
            {p.error}
          </Notice>
          <Button $variant="secondary" onClick={p.onRefresh}>
            {t('common.retry')}
          </Button>
        </>
      ) : p.count === 0 ? (
        <End>{t('msg.noData')}</End>
      ) : (
        <>
          {p.children}
          <div ref={sentinel} />
          {done ? (
            <End>{t('msg.noMore')}</End>
          ) : (
            <Button $variant="ghost" onClick={p.onLoadMore} disabled={p.loadingMore}>
              {p.loadingMore ? t('common.loading') : t('common.loadMore')}
            </Button>
          )}
        </>
      )}
    </Region>
  );
}
