import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ERROR_CODES,
  RoleBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListSchema,
  UserRowSchema,
} from '@premieres/contracts';
import { recordAudit } from '../../audit/audit-log';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { escapeRegex } from '../../db/escape-regex';
import { userModel } from '../../models/user';
import { changeRole } from './role-change';
import { toUserRows } from './user-rows';

const projection = { email: 1, created_at: 1, confirmed: 1 };

/** Domain plugin: accounts and roles under /api/users (the admin panel's Users tab: admins only). */
export const usersPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Users with profile and role, newest first; q = part of the e-mail (admin only)',
        security: [{ bearerAuth: [] }],
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      const term = q?.trim().toLowerCase();
      // Addresses are stored lower-cased, so a plain contains-match is case-insensitive.
      const filter = term ? { email: { $regex: escapeRegex(term) } } : {};
      const Users = userModel(app.db);
      const [users, total] = await Promise.all([
        Users.find(filter, projection)
          .sort({ created_at: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        Users.countDocuments(filter),
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
        summary: "Change a user's role (admin only; never your own; never the last admin)",
        security: [{ bearerAuth: [] }],
        params: UserIdParamsSchema,
        body: RoleBodySchema,
        response: { 200: UserRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = callerOf(request);
      // Covers "a user cannot raise their own role" and keeps an admin from locking themselves out.
      if (actor.userId === id)
        throw AppError.message(403, ADMIN_ERROR_CODES.ownRoleChange, 'admin.ownRoleChange');
      const user = await userModel(app.db).findById(id, projection).lean();
      if (!user) throw AppError.message(404, ADMIN_ERROR_CODES.userNotFound, 'admin.userNotFound');
      const previous = await changeRole(app.db, user._id, request.body.role);
      await recordAudit(app.db, actor, {
        action: 'user.role',
        target_type: 'user',
        target_id: id,
        before: { role: previous },
        after: { role: request.body.role },
      });
      const [row] = await toUserRows(app.db, [user]);
      return row;
    },
  );
};
