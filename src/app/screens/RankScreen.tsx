import { useSearch } from 'wouter';
import { Rank } from '../../widgets/Rank';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';

/** /rank: the ranking by profit; /rank?tab=follow is copy trading (documentary): the same traders, most consistent first. */
export function RankScreen() {
  const t = useT();
  const follow = new URLSearchParams(useSearch()).get('tab') === 'follow';
  return (
    <>
      <ScreenHeader title={t(follow ? 'content.followTitle' : 'content.rankTitle')} />
      <Rank order={follow ? 'winRate' : 'profit'} />
    </>
  );
}
