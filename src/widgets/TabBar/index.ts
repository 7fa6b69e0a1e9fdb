export { TabBar } from './TabBar';
export { TabBarView, TAB_KEYS, type TabKey, type TabBarViewProps } from './TabBarView';
export { useTabBar, activeTabOf } from './useTabBar';
