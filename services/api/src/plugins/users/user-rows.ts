import { DEFAULT_ROLE, type Role } from '@premieres/contracts';
import type { Connection, Types } from 'mongoose';
import { profileModel } from '../../models/profile';
import type { UserDoc } from '../../models/user';
import { userRoleModel } from '../../models/user-role';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  created_at: string;
  role: Role;
  confirmed: boolean;
}

/** Joins profiles and roles onto users with two $in queries (no $lookup: the engine need not have it). */
export async function toUserRows(
  db: Connection,
  users: Pick<UserDoc, '_id' | 'email' | 'created_at' | 'confirmed'>[],
): Promise<UserRow[]> {
  const ids: Types.ObjectId[] = users.map((u) => u._id);
  const [profiles, roles] = await Promise.all([
    profileModel(db)
      .find({ user_id: { $in: ids } }, { user_id: 1, full_name: 1 })
      .lean(),
    userRoleModel(db)
      .find({ user_id: { $in: ids } }, { user_id: 1, role: 1 })
      .lean(),
  ]);
  const names = new Map(profiles.map((p) => [p.user_id.toString(), p.full_name]));
  const roleOf = new Map(roles.map((r) => [r.user_id.toString(), r.role]));
  return users.map((u) => ({
    id: u._id.toString(),
    email: u.email,
    full_name: names.get(u._id.toString()) ?? '',
    created_at: u.created_at.toISOString(),
    role: roleOf.get(u._id.toString()) ?? DEFAULT_ROLE,
    confirmed: u.confirmed,
  }));
}
