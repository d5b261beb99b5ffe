import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { OWN_ROLE_CHANGE, USER_NOT_FOUND } from '../../messages';
import { userModel } from '../../models/user';
import { userRoleModel } from '../../models/user-role';
import { RoleBody, UserIdParams, UserListQuery, UserListSchema, UserRowSchema } from './schemas';
import { toUserRows } from './user-rows';

const projection = { email: 1, created_at: 1, confirmed: 1 };

/** Domain plugin: staff views of accounts under /api/users. */
export const usersPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['users'],
        summary: 'Users with profile and role, newest first (moderator or admin)',
        security: [{ bearerAuth: [] }],
        querystring: UserListQuery,
        response: { 200: UserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const Users = userModel(app.db);
      const [users, total] = await Promise.all([
        Users.find({}, projection)
          .sort({ created_at: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        Users.countDocuments({}),
      ]);
      return { items: await toUserRows(app.db, users), total, page, limit };
    },
  );

  app.put(
    '/users/:id/role',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Change a user's role (admin only; never your own)",
        security: [{ bearerAuth: [] }],
        params: UserIdParams,
        body: RoleBody,
        response: { 200: UserRowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Covers "a user cannot raise their own role" and keeps an admin from locking themselves out.
      if (request.auth?.userId === id) throw new AppError(403, OWN_ROLE_CHANGE);
      const user = await userModel(app.db).findById(id, projection).lean();
      if (!user) throw new AppError(404, USER_NOT_FOUND);
      // One single-document upsert: the user never has no role row or two of them.
      await userRoleModel(app.db).updateOne(
        { user_id: user._id },
        { $set: { role: request.body.role } },
        { upsert: true },
      );
      const [row] = await toUserRows(app.db, [user]);
      return row;
    },
  );
};
