import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deviceRoutes } from './device-routes';
import { licenceRoutes } from './licence-routes';
import { optionsRoute } from './options-route';

/**
 * Domain plugin: downloads for offline viewing (issue 27). A download is a licence for one device
 * of the account (the plan's device limit: Basic none, Standard 2, Premium 6) holding the key of
 * an AES-128 HLS package of one rung within the plan's cap. The package's files are served under
 * /media by `downloadFilesRoute` (registered as its own domain entry with the media prefix).
 */
export const downloadsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(optionsRoute);
  await app.register(licenceRoutes);
  await app.register(deviceRoutes);
};
