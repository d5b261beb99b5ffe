import {
  AUTH_ERROR_CODES,
  type AuthUser,
  DEFAULT_ROLE,
  NOT_SUBSCRIBED,
  type Role,
  type SubscriptionState,
} from '@premieres/contracts';
import type { Connection, Types } from 'mongoose';
import { subscriptionStateOf } from '../../core/entitlement';
import { AppError } from '../../core/errors';
import { profileModel } from '../../models/profile';
import { subscriptionModel } from '../../models/subscription';
import { type UserDoc, userModel } from '../../models/user';
import { userRoleModel } from '../../models/user-role';
import { type Argon2Cost, hashPassword } from './passwords';

export interface NewAccount {
  /** Already sanitised. */
  fullName: string;
  /** Already normalised (trimmed, lower-cased). */
  email: string;
  password: string;
  role?: Role;
  confirmed?: boolean;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

/**
 * User, profile and role row. Without a transaction (the embedded engine has none) a failed
 * profile or role insert removes the user again, so no half-made account stays behind.
 */
export async function createAccount(db: Connection, input: NewAccount, cost: Argon2Cost): Promise<UserDoc> {
  const passwordHash = await hashPassword(input.password, cost);
  let user: UserDoc;
  try {
    const created = await userModel(db).create({
      email: input.email,
      password_hash: passwordHash,
      confirmed: input.confirmed ?? false,
      confirmed_at: input.confirmed ? new Date() : null,
    });
    user = created.toObject();
  } catch (error) {
    if (isDuplicateKey(error)) throw AppError.message(409, AUTH_ERROR_CODES.emailTaken, 'auth.emailTaken');
    throw error;
  }
  try {
    await profileModel(db).create({ user_id: user._id, full_name: input.fullName });
    await userRoleModel(db).create({ user_id: user._id, role: input.role ?? DEFAULT_ROLE });
  } catch (error) {
    await Promise.allSettled([
      userModel(db).deleteOne({ _id: user._id }),
      profileModel(db).deleteOne({ user_id: user._id }),
      userRoleModel(db).deleteOne({ user_id: user._id }),
    ]);
    throw error;
  }
  return user;
}

export function toAuthUser(
  user: Pick<UserDoc, '_id' | 'email' | 'created_at' | 'confirmed'>,
  fullName: string,
  role: Role,
  subscription: SubscriptionState = NOT_SUBSCRIBED,
): AuthUser {
  return {
    id: user._id.toString(),
    email: user.email,
    created_at: user.created_at.toISOString(),
    full_name: fullName,
    role,
    confirmed: user.confirmed,
    subscription: { ...subscription },
  };
}

export interface LoadedAccount {
  user: AuthUser;
  sessionVersion: number;
}

/**
 * The current-user view: user + profile name + role (user when no role row exists) + the
 * subscription as it stands at `now` (the server clock).
 */
export async function loadAccount(
  db: Connection,
  userId: Types.ObjectId | string,
  now: Date,
): Promise<LoadedAccount | null> {
  const [user, profile, roleRow, subscription] = await Promise.all([
    userModel(db).findById(userId).lean(),
    profileModel(db).findOne({ user_id: userId }).lean(),
    userRoleModel(db).findOne({ user_id: userId }).lean(),
    subscriptionModel(db).findOne({ user_id: userId }).lean(),
  ]);
  if (!user) return null;
  return {
    user: toAuthUser(
      user,
      profile?.full_name ?? '',
      roleRow?.role ?? DEFAULT_ROLE,
      subscriptionStateOf(subscription, now),
    ),
    sessionVersion: user.session_version,
  };
}
