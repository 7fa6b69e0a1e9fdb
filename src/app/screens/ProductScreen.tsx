// /product: pair search over the trade list; choosing a pair opens it on /trade.
import { setCurrentPair } from '../../core/stores/quotes';
import { QuoteList } from '../../widgets/QuoteList';
import { useT } from '../../widgets/provider';
import { navigate } from '../hashLocation';
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
          setCurrentPair(code);
          navigate('/trade');
        }}
      />
    </>
  );
}
