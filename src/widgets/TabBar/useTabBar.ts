import { TAB_KEYS, type TabKey } from './TabBarView';

/**
 * Which tab a location belongs to, given the app's tab → path table (the widget itself knows no routes).
 * A tab path may carry a query (documentary and ranking share /rank, told apart by `tab=`): a tab matches when the
 * path is equal and every query value of the tab is present; the most specific match wins.
 */
export function activeTabOf(pathOfTab: Record<TabKey, string>, path: string, search = ''): TabKey | null {
  const params = new URLSearchParams(search);
  let best: TabKey | null = null;
  let bestScore = -1;
  for (const key of TAB_KEYS) {
    const [tabPath, tabQuery = ''] = pathOfTab[key].split('?');
    if (tabPath !== path) continue;
    const wanted = [...new URLSearchParams(tabQuery)];
    if (!wanted.every(([k, v]) => params.get(k) === v)) continue;
    if (wanted.length > bestScore) {
      best = key;
      bestScore = wanted.length;
    }
  }
  return best;
}

/** Hook form for components: memo-free because the table is tiny. */
export function useTabBar(pathOfTab: Record<TabKey, string>, path: string, search = ''): TabKey | null {
  return activeTabOf(pathOfTab, path, search);
}
