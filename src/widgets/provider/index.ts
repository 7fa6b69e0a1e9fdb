export { PipkitProvider, type PipkitProviderProps } from './PipkitProvider';
export { PipkitContext, usePipkit } from './context';
export type { PipkitClientInput } from './useClient';
export { useT } from './useT';
