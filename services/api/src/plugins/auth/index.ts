import type { FastifyPluginAsync } from 'fastify';
import { recoveryRoutes } from './recovery-routes';
import { sessionRoutes } from './session-routes';

/** Domain plugin: accounts and sessions under /api/auth. */
export const authPlugin: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(recoveryRoutes);
};
