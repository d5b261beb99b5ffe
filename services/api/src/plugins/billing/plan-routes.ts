import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PLANS, PlanListSchema } from '@premieres/contracts';

/** `GET /api/plans`: the plans of spec §9, public (they sell the service). */
export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/plans',
    {
      config: { access: 'anon' },
      schema: {
        tags: ['billing'],
        summary: 'The plans: price in rupees, quality cap, screens, downloads, features',
        response: { 200: PlanListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return [...PLANS];
    },
  );
};
