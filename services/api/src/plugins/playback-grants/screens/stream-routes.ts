import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { StreamHeartbeatSchema, StreamParamsSchema } from '@premieres/contracts';
import { callerOf } from '../../../core/access';
import { errorResponses } from '../../../core/schemas';
import { stopStream, touchStream } from './account-streams';
import { accountStreamsModel } from './stream-model';

/**
 * The life of a stream after its grant (GET /api/playback/:movieId opens it):
 * - `POST /api/playback/streams/:streamId/heartbeat` every STREAM_HEARTBEAT_SECONDS while the player
 *   is open (subscribers: a lapsed plan stops keeping screens);
 * - `DELETE /api/playback/streams/:streamId` when it closes (any member, so closing always frees it).
 */
export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await accountStreamsModel(app.db).init();
  app.post(
    '/playback/streams/:streamId/heartbeat',
    {
      config: { access: 'subscriber' },
      schema: {
        tags: ['playback'],
        summary: 'Keeps a stream’s screen; 409 STREAM_ENDED or SCREEN_LIMIT_REACHED when it is lost',
        params: StreamParamsSchema,
        response: { 200: StreamHeartbeatSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const screens = request.entitlement?.screens;
      if (!screens) throw new Error('subscriber route without an entitlement');
      const { userId } = callerOf(request);
      const expiresAt = await touchStream(app.db, userId, request.params.streamId, screens, app.clock.now());
      return { expiresAt: expiresAt.toISOString() };
    },
  );
  app.delete(
    '/playback/streams/:streamId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['playback'],
        summary: 'Ends a stream (the player closed), freeing its screen; unknown streams too: 204',
        params: StreamParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await stopStream(app.db, callerOf(request).userId, request.params.streamId);
      return reply.code(204).send(null);
    },
  );
};
