import { useSearch } from 'wouter';
import { Rank } from '../../widgets/Rank';
import { useT } from '../../widgets/provider';
import { ScreenHeader } from '../layout/ScreenHeader';
import { navigate } from '../hashLocation';
import { loginPathFor } from '../RouteGate';

/**
 * /rank: the ranking by profit; /rank?tab=follow is copy trading (documentary): the same traders, most consistent
 * first. On both a card opens the dialog that copies its trader (docs/trading.md "Copy trading").
 */
export function RankScreen() {
  const t = useT();
  const search = useSearch();
  const follow = new URLSearchParams(search).get('tab') === 'follow';
  return (
    <>
      <ScreenHeader title={t(follow ? 'content.followTitle' : 'content.rankTitle')} />
      <Rank order={follow ? 'winRate' : 'profit'} copyTrading onLoginRequired={() => navigate(loginPathFor(search ? `/rank?${search}` : '/rank'))} />
    </>
  );
}
