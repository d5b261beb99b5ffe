import type { FastifyRequest } from 'fastify';
import { redactDeep, redactUrl } from './redact';

/**
 * pino options for the API: spec §8 redaction on every logged object (formatters.log runs before
 * serializers). Child-logger bindings bypass formatters, so code must not bind sensitive fields
 * (Fastify binds only reqId).
 */
export function loggerOptions(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const extraFormatters = (extra.formatters as Record<string, unknown> | undefined) ?? {};
  const extraSerializers = (extra.serializers as Record<string, unknown> | undefined) ?? {};
  return {
    level: 'info',
    ...extra,
    formatters: {
      ...extraFormatters,
      log: (obj: Record<string, unknown>) => redactDeep(obj),
    },
    serializers: {
      ...extraSerializers,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
      }),
    },
  };
}
