import type { Role } from '@premieres/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import type { ApiConfig, SeedAccount } from './config';
import { AppError } from './core/errors';
import { userModel } from './models/user';
import { userRoleModel } from './models/user-role';
import { createAccount } from './plugins/auth/accounts';

/**
 * Idempotent start-up seed: the admin of ADMIN_EMAIL (always put back to admin), and in
 * development a moderator and a member. Existing accounts keep their password.
 */
export async function seedAccounts(db: Connection, config: ApiConfig, log: FastifyBaseLogger): Promise<void> {
  const wanted: [Role, SeedAccount | null][] = [
    ['admin', config.seed.admin],
    ['moderator', config.seed.moderator],
    ['user', config.seed.member],
  ];
  for (const [role, account] of wanted) {
    if (!account) continue;
    const email = account.email.trim().toLowerCase();
    const existing = await userModel(db).findOne({ email }, { _id: 1 }).lean();
    if (!existing) {
      try {
        await createAccount(db, { ...account, email, role, confirmed: true }, config.argon2);
        log.info({ role }, 'seeded account');
      } catch (error) {
        // Another replica seeded it first.
        if (!(error instanceof AppError && error.statusCode === 409)) throw error;
      }
    } else if (role === 'admin') {
      await userRoleModel(db).updateOne(
        { user_id: existing._id },
        { $set: { role: 'admin' } },
        { upsert: true },
      );
    }
  }
}
