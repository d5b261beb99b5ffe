/**
 * Every error answer carries a stable `code` (the browser branches and translates on it). Routes
 * name specific ones (contracts' ADMIN_ERROR_CODES, ...); otherwise the status gives the code, and
 * Fastify's own refusals of malformed requests get theirs here.
 */
const BY_STATUS: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  500: 'UNEXPECTED_ERROR',
  503: 'UNAVAILABLE',
};

export function codeForStatus(status: number): string {
  return BY_STATUS[status] ?? (status >= 500 ? 'UNEXPECTED_ERROR' : 'INVALID_REQUEST');
}

// Fastify (and plugin) error codes of bad input → ours. Unknown ones fall back to the status.
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PROTO_VIOLATION: 'FORBIDDEN_KEY',
};

/** The stable code of a client error Fastify or a plugin raised. */
export function codeForFastifyError(error: { code?: string; message?: string }, status: number): string {
  if (error.code && FASTIFY_CODES[error.code]) return FASTIFY_CODES[error.code] as string;
  // secure-json-parse refuses __proto__ / constructor.prototype with a plain SyntaxError.
  if (/forbidden prototype property/i.test(error.message ?? '')) return 'FORBIDDEN_KEY';
  if (error.message && /JSON/.test(error.message) && status === 400) return 'MALFORMED_JSON';
  return codeForStatus(status);
}
