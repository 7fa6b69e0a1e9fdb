export declare const CODE_SUCCESS = 1;
export declare const CODE_SESSION_EXPIRED = 999;
/** Our own codes for failures without a server envelope. */
export declare const CODE_TRANSPORT = -1;
export declare const CODE_ABORTED = -2;
export declare const CODE_BAD_RESPONSE = -3;
export declare class ApiError<T = unknown> extends Error {
    readonly code: number;
    readonly msg: string;
    readonly data: T;
    /** HTTP status when the failure came from the transport (0 when there was no response). */
    readonly status?: number;
    constructor(code: number, msg: string, data: T, status?: number);
    get aborted(): boolean;
}
export declare function isApiError(err: unknown): err is ApiError;
