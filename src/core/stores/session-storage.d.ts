export declare function readSession<T>(key: string, fallback: T): T;
export declare function writeSession(key: string, value: unknown): void;
