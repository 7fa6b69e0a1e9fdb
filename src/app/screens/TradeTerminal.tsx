// The desk's terminal under /trade's chart: the live account summary, then positions, pending orders and history.
// A chunk of its own (TradeScreen.tsx loads it from WIDE_MIN up only): a phone's /trade never shows it, and its code
// (9 kB compressed) would otherwise travel with the phone's screen code, which the page starts with the entry
// (docs/performance.md "`/trade`'s code with the page").
import { AccountSummary } from '../../widgets/AccountSummary';
import { Orders } from '../../widgets/Orders/Orders'; // not the folder's index, which names the detail sheet: it loads apart

export default function TradeTerminal() {
  return (
    <>
      <AccountSummary />
      <Orders initialTab={1} />
    </>
  );
}
