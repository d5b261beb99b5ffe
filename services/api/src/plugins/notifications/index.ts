import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_ERROR_CODES, NOTIFICATION_NOT_FOUND, notificationRoutes } from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { notificationModel } from '../../models/notification';
import { listenToAccountEvents } from './from-events';
import { storeNotification, toNotification } from './store';

// Paths, params and answers are the contracts' (notificationRoutes, notifications/notification-routes.ts).
const { list, unreadCount, markRead, markAllRead, remove } = notificationRoutes;
const tags = ['notifications'];
const security = [{ bearerAuth: [] }];
const notFound = () => AppError.coded(404, NOTIFICATION_ERROR_CODES.notFound, NOTIFICATION_NOT_FOUND);

/**
 * Domain plugin `notifications`: the signed-in member's notifications under /api/me/notifications.
 * They are made by account events (welcome, payments, renewals, cancellation), never by a route.
 * Every query is keyed by the caller, so another member's notification reads as absent (404).
 */
export const notificationsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Notifications = notificationModel(app.db);
  const stop = listenToAccountEvents(app.accountEvents, (draft) =>
    storeNotification(app.db, app.clock, draft),
  );
  app.addHook('onClose', async () => stop());

  const unreadOf = (userId: string) => Notifications.countDocuments({ user_id: userId, read: false });

  app.get(
    list.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'The newest notifications with the unread count',
        querystring: list.querystring,
        response: { 200: list.response, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const [docs, unread] = await Promise.all([
        Notifications.find({ user_id: userId })
          .sort({ created_at: -1, _id: -1 })
          .limit(request.query.limit)
          .lean(),
        unreadOf(userId),
      ]);
      return { items: docs.map(toNotification), unread };
    },
  );

  app.get(
    unreadCount.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'How many are unread (the header bell badge; one indexed count)',
        response: { 200: unreadCount.response, ...errorResponses(401) },
      },
    },
    async (request) => ({ unread: await unreadOf(callerOf(request).userId) }),
  );

  app.post(
    markRead.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Mark one as read (again is fine)',
        params: markRead.params,
        response: { 200: markRead.response, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const doc = await Notifications.findOneAndUpdate(
        { _id: request.params.id, user_id: userId },
        { $set: { read: true } },
        { returnDocument: 'after' },
      ).lean();
      if (!doc) throw notFound();
      return toNotification(doc);
    },
  );

  app.post(
    markAllRead.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Mark every notification as read',
        response: { 200: markAllRead.response, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const result = await Notifications.updateMany(
        { user_id: userId, read: false },
        { $set: { read: true } },
      );
      return { updated: result.modifiedCount };
    },
  );

  app.delete(
    remove.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Delete one',
        params: remove.params,
        response: { [remove.status]: remove.response, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const result = await Notifications.deleteOne({ _id: request.params.id, user_id: userId });
      if (result.deletedCount === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
