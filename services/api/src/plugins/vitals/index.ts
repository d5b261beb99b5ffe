import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { WebVitalsReportSchema, WebVitalsSummarySchema } from '@premieres/contracts';
import { errorResponses } from '../../core/schemas';
import { webVitalModel } from '../../models/web-vital';
import { computeWebVitals } from './percentiles';

/**
 * Reports one address may send per minute. A tab sends one per hide, but many members share an
 * address (mobile carriers' NAT, offices), so the limit only stops a flood.
 */
export const REPORTS_PER_MINUTE = 240;

/**
 * Domain plugin: field data. Any visitor's browser reports its page view's LCP, INP and CLS
 * (sendBeacon: no token, no cookies needed); staff read the 75th percentile per route.
 */
export const vitalsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Vitals = webVitalModel(app.db);

  app.post(
    '/vitals',
    {
      config: { access: 'anon', rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary:
          "Stores a page view's Core Web Vitals (route pattern, metric, value, release); anyone, rate-limited",
        body: WebVitalsReportSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const at = app.clock.now();
      // One write; a metric reported again for the same page view keeps its latest value.
      await Vitals.bulkWrite(
        request.body.samples.map(({ id, route, metric, value, release }) => ({
          updateOne: {
            filter: { sample_id: id, metric },
            update: { $set: { route, value, release: release ?? null, at } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/analytics/vitals',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary:
          "Field data: the 75th percentile of LCP, INP and CLS per route, and per route and release (a release more than 10 % worse in p75 LCP than the route's previous one is flagged)",
        security: [{ bearerAuth: [] }],
        response: { 200: WebVitalsSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async () => computeWebVitals(app.db, app.clock.now()),
  );
};
