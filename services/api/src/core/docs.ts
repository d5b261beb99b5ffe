import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { declareAccessDuring } from './access';

/** OpenAPI document of every API route; register before the routes (it collects them). */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      info: {
        title: 'premieres API',
        version: '0.1.0',
        description: 'Accounts, catalogue, lists and media.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
}

/** The docs UI (and /json, /yaml): public, so it declares its routes anonymous. */
export const docsUiPlugin: FastifyPluginAsync = async (scope) => {
  await declareAccessDuring(scope, 'anon', () =>
    scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true }),
  );
};
