import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CompanySearch } from '../../widgets/Company';
import { useT } from '../../widgets/provider';
import { pipkit } from '../pipkit';
import { $serviceMode, checkServiceMode, isMainMode } from '../serviceMode';
import { ScreenHeader } from '../layout/ScreenHeader';
import { ProductScreen } from './ProductScreen';

/** /product: in main mode (getCompanyStatus type 0) the search looks for companies; otherwise the pair search. */
export function ProductRouter() {
  const t = useT();
  const mode = useStore($serviceMode);
  useEffect(() => {
    if (!$serviceMode.get()) void checkServiceMode(pipkit);
  }, []);
  // Until the mode is known nothing is shown, so main mode never flashes the pair list.
  if (!mode) return null;
  if (!isMainMode(mode)) return <ProductScreen />;
  return (
    <>
      <ScreenHeader title={t('content.companySearchTitle')} />
      <CompanySearch />
    </>
  );
}
