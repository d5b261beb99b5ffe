import { ADMIN_ERROR_CODES, type Role } from '@premieres/contracts';
import type { Connection, Types } from 'mongoose';
import { AppError } from '../../core/errors';
import { userRoleModel } from '../../models/user-role';

function lastAdmin(): AppError {
  return AppError.message(409, ADMIN_ERROR_CODES.lastAdmin, 'admin.lastAdmin', { field: 'role' });
}

/**
 * Sets a user's role in one single-document upsert (never no role row or two), refusing to leave
 * the product without an admin. The check runs before the write and again after it: two admins
 * demoting each other at the same moment both pass the first check, and the second one puts the
 * demoted admin back, so at least one admin always remains. Returns the previous role.
 */
export async function changeRole(db: Connection, userId: Types.ObjectId, role: Role): Promise<Role> {
  const Roles = userRoleModel(db);
  const previous = (await Roles.findOne({ user_id: userId }, { role: 1 }).lean())?.role ?? 'user';
  const demotesAdmin = previous === 'admin' && role !== 'admin';
  if (demotesAdmin && (await Roles.countDocuments({ role: 'admin', user_id: { $ne: userId } })) === 0) {
    throw lastAdmin();
  }
  await Roles.updateOne({ user_id: userId }, { $set: { role } }, { upsert: true });
  if (demotesAdmin && (await Roles.countDocuments({ role: 'admin' })) === 0) {
    await Roles.updateOne({ user_id: userId }, { $set: { role: 'admin' } });
    throw lastAdmin();
  }
  return previous;
}
