import { CompanySearchView } from './CompanySearchView';
import { useCompanySearch, type CompanySearchCallbacks } from './useCompanySearch';

/** The bound company search of main mode. */
export function CompanySearch(props: CompanySearchCallbacks) {
  return <CompanySearchView {...useCompanySearch(props)} />;
}
