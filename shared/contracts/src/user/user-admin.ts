import { type Static, Type } from 'typebox';
import { DateTimeSchema, PagedSchema, PageQueryProperties, UserIdSchema } from '../admin/common';
import { ROLES } from './roles';

export const RoleSchema = Type.Enum(ROLES);

/** A row of the Users tab: account + profile name + role (spec §7 profiles with user_roles). */
export const UserRowSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  full_name: Type.String(),
  created_at: DateTimeSchema,
  role: RoleSchema,
  confirmed: Type.Boolean(),
});
export type UserRow = Static<typeof UserRowSchema>;

/** `q` = part of the e-mail address, any case. */
export const UserListQuerySchema = Type.Object({ ...PageQueryProperties });
export type UserListQuery = Static<typeof UserListQuerySchema>;
export const UserListSchema = PagedSchema(UserRowSchema);
export type UserList = Static<typeof UserListSchema>;

export const UserIdParamsSchema = Type.Object({ id: UserIdSchema });
export const RoleBodySchema = Type.Object({ role: RoleSchema }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBodySchema>;

/** A staff member, for the audit log's actor filter. */
export const StaffMemberSchema = Type.Object({ id: Type.String(), email: Type.String(), role: RoleSchema });
export type StaffMember = Static<typeof StaffMemberSchema>;
export const StaffListSchema = Type.Array(StaffMemberSchema);
