import { STATUS_CODES } from 'node:http';
import { ADMIN_ERROR_CODES, type ApiError } from '@premieres/contracts';
import { codeForStatus } from './error-codes';

/** An expected failure with the status and the message the client shows. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
    /** Stable name of the failure (contracts' ADMIN_ERROR_CODES), sent as `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** An expected failure with a stable `code` the client can branch on. */
  static coded(statusCode: number, code: string, message: string, fields?: Record<string, string>): AppError {
    return new AppError(statusCode, message, fields, undefined, code);
  }
}

export function errorBody(
  statusCode: number,
  message: string,
  fields?: Record<string, string>,
  code?: string,
): ApiError {
  // Every error has a stable code: the route's own, else the one its status gives.
  const body: ApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: code ?? codeForStatus(statusCode),
    message,
  };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return body;
}

/** 400 whose message is the first field's message, so a toast shows something useful. */
export function fieldError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  // The same code as a schema failure: the client reads `fields` either way.
  return new AppError(400, first, fields, undefined, ADMIN_ERROR_CODES.validation);
}
