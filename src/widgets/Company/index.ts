export { CompanySearch } from './CompanySearch';
export { CompanySearchView, type CompanySearchViewProps } from './CompanySearchView';
export { useCompanySearch, type CompanySearchCallbacks } from './useCompanySearch';
