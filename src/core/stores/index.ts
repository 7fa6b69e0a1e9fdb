export * from './session';
export * from './settings';
export * from './language';
export * from './spinner';
export * from './toast';
export * from './basicInfo';
export * from './balance';
export { getStorage, readItem, writeItem, persistentAtom, persistentMap, jsonCodec, type Codec } from './persistent';
