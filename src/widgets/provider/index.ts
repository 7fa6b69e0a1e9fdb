export { PipkitProvider, type PipkitProviderProps } from './PipkitProvider';
export { PipkitContext, usePipkit } from './context';
export { useT } from './useT';
