import {
  ADMIN_ERROR_CODES,
  CONFIRM_PASSWORD_REQUIRED,
  EMAIL_REQUIRED,
  FULL_NAME_TOO_SHORT,
  PASSWORD_REQUIRED,
  UNKNOWN_FIELD,
} from '@premieres/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { databaseUnavailable, isDatabaseUnreachable } from '../db/unavailable';
import { INVALID_REQUEST } from '../messages';
import { codeForFastifyError } from './error-codes';
import { AppError, errorBody, messageBody } from './errors';

// A missing field gets the spec's message where the spec has one.
const REQUIRED_MESSAGES: Record<string, string> = {
  email: EMAIL_REQUIRED,
  password: PASSWORD_REQUIRED,
  fullName: FULL_NAME_TOO_SHORT,
  confirmPassword: CONFIRM_PASSWORD_REQUIRED,
};

function fieldOf(error: FastifySchemaValidationError): string {
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    return error.params.missingProperty;
  }
  if (error.keyword === 'additionalProperties' && typeof error.params.additionalProperty === 'string') {
    return error.params.additionalProperty;
  }
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
}

function messageOf(field: string, error: FastifySchemaValidationError): string {
  if (error.keyword === 'required') return REQUIRED_MESSAGES[field] ?? `${field} is required`;
  if (error.keyword === 'additionalProperties') return UNKNOWN_FIELD(field);
  return `${field} ${error.message ?? 'is invalid'}`;
}

/** Schema failures → 400 with one message per field. */
export function validationFields(errors: FastifySchemaValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOf(e);
    fields[field] ??= messageOf(field, e);
  }
  return fields;
}

function isMongoDuplicate(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

/** The one error handler of the API scope: every failure leaves as `{statusCode, error, message, fields?}`. */
export function installErrorHandler(api: FastifyInstance): void {
  api.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(
          errorBody(
            error.statusCode,
            error.message,
            error.fields,
            error.code,
            error.retryAfterMinutes,
            error,
          ),
        );
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const fields = validationFields(fe.validation);
      const unknownField = fe.validation.some((e) => e.keyword === 'additionalProperties');
      const code = unknownField ? ADMIN_ERROR_CODES.unknownField : ADMIN_ERROR_CODES.validation;
      return reply.code(400).send(errorBody(400, Object.values(fields)[0] ?? INVALID_REQUEST, fields, code));
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      const unavailable = databaseUnavailable();
      if (unavailable.headers) reply.headers(unavailable.headers);
      return reply
        .code(503)
        .send(errorBody(503, unavailable.message, undefined, unavailable.code, undefined, unavailable));
    }
    if (error.name === 'CastError' || error.name === 'ValidationError') {
      return reply.code(400).send(messageBody(400, 'api.invalidRequest'));
    }
    if (isMongoDuplicate(error)) return reply.code(409).send(messageBody(409, 'api.alreadyExists'));
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, rate limit.
      return reply
        .code(status)
        .send(errorBody(status, fe.message || INVALID_REQUEST, undefined, codeForFastifyError(fe, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(messageBody(500, 'api.unexpected'));
  });
}

/**
 * JSON 404 for unknown paths under the scope's prefix. The catch-all route matters when a host adds
 * a root wildcard (the gateway's static files): without it `/api/typo` would reach that wildcard.
 * OPTIONS is left to the CORS preflight route.
 */
export function installNotFoundHandler(scope: FastifyInstance): void {
  const notFound = (_request: unknown, reply: FastifyReply) =>
    reply.code(404).send(messageBody(404, 'api.routeNotFound'));
  scope.setNotFoundHandler(notFound);
  scope.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { access: 'anon', withoutDatabase: true },
    schema: { hide: true },
    handler: notFound,
  });
}

/**
 * The standalone server owns `/`: any path outside the API's prefixes (`/x`, or `/media/../x`
 * once normalised) answers the same JSON 404. The gateway sets its own (static files, SPA).
 */
export function installRootNotFoundHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(messageBody(404, 'api.routeNotFound')));
}
