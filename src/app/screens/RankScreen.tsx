import { useSearch } from 'wouter';
import { Rank } from '../../widgets/Rank';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /rank: the ranking; /rank?tab=follow is the copy-trading (documentary) tab showing the same list. */
export function RankScreen() {
  const t = useT();
  const follow = new URLSearchParams(useSearch()).get('tab') === 'follow';
  return (
    <>
      <ScreenHeader title={t(follow ? 'content.followTitle' : 'content.rankTitle')} />
      <Rank />
    </>
  );
}
