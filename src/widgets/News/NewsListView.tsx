import type React from 'react';
import { styled } from 'styled-components';
import type { NewsItem } from '../../core';
import { PagedList } from '../internal/funds/PagedList';
import { useT } from '../provider';
import { useFormatDate } from './format';
import { cardSurface } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';

export interface NewsListViewProps {
  items: NewsItem[];
  total: number;
  loading: boolean;
  loadingMore?: boolean;
  refreshing?: boolean;
  error?: string | null;
  onSelect: (id: number) => void;
  /** When given, items are real links (open in a new tab); clicks still go through onSelect. */
  hrefOf?(id: number): string;
  onLoadMore: () => void;
  onRefresh: () => void;
}

const Item = styled.a`
  display: flex;
  inline-size: 100%;
  border: none;
  font: inherit;
  cursor: pointer;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${cardSurface}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: start;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Logo = styled.img`
  flex: none;
  inline-size: 72px;
  block-size: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Desc = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** News list (docs/product.md#routes-and-screens /news): infinite scroll, pull-to-refresh, 'No data yet' and 'No more'. */
export function NewsListView(p: NewsListViewProps) {
  const t = useT();
  const fmt = useFormatDate();
  return (
    <PagedList
      label={t('content.newsListLabel')}
      count={p.items.length}
      total={p.total}
      loading={p.loading}
      loadingMore={p.loadingMore}
      refreshing={p.refreshing}
      error={p.error}
      onLoadMore={p.onLoadMore}
      onRefresh={p.onRefresh}
      skeletonRows={10}
    >
      <CardGrid>
        {p.items.map((n) => (
          <li key={n.id}>
            <Item
              as={p.hrefOf ? 'a' : 'button'}
              href={p.hrefOf?.(n.id)}
              type={p.hrefOf ? undefined : 'button'}
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                p.onSelect(n.id);
              }}
            >
              {n.logo && <Logo src={n.logo} alt="" loading="lazy" />}
              <Body>
                <Title>{n.title}</Title>
                {n.desc && <Desc>{n.desc}</Desc>}
                <Time dateTime={n.created_at}>{fmt(n.created_at)}</Time>
              </Body>
            </Item>
          </li>
        ))}
      </CardGrid>
    </PagedList>
  );
}
