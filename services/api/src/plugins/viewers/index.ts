import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  defaultCeiling,
  sanitizeViewerName,
  VIEWER_ERROR_CODES,
  VIEWER_PROFILE_LIMIT,
  viewerPinLock,
  viewerRoutes,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { codeForStatus } from '../../core/error-codes';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { signViewerToken } from '../../core/viewer';
import { escapeRegex } from '../../db/escape-regex';
import { episodeProgressModel } from '../../models/episode-progress';
import { recentSearchModel } from '../../models/recent-search';
import { ensureMainProfile, type ViewerProfileDoc, viewerProfileModel } from '../../models/viewer-profile';
import { watchListItemModel } from '../../models/watch-list';
import { watchProgressModel } from '../../models/watch-progress';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { clearWrongPins, pinLockState, recordWrongPin } from './pin-lock';

function toViewerProfile(doc: ViewerProfileDoc) {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    avatar: doc.avatar,
    kids: doc.kids,
    ceiling: doc.ceiling,
    hasPin: doc.pin_hash !== null,
    isMain: doc.is_main,
  };
}

/**
 * Domain plugin `viewers`: the viewer profiles of the signed-in account (named so to stay apart
 * from the spec's `profiles`, the account details). Listing and choosing need only the account;
 * creating, editing and deleting need an adult profile acting ('manager', see core/viewer.ts).
 * Every query is keyed by the caller's account, so another account's profile reads as absent.
 */
