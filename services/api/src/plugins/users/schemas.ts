import { Type } from '@fastify/type-provider-typebox';
import { ObjectIdSchema, RoleSchema } from '../../core/schemas';

/** A row of the admin Users tab: profile + role (spec §7 profiles with nested user_roles). */
export const UserRowSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  full_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  role: RoleSchema,
  confirmed: Type.Boolean(),
});

export const UserListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
});

export const UserListSchema = Type.Object({
  items: Type.Array(UserRowSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});

export const UserIdParams = Type.Object({ id: ObjectIdSchema });

export const RoleBody = Type.Object({ role: RoleSchema });
