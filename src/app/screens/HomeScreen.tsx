// / : market list with category chips, a search entry to /product and (in the app bar) the language switch.
import { styled } from 'styled-components';
import { firstContentShown } from '../../core';
import { QuoteList } from '../../widgets/QuoteList';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { pipkit } from '../pipkit';
import { AppBar } from '../layout/AppBar';
import { useTradeListRefresh } from './useTradeListRefresh';

const SearchLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 44px;
  margin-block-end: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </svg>
  );
}

export function HomeScreen() {
  const t = useT();
  useTradeListRefresh();
  return (
    <>
      <AppBar title={t('tab.quotes')} />
      <SearchLink
        href="#/product"
        onClick={(e) => {
          e.preventDefault();
          navigate('/product');
        }}
      >
        <SearchIcon />
        {t('trade.searchPairs')}
      </SearchLink>
      {/* The rows are the screen's content: what the app held back starts once they have painted (main.tsx). */}
      <QuoteList
        refreshOnMount={false}
        onShown={firstContentShown}
        onSelectPair={(code) => {
          pipkit.stores.quotes.setCurrentPair(code);
          navigate('/trade');
        }}
      />
    </>
  );
}
