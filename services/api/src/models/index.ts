import type { Connection } from 'mongoose';
import { oneTimeTokenModel } from './one-time-token';
import { outboxModel } from './outbox';
import { profileModel } from './profile';
import { refreshFamilyModel, refreshTokenModel } from './refresh-token';
import { signInAttemptModel } from './sign-in-attempt';
import { userModel } from './user';
import { userRoleModel } from './user-role';

const accountModels = [
  userModel,
  profileModel,
  userRoleModel,
  refreshFamilyModel,
  refreshTokenModel,
  oneTimeTokenModel,
  outboxModel,
  signInAttemptModel,
];

/** Builds the indexes declared in the account schemas before the first request (unique e-mail). */
export async function initAccountModels(db: Connection): Promise<void> {
  await Promise.all(accountModels.map((model) => model(db).init()));
}
