import { TabBarView, type TabBarViewProps } from './TabBarView';

/** The tab bar has no core state: the app says which tab is active and where each one leads. */
export function TabBar(props: TabBarViewProps) {
  return <TabBarView {...props} />;
}
