// What the app says over every screen, fetched when the browser is idle after the first one (App.tsx): the connection
// banner, the new-version notice, the price alerts that fire and what copy trading tells (a trade not copied, a copy
// ended). None has anything to say before that: a banner needs a connection that was up, and an alert that fired
// before the feed mounts is told when it subscribes, from the cursor the last visit kept (docs/trading.md "Price
// alerts"; only a browser's very first visit has no cursor).
import { ConnectionStatus } from '../widgets/ConnectionStatus';
import { PriceAlertFeed } from '../widgets/PriceAlerts/usePriceAlertFeed';
import { CopyTradingFeed } from '../widgets/Rank/CopyTradingFeed';
import { UpdateNotice } from './update/UpdateNotice';

export function AppNotices() {
  return (
    <>
      <ConnectionStatus />
      <UpdateNotice />
      <PriceAlertFeed />
      <CopyTradingFeed />
    </>
  );
}
