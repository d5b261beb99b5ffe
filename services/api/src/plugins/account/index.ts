import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountProfilePatchSchema,
  AccountProfileSchema,
  AccountSettingsPatchSchema,
  AccountSettingsSchema,
  sanitizeText,
  validateFullName,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { profileModel } from '../../models/profile';
import { userModel } from '../../models/user';
import { readSettings, saveSettings } from './settings-store';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

/**
 * Domain plugin `account`: what the member sets for their own account, under /api/me.
 * Settings (switches, language, cookie choices) and the spec's `profiles` record (full name);
 * not the viewer profiles (Main, Kids), which are the `viewers` domain.
 */
export const accountPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/me/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The account's settings (defaults until first saved)",
        response: { 200: AccountSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => readSettings(app.db, callerOf(request).userId),
  );

  app.patch(
    '/me/settings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Save any subset of the settings; answers all of them',
        body: AccountSettingsPatchSchema,
        response: { 200: AccountSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => saveSettings(app.db, app.clock, callerOf(request).userId, request.body),
  );

  const profileOf = async (userId: string) => {
    const [user, profile] = await Promise.all([
      userModel(app.db).findById(userId, { email: 1, created_at: 1 }).lean(),
      profileModel(app.db).findOne({ user_id: userId }, { full_name: 1 }).lean(),
    ]);
    if (!user) throw AppError.message(401, undefined, 'auth.required');
    return {
      email: user.email,
      full_name: profile?.full_name ?? '',
      created_at: user.created_at.toISOString(),
    };
  };

  app.get(
    '/me/profile',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'E-mail, full name and member-since date',
        response: { 200: AccountProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => profileOf(callerOf(request).userId),
  );

  app.patch(
    '/me/profile',
    {
      // The account's own details: an adult profile acts (a kids profile's token is refused).
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary: "Change the full name ('Full name must be at least 2 characters')",
        body: AccountProfilePatchSchema,
        response: { 200: AccountProfileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const error = validateFullName(request.body.full_name);
      if (error) throw AppError.rules({ full_name: error });
      await profileModel(app.db).updateOne(
        { user_id: userId },
        { $set: { full_name: sanitizeText(request.body.full_name) }, $setOnInsert: { user_id: userId } },
        { upsert: true },
      );
      return profileOf(userId);
    },
  );
};
