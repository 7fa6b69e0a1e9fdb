// Pure market list: chips, search, skeleton, empty, error and rows. Data in, callbacks out.
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { styled } from 'styled-components';
import type { Category, TradePair } from '../../core/api/forex';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { useT } from '../provider';
import { StarGlyph } from '../ui/StarGlyph';
import { QuoteRow, type QuoteRowProps, type RowLabels } from './QuoteRow';
import { rowStyles } from './rowStyles';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { ROW_HEIGHT, useWindowing } from './useWindowing';
import { FAVOURITES, codeMatch, selectPairs, type PairMatcher } from './select';

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
  /**
   * The watchlist (instrument ids in the person's order). Given: every row has a star and a "Favourites" chip comes
   * first among the categories (its id is FAVOURITES); in it the rows keep that order and a handle moves them.
   */
  favourites?: number[];
  onStar?: (pair: TradePair) => void;
  /** Moves a favourite to place `to` (drag or arrow keys on its handle). */
  onMove?: (id: number, to: number) => void;
  /** One-click trading is on: rows carry Sell and Buy, placing a market order at once. */
  onTrade?: (pair: TradePair, side: 1 | 2) => void;
  /** One-click orders on their way, as `${code}:${side}`: those buttons show busy (a tap on them is ignored). */
  placing?: ReadonlySet<string>;
}

export const SKELETON_ROWS = 10;

const loadDrag = () => import('./dragOrder');
type DragModule = Awaited<ReturnType<typeof loadDrag>>;

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
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
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

const loadNames = () => import('../../core/instrument-names');

/** The common-names matcher, fetched when a search first has text; the code matcher until then. */
function useMatcher(searching: boolean): PairMatcher {
  const [names, setNames] = useState<PairMatcher | null>(null);
  useEffect(() => {
    // Not reachable: codes still match, and the next search asks again.
    if (searching && !names) void loadNames().then((m) => setNames(() => m.matchesInstrument), () => undefined);
  }, [searching, names]);
  return names ?? codeMatch;
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
  favourites,
  onStar,
  onMove,
  onTrade,
  placing,
}: QuoteListViewProps) {
  const t = useT();
  const loading = pairsLoading || categoriesPending;
  const match = useMatcher(!!search);
  const shown = selectPairs(pairs, category, search ?? '', favourites ?? [], match);
  const ordering = category === FAVOURITES && !!onMove && !search;
  const labels = useMemo<RowLabels>(
    () => ({
      star: (name) => t('watch.star', { name }),
      unstar: (name) => t('watch.unstar', { name }),
      buy: (name) => `${t('trade.buy')} ${name}`,
      sell: (name) => `${t('trade.sell')} ${name}`,
      move: (name) => t('watch.move', { name }),
      buyShort: t('trade.buy'),
      sellShort: t('trade.sell'),
    }),
    [t],
  );
  const starred = useMemo(() => new Set(favourites), [favourites]);
  // Keyboard ordering: the moved row keeps focus on its handle, and the new place is announced.
  const [moved, setMoved] = useState<{ code: string; text: string } | null>(null);
  const onMoveKey = (pair: TradePair, by: -1 | 1) => {
    const from = shown.indexOf(pair);
    const to = Math.max(0, Math.min(shown.length - 1, from + by));
    if (to === from || !onMove) return;
    onMove(pair.Id, to);
    setMoved({ code: pair.Code, text: t('watch.moved', { name: pair.ShowCode, place: to + 1, count: shown.length }) });
  };
  // Dragging needs its code by the time a finger lands: fetched as soon as the favourites show in their order.
  const drag = useRef<DragModule | null>(null);
  useEffect(() => {
    if (ordering) void loadDrag().then((m) => (drag.current = m), () => undefined); // the keys still reorder
  }, [ordering]);
  const onDragHandle = (pair: TradePair, e: Parameters<NonNullable<QuoteRowProps['onDragHandle']>>[1]) =>
    onMove && drag.current?.startDrag(e, shown, pair, onMove);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (moved) listRef.current?.querySelector<HTMLElement>(`[data-line="${moved.code}"] [data-handle]`)?.focus();
  }, [moved, favourites]);
  const range = useWindowing(listRef, windowing === 'off' ? 0 : shown.length);
  const visible = range ? shown.slice(range.start, range.end) : shown;
  const closedLabel = t('trade.marketClosed');
  return (
    <Wrap aria-label={label ?? t('trade.pairs')} aria-busy={loading || undefined}>
      {ordering && (
        <VisuallyHidden role="status" data-testid="watch-moved">
          {moved?.text}
        </VisuallyHidden>
      )}
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
          {favourites && (
            <Chip type="button" $active={category === FAVOURITES} aria-pressed={category === FAVOURITES} onClick={() => onCategory?.(FAVOURITES)}>
              <StarGlyph on size={14} /> {t('watch.favourites')}
            </Chip>
          )}
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
        <Note>{search ? t('trade.noResults') : category === FAVOURITES ? t('watch.empty') : t('msg.noData')}</Note>
      ) : (
        <List ref={listRef} data-windowed={range ? '' : undefined}>
          {range && range.start > 0 && <li aria-hidden="true" style={{ blockSize: range.start * ROW_HEIGHT }} />}
          {visible.map((p) => (
            <li key={p.Code}>
              <Row
                pair={p}
                closedLabel={closedLabel}
                onSelect={onSelectPair}
                current={p.Code === current}
                labels={labels}
                starred={starred.has(p.Id)}
                onStar={favourites ? onStar : undefined}
                onTrade={onTrade}
                placingSell={placing?.has(`${p.Code}:2`)}
                placingBuy={placing?.has(`${p.Code}:1`)}
                onMoveKey={ordering ? onMoveKey : undefined}
                onDragHandle={ordering ? onDragHandle : undefined}
              />
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
