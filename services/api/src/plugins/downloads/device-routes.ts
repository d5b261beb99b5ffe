import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  DOWNLOAD_ERROR_CODES,
  DownloadDeviceParamsSchema,
  DownloadDevicesSchema,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { activeEntitlement } from '../../core/entitlement';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { downloadDeviceModel } from '../../models/download-device';
import { downloadLicenceModel } from '../../models/download-licence';
import { removeDevice } from './devices';
import { downloadDevicesOf } from './download-plan';

/**
 * Account settings' download devices: any member may list and remove theirs (a lapsed subscriber
 * too); removing one revokes its licences. A kids profile may not remove devices.
 */
export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/downloads/devices',
    {
      config: { access: 'user' },
      schema: {
        tags: ['downloads'],
        summary:
          'The account’s devices holding downloads (name, last seen, live downloads) and the plan’s limit',
        response: { 200: DownloadDevicesSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const now = app.clock.now();
      const [devices, licences, entitlement] = await Promise.all([
        downloadDeviceModel(app.db).find({ user_id: userId }).sort({ created_at: 1 }).lean(),
        downloadLicenceModel(app.db)
          .find({ user_id: userId, revoked_at: null, expires_at: { $gt: now } }, { device_id: 1 })
          .lean(),
        activeEntitlement(app.db, userId, now),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        devices: devices.map((d) => ({
          id: d.device_id,
          name: d.name,
          lastSeenAt: d.last_seen_at.toISOString(),
          licences: licences.filter((l) => l.device_id === d.device_id).length,
        })),
        limit: downloadDevicesOf(entitlement),
      };
    },
  );

  app.delete(
    '/downloads/devices/:id',
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags: ['downloads'],
        summary: 'Removes a download device and revokes its licences (its place is free for another device)',
        params: DownloadDeviceParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await removeDevice(
        app.db,
        callerOf(request).userId,
        request.params.id,
        app.clock.now(),
      );
      if (!removed)
        throw AppError.message(404, DOWNLOAD_ERROR_CODES.deviceNotFound, 'download.deviceNotFound');
      return reply.code(204).send(null);
    },
  );
};
