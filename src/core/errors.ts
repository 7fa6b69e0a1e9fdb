// The error every failed API call rejects with, whether the server answered with a code or the transport failed.

export const CODE_SUCCESS = 1;
export const CODE_SESSION_EXPIRED = 999;
/** Our own codes for failures without a server envelope. */
export const CODE_TRANSPORT = -1;
export const CODE_ABORTED = -2;
export const CODE_BAD_RESPONSE = -3;

export class ApiError<T = unknown> extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: T;
  /** HTTP status when the failure came from the transport (0 when there was no response). */
  readonly status?: number;

  constructor(code: number, msg: string, data: T, status?: number) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.msg = msg;
    this.data = data;
    this.status = status;
  }

  get aborted(): boolean {
    return this.code === CODE_ABORTED;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}
