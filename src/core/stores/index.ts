export * from './client-stores';
export * from './session';
export * from './settings';
export * from './language';
export * from './spinner';
export * from './toast';
export { getStorage, readItem, writeItem, persistentAtom, persistentMap, jsonCodec, type Codec } from './persistent';
export * from './quotes';
export * from './orders';
