// /product: pair search over the trade list; choosing a pair opens it on /trade.
import { QuoteList } from '../../widgets/QuoteList';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
import { pipkit } from '../pipkit';
import { ScreenHeader } from '../layout/ScreenHeader';

export function ProductScreen() {
  const t = useT();
  return (
    <>
      <ScreenHeader title={t('trade.searchPairs')} />
      <QuoteList
        showCategories={false}
        showSearch
        onSelectPair={(code) => {
          pipkit.stores.quotes.setCurrentPair(code);
          navigate('/trade');
        }}
      />
    </>
  );
}
