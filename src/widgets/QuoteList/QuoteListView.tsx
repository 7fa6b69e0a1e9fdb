// Pure market list: chips, search, skeleton, empty, error and rows. Data in, callbacks out.
import { useRef, type ComponentType } from 'react';
import { styled } from 'styled-components';
import type { Category, TradePair } from '../../core/api/forex';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { useT } from '../provider';
import { QuoteRow, rowStyles, type QuoteRowProps } from './QuoteRow';
import { ROW_HEIGHT, useWindowing } from './useWindowing';
import { matchesInstrument } from '../../core/instrument-names';

export interface QuoteListViewProps {
  pairs: TradePair[];
  categories?: Category[];
  /** The categories are still on their way: their row keeps its space and the list its skeleton (no jump). */
  categoriesPending?: boolean;
  /** Selected category id; 0 shows every category. */
  category?: number;
  onCategory?: (id: number) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Shows the search box when defined. */
  search?: string;
  onSearch?: (text: string) => void;
  onSelectPair?: (code: string) => void;
  /** Code of the pair the trade screen shows: its row is marked. */
  current?: string;
  /** Row renderer; the bound widget passes one subscribed to the row's own quote atom. */
  Row?: ComponentType<QuoteRowProps>;
  /** Accessible name of the list. */
  label?: string;
  /** Mount only the rows near the viewport once the list is long (default), or always every row. */
  windowing?: 'auto' | 'off';
}

export const SKELETON_ROWS = 10;

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
`;

const CHIP_HEIGHT = '36px';

const Chips = styled.div`
  display: flex;
  box-sizing: border-box;
  min-block-size: calc(${CHIP_HEIGHT} + 2 * ${({ theme }) => theme.space.sm});
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  overflow-x: auto;
`;

const Chip = styled.button<{ $active: boolean }>`
  flex: none;
  min-block-size: ${CHIP_HEIGHT};
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.text)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Search = styled.input`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* the rows size their columns to the list's width (a side panel, a column), not the window's */
  container-type: inline-size;
  ${rowStyles}
  /* windowed lists need rows of one exact height */
  &[data-windowed] .pk-row {
    block-size: ${ROW_HEIGHT}px;
    overflow: hidden;
  }
`;

const SkeletonRow = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr 80px 76px;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  block-size: 56px;
  padding-inline: ${({ theme }) => theme.space.lg};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Case-insensitive match on code and shown code ("eur/u" finds EUR/USD). */
/** The pairs of a category that the search finds (code, display name or a common name in any language: "gold"). */
export function filterPairs(pairs: TradePair[], category: number, search: string): TradePair[] {
  return pairs.filter((p) => (category === 0 || p.CategoryId === category) && matchesInstrument(p, search));
}

export function QuoteListView({
  pairs,
  categories = [],
  categoriesPending = false,
  category = 0,
  onCategory,
  loading: pairsLoading = false,
  error,
  onRetry,
  search,
  onSearch,
  onSelectPair,
  current,
  Row = QuoteRow,
  label,
  windowing = 'auto',
}: QuoteListViewProps) {
  const t = useT();
  const loading = pairsLoading || categoriesPending;
  const shown = filterPairs(pairs, category, search ?? '');
  const listRef = useRef<HTMLUListElement>(null);
  const range = useWindowing(listRef, windowing === 'off' ? 0 : shown.length);
  const visible = range ? shown.slice(range.start, range.end) : shown;
  const closedLabel = t('trade.marketClosed');
  return (
    <Wrap aria-label={label ?? t('trade.pairs')} aria-busy={loading || undefined}>
      {search !== undefined && (
        <Search
          type="search"
          value={search}
          placeholder={t('trade.searchPairs')}
          aria-label={t('trade.searchPairs')}
          onChange={(e) => onSearch?.(e.target.value)}
        />
      )}
      {categoriesPending && <Chips aria-hidden="true" data-testid="chips-placeholder" />}
      {categories.length > 0 && (
        <Chips role="group" aria-label={t('trading.categories')}>
          {categories.map((c) => (
            <Chip key={c.Id} type="button" $active={c.Id === category} aria-pressed={c.Id === category} onClick={() => onCategory?.(c.Id)}>
              {c.NameShowTrans}
            </Chip>
          ))}
        </Chips>
      )}
      {loading ? (
        <List data-testid="quote-skeleton">
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <SkeletonRow key={i}>
              <Skeleton $width="32px" $height="32px" />
              <Skeleton $width="60%" />
              <Skeleton />
              <Skeleton />
            </SkeletonRow>
          ))}
        </List>
      ) : error ? (
        <Note role="alert">
          {error}{' '}
          {onRetry && (
            <Button $variant="secondary" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </Note>
      ) : shown.length === 0 ? (
        <Note>{search ? t('trade.noResults') : t('msg.noData')}</Note>
      ) : (
        <List ref={listRef} data-windowed={range ? '' : undefined}>
          {range && range.start > 0 && <li aria-hidden="true" style={{ blockSize: range.start * ROW_HEIGHT }} />}
          {visible.map((p) => (
            <li key={p.Code}>
              <Row pair={p} closedLabel={closedLabel} onSelect={onSelectPair} current={p.Code === current} />
            </li>
          ))}
          {range && range.end < shown.length && (
            <li aria-hidden="true" style={{ blockSize: (shown.length - range.end) * ROW_HEIGHT }} />
          )}
        </List>
      )}
    </Wrap>
  );
}
