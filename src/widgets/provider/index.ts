export { PipkitProvider, type PipkitProviderProps } from './PipkitProvider';
export { PipkitContext, usePipkit, useStores } from './context';
export type { PipkitClientInput } from './useClient';
export { useT } from './useT';
