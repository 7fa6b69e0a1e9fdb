import { TradingLimits } from '../../widgets/TradingLimits';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useT } from '../../widgets/provider';

/** /mine/limits: the deposit and loss limits a trader sets on themselves, and a break from trading (real accounts). */
export function LimitsScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('user.limits')} />
      <TradingLimits />
    </>
  );
}
