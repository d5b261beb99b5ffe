import { type ApiError, isApiError } from '@premieres/contracts';
import { isHTTPError, isTimeoutError } from 'ky';

/** Every failed API call rejects with this: the API's `{statusCode, error, code, message, fields}`. */
export class ApiRequestError extends Error implements ApiError {
  readonly statusCode: number;
  readonly error: string;
  /** The API's stable error code (e.g. 'CATEGORY_NAME_TAKEN'), which the browser translates. */
  readonly code?: string;
  /** The contracts' message id of `message`, when it is one: translate by it. */
  readonly messageId?: string;
  /** The values of `messageId`'s placeholders (e.g. minutes to wait). */
  readonly messageValues?: Readonly<Record<string, string | number>>;
  readonly fields?: Record<string, string>;
  /** `fields` as the contracts' message ids (a rules failure). */
  readonly fieldMessageIds?: Record<string, string>;
  /** On a 429 of a time-window limit (sign-in, contact): minutes to wait, rounded up. */
  readonly retryAfterMinutes?: number;

  constructor(body: ApiError, options?: { cause?: unknown }) {
    super(body.message, options);
    this.name = 'ApiRequestError';
    this.statusCode = body.statusCode;
    this.error = body.error;
    const code = (body as { code?: unknown }).code;
    if (typeof code === 'string') this.code = code;
    if (typeof body.messageId === 'string') this.messageId = body.messageId;
    if (body.messageValues && typeof body.messageValues === 'object') this.messageValues = body.messageValues;
    if (body.fields) this.fields = body.fields;
    if (body.fieldMessageIds) this.fieldMessageIds = body.fieldMessageIds;
    if (typeof body.retryAfterMinutes === 'number') this.retryAfterMinutes = body.retryAfterMinutes;
  }

  /** 0 when no response arrived (offline, timeout, server down). */
  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}

/** Maps whatever ky threw to an ApiRequestError. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    const data: unknown = error.data;
    if (isApiError(data)) return new ApiRequestError(data, { cause: error });
    const message = typeof data === 'string' && data.length > 0 && data.length < 300 ? data : statusText;
    return new ApiRequestError(
      { statusCode: status, error: statusText || 'Error', message: message || `HTTP ${status}` },
      { cause: error },
    );
  }
  if (isTimeoutError(error)) {
    return new ApiRequestError(
      { statusCode: 0, error: 'Timeout', message: 'The request timed out' },
      { cause: error },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiRequestError({ statusCode: 0, error: 'Network Error', message }, { cause: error });
}
