/**
 * Every API error body: `{statusCode, error, code?, messageId?, messageValues?, message, fields?, fieldMessageIds?}`; `fields` maps a form field
 * to its message; `code` is a stable name for the failure (admin routes: ADMIN_ERROR_CODES).
 */
export interface ApiError {
  statusCode: number;
  error: string;
  code?: string;
  /** The contracts' message id of `message` when it is one (see MESSAGES). */
  messageId?: string;
  /** The values of the message's `{{placeholders}}` (e.g. `{minutes: 3}`): translate with them. */
  messageValues?: Readonly<Record<string, string | number>>;
  message: string;
  fields?: Record<string, string>;
  /** `fields` as message ids, for a browser to translate (a rules failure). */
  fieldMessageIds?: Record<string, string>;
  /** On a 429 of a time-window limit (sign-in, contact): minutes to wait, rounded up. */
  retryAfterMinutes?: number;
}

/** A page of a list endpoint, e.g. `GET /api/movies`. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Field name → message; an empty object means valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.statusCode === 'number' && typeof v.error === 'string' && typeof v.message === 'string';
}