export const viewersPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Profiles = viewerProfileModel(app.db);

  const userIdOf = (request: FastifyRequest): string => {
    if (!request.auth) throw AppError.message(401, undefined, 'auth.required');
    return request.auth.userId;
  };
  const ownProfile = async (request: FastifyRequest, id: string) => {
    const doc = await Profiles.findOne({ _id: id, user_id: userIdOf(request) }).lean();
    if (!doc) throw AppError.message(404, VIEWER_ERROR_CODES.notFound, 'viewer.notFound');
    return doc;
  };
  const assertNameFree = async (userId: string, name: string, exceptId?: string) => {
    // A name of only invisible or bidi characters is no name once cleaned.
    if (!sanitizeViewerName(name))
      throw AppError.rules({ name: 'profile.nameRequired' }, {}, codeForStatus(400));
    const clash = await Profiles.exists({
      user_id: userId,
      name: { $regex: `^${escapeRegex(sanitizeViewerName(name))}$`, $options: 'i' },
      ...(exceptId ? { _id: { $ne: exceptId } } : {}),
    });
    if (clash) throw AppError.message(409, VIEWER_ERROR_CODES.nameTaken, 'viewer.nameTaken');
  };
  const tags = ['viewers'];
  const security = [{ bearerAuth: [] }];
  // Paths, params, bodies and answers are the contracts' (viewerRoutes, profile/viewer-routes.ts).
  const { list, create, update, remove, select } = viewerRoutes;

  app.get(
    list.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The account's viewer profiles, main first (the 'Who's watching?' choice)",
        response: { 200: list.response, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await ensureMainProfile(app.db, userId);
      const docs = await Profiles.find({ user_id: userId }).sort({ created_at: 1, _id: 1 }).lean();
      return { items: docs.map(toViewerProfile) };
    },
  );

  app.post(
    create.path,
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary: `Create a viewer profile (at most ${VIEWER_PROFILE_LIMIT} per account)`,
        body: create.body,
        response: { [create.status]: create.response, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { name, avatar, kids, ceiling } = request.body;
      if ((await Profiles.countDocuments({ user_id: userId })) >= VIEWER_PROFILE_LIMIT) {
        throw AppError.message(409, VIEWER_ERROR_CODES.limit, 'viewer.limitReached', {
          values: { max: VIEWER_PROFILE_LIMIT },
        });
      }
      await assertNameFree(userId, name);
      const doc = await Profiles.create({
        user_id: userId,
        name: sanitizeViewerName(name),
        avatar,
        kids,
        ceiling: ceiling ?? defaultCeiling(kids),
      });
      return reply.code(201).send(toViewerProfile(doc.toObject()));
    },
  );

  app.patch(
    update.path,
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary: 'Rename a profile, change its avatar, kids flag or ceiling, set or clear its PIN',
        params: update.params,
        body: update.body,
        response: { 200: update.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const profile = await ownProfile(request, request.params.id);
      const { name, avatar, kids, ceiling, pin } = request.body;
      if (kids && profile.is_main) {
        throw AppError.message(400, VIEWER_ERROR_CODES.mainNotKids, 'viewer.mainNotKids');
      }
      const set: Partial<ViewerProfileDoc> = {};
      if (name !== undefined) {
        await assertNameFree(profile.user_id.toHexString(), name, request.params.id);
        set.name = sanitizeViewerName(name);
      }
      if (avatar !== undefined) set.avatar = avatar;
      if (kids !== undefined) set.kids = kids;
      if (ceiling !== undefined) set.ceiling = ceiling;
      else if (kids === true && !profile.kids) set.ceiling = defaultCeiling(true);
      if (pin !== undefined) {
        set.pin_hash = pin === null ? null : await hashPassword(pin, app.apiConfig.argon2);
        set.pin_failures = [];
      }
      const doc = await Profiles.findOneAndUpdate(
        { _id: profile._id },
        { $set: set },
        { returnDocument: 'after' },
      ).lean();
      if (!doc) throw AppError.message(404, VIEWER_ERROR_CODES.notFound, 'viewer.notFound');
      return toViewerProfile(doc);
    },
  );

  app.delete(
    remove.path,
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary:
          'Delete a profile, its lists, positions and recent searches (never the main one, so never the last)',
        params: remove.params,
        response: { [remove.status]: remove.response, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const profile = await ownProfile(request, request.params.id);
      if (profile.is_main)
        throw AppError.message(409, VIEWER_ERROR_CODES.mainUndeletable, 'viewer.mainUndeletable');
      await watchListItemModel(app.db).deleteMany({ viewer_profile_id: profile._id });
      await watchProgressModel(app.db).deleteMany({ viewer_profile_id: profile._id });
      await episodeProgressModel(app.db).deleteMany({ viewer_profile_id: profile._id });
      await recentSearchModel(app.db).deleteMany({ viewer_profile_id: profile._id });
      await Profiles.deleteOne({ _id: profile._id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    select.path,
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Choose who is watching: answers the profile token to send as x-viewer-profile',
        params: select.params,
        body: select.body,
        response: { 200: select.response, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const profile = await ownProfile(request, request.params.id);
      if (profile.pin_hash) {
        const now = Date.now();
        const locked = pinLockState(profile.pin_failures ?? [], now);
        if (locked.locked) throw pinLockedError(locked.remainingMinutes, locked.remainingMs);
        const pin = request.body?.pin;
        if (!pin) throw AppError.message(403, VIEWER_ERROR_CODES.pinRequired, 'viewer.pinRequired');
        if (!(await verifyPassword(profile.pin_hash, pin))) {
          const state = await recordWrongPin(app.db, profile._id, now);
          if (state.locked) throw pinLockedError(state.remainingMinutes, state.remainingMs);
          throw AppError.message(403, VIEWER_ERROR_CODES.pinWrong, 'viewer.pinWrong');
        }
        if ((profile.pin_failures ?? []).length > 0) await clearWrongPins(app.db, profile._id);
      }
      return {
        profile: toViewerProfile(profile),
        token: signViewerToken(app, profile.user_id.toHexString(), profile._id.toHexString()),
      };
    },
  );
};

function pinLockedError(minutes: number, ms: number): AppError {
  const { id, values } = viewerPinLock(minutes);
  return AppError.message(429, VIEWER_ERROR_CODES.pinLocked, id, {
    values,
    headers: { 'retry-after': String(Math.ceil(ms / 1000)) },
  });
}
