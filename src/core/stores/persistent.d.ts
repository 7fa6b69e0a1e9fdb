import { type WritableAtom, type MapStore } from 'nanostores';
export declare function getStorage(): Storage | undefined;
export declare function readItem(key: string): string | null;
export declare function writeItem(key: string, value: string | null): void;
export interface Codec<T> {
    decode(raw: string): T;
    encode(value: T): string;
}
export declare function jsonCodec<T>(): Codec<T>;
export declare function persistentAtom<T>(key: string, initial: T, codec?: Codec<T>): WritableAtom<T>;
export declare function persistentMap<T extends object>(key: string, initial: T): MapStore<T>;
