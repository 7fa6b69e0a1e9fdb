import type { Lang } from '../types';
export type Dictionary = Record<string, unknown>;
type Loader = () => Promise<{
    default: Dictionary;
} | Dictionary>;
export declare const DICTIONARY_LOADERS: Record<Lang, Loader>;
export {};
