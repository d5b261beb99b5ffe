import { STATUS_CODES } from 'node:http';
import {
  ADMIN_ERROR_CODES,
  type ApiError,
  type MessageId,
  type MessageValues,
  messageText,
  type RuleErrors,
  ruleTexts,
} from '@premieres/contracts';
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
    /** A time-window limit's wait (sign-in, contact), sent as `retryAfterMinutes`. */
    readonly retryAfterMinutes?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The message ids of a rules failure (contracts' validators), sent beside the English. */
  messageId?: string;
  fieldMessageIds?: Record<string, string>;
  /** The values of the message's `{{placeholders}}`, sent as `messageValues`. */
  messageValues?: MessageValues;

  /**
   * 400 of the contracts' rules: the English texts as `fields` (the first as `message`), the ids
   * as `fieldMessageIds` (the first as `messageId`), so a browser translates by id.
   */
  static rules(
    errors: RuleErrors,
    values: MessageValues = {},
    code: string = ADMIN_ERROR_CODES.validation,
  ): AppError {
    const ids = Object.fromEntries(Object.entries(errors).filter(([, id]) => id)) as Record<string, string>;
    const fields = ruleTexts(errors, values);
    const first = Object.keys(ids)[0];
    const error = new AppError(
      400,
      first ? (fields[first] ?? '') : 'Invalid request',
      fields,
      undefined,
      code,
    );
    error.fieldMessageIds = ids;
    if (first) error.messageId = ids[first];
    return error;
  }

  /**
   * A failure worded by one of the contracts' ids: the English as `message`, the id as `messageId`
   * and the placeholders' values as `messageValues`, so a browser translates it. `field` also puts
   * it under that form field (`fields`, `fieldMessageIds`); `headers` go with the answer. No code:
   * the status gives one.
   */
  static message(
    statusCode: number,
    code: string | undefined,
    id: MessageId,
    options: { values?: MessageValues; field?: string; headers?: Record<string, string> } = {},
  ): AppError {
    const text = messageText(id, options.values);
    const fields = options.field ? { [options.field]: text } : undefined;
    const error = new AppError(statusCode, text, fields, options.headers, code);
    error.messageId = id;
    if (options.field) error.fieldMessageIds = { [options.field]: id };
    if (options.values && Object.keys(options.values).length > 0) error.messageValues = options.values;
    return error;
  }

  /**
   * 429 of a time-window limit: Retry-After in seconds, and the minutes (rounded up) in the body,
   * both as `retryAfterMinutes` and as the message's `minutes` value.
   */
  static limited(code: string, id: MessageId, remainingMs: number): AppError {
    const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
    const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
    const values = { minutes };
    const error = new AppError(
      429,
      messageText(id, values),
      undefined,
      { 'retry-after': String(seconds) },
      code,
      minutes,
    );
    error.messageId = id;
    error.messageValues = values;
    return error;
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
  retryAfterMinutes?: number,
  ids: {
    messageId?: string;
    messageValues?: MessageValues;
    fieldMessageIds?: Record<string, string>;
  } = {},
): ApiError {
  // Every error has a stable code: the route's own, else the one its status gives.
  const body: ApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: code ?? codeForStatus(statusCode),
    message,
  };
  if (retryAfterMinutes !== undefined) body.retryAfterMinutes = retryAfterMinutes;
  if (ids.messageId) body.messageId = ids.messageId;
  if (ids.messageValues && Object.keys(ids.messageValues).length > 0)
    body.messageValues = { ...ids.messageValues };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  if (ids.fieldMessageIds && Object.keys(ids.fieldMessageIds).length > 0)
    body.fieldMessageIds = ids.fieldMessageIds;
  return body;
}

/** An error body worded by a contracts message id (for answers sent without throwing). */
export function messageBody(statusCode: number, id: MessageId, code?: string): ApiError {
  return errorBody(statusCode, messageText(id), undefined, code, undefined, { messageId: id });
}

/** 400 whose message is the first field's message, so a toast shows something useful. */
export function fieldError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'Invalid request';
  // The same code as a schema failure: the client reads `fields` either way.
  return new AppError(400, first, fields, undefined, ADMIN_ERROR_CODES.validation);
}
