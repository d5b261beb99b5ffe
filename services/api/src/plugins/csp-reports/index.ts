import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../core/schemas';

/** Reports one address may send per minute: a page that breaks the policy reports once per block. */
export const CSP_REPORTS_PER_MINUTE = 120;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** A browser's `report-uri` body (application/csp-report); fields beyond these are allowed and ignored. */
const CspReportSchema = Type.Object({
  'csp-report': Type.Object(
    {
      // Every browser sends these two; a body without them is not a report.
      'document-uri': Type.String({ maxLength: 2048 }),
      'blocked-uri': Type.String({ maxLength: 2048 }),
      'violated-directive': text(200),
      'effective-directive': text(200),
      'source-file': text(2048),
      'line-number': Type.Optional(Type.Integer({ minimum: 0 })),
      disposition: text(20),
    },
    { additionalProperties: true },
  ),
});

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * Domain plugin: Content-Security-Policy violation reports. Pages name this route in their policy
 * (services/gateway/src/security-headers.ts); each report is checked and logged for the team, so a
 * blocked script shows up in the logs rather than only in a visitor's console.
 */
export const cspReportsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        const error = Object.assign(new Error('The report is not JSON'), { statusCode: 400 });
        done(error, undefined);
      }
    },
  );
  app.post(
    '/csp-reports',
    {
      config: { access: 'anon', rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'A browser’s Content-Security-Policy violation report; anyone, rate-limited',
        body: CspReportSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const report = request.body['csp-report'];
      request.log.warn(
        {
          page: report['document-uri'],
          blocked: report['blocked-uri'],
          directive: report['effective-directive'] ?? report['violated-directive'],
          source: report['source-file'],
        },
        'content security policy violation',
      );
      return reply.code(204).send(null);
    },
  );
};
