import { useEffect, useRef, useState } from 'react';
import { type Company } from '../../core';
import { useApi } from '../internal/api/useApi';
import { createContentApi, readCompanyChoice, writeCompanyChoice } from '../../core/api/content';
import type { CompanySearchViewProps } from './CompanySearchView';

export interface CompanySearchCallbacks {
  /** After the choice is stored (cookie, 3 years). */
  onChosen?: (company: Company) => void;
  /** Search delay after typing (ms). */
  debounceMs?: number;
}

/** Searches companies by name as the user types (debounced; stale answers dropped). */
export function useCompanySearch({ onChosen, debounceMs = 250 }: CompanySearchCallbacks = {}): CompanySearchViewProps {
  const api = useApi({ content: createContentApi });
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Company[]>([]);
  const [status, setStatus] = useState<CompanySearchViewProps['status']>('loading');
  const [selectedId, setSelectedId] = useState<number | null>(() => readCompanyChoice());
  const gen = useRef(0);
  useEffect(() => {
    const g = ++gen.current;
    const timer = setTimeout(
      () => {
        api.content.company
          .search(query.trim(), { showErrorMessage: false })
          .then((list) => {
            if (g !== gen.current) return;
            setResults(Array.isArray(list) ? list : []);
            setStatus('ready');
          })
          .catch(() => g === gen.current && setStatus('error'));
      },
      query ? debounceMs : 0,
    );
    return () => clearTimeout(timer);
  }, [api, query, debounceMs]);
  return {
    query,
    results,
    status,
    selectedId,
    onQueryChange: setQuery,
    onSelect: (c) => {
      writeCompanyChoice(c.id);
      setSelectedId(c.id);
      onChosen?.(c);
    },
  };
}
