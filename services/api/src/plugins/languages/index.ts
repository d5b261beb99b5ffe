import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  LanguagePreferencesSchema,
  PlaybackLanguagesSchema,
  RecordIdSchema,
  TitleLanguageChoiceSchema,
  TitleLanguagesSchema,
  VIEWER_ERROR_CODES,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { movieModel } from '../../models/movie';
import { viewerProfileModel } from '../../models/viewer-profile';
import { catalogueScope, withinScope } from '../catalog/catalogue-scope';
import { ViewerProfileParams } from '../viewers/schemas';
import {
  type LanguageOwner,
  readPreferences,
  readTitleChoice,
  savePreferences,
  saveTitleChoice,
} from './language-store';
import { titleLanguages } from './title-languages';

const MovieParams = Type.Object({ movieId: RecordIdSchema });
const TitleParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

/**
 * Domain plugin: watching in your language. A viewer profile's preferred audio and subtitles
 * (set in the profile editor, so addressed by profile id, for the account's own profiles only),
 * the last choice per title of the acting profile (under /api/me, like resume positions), and
 * the languages of a title's ready media (detail page).
 */
export const languagesPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['languages'];

  const acting = (request: FastifyRequest): LanguageOwner => {
    if (!request.auth || !request.viewer) throw AppError.message(401, undefined, 'auth.required');
    return { db: app.db, userId: request.auth.userId, profileId: request.viewer.profileId };
  };
  /** A profile of the caller's own account; another account's reads as absent. */
  const profileOwner = async (request: FastifyRequest, id: string): Promise<LanguageOwner> => {
    if (!request.auth) throw AppError.message(401, undefined, 'auth.required');
    const { userId } = request.auth;
    if (!(await viewerProfileModel(app.db).exists({ _id: id, user_id: userId }))) {
      throw AppError.message(404, VIEWER_ERROR_CODES.notFound, 'viewer.notFound');
    }
    return { db: app.db, userId, profileId: id };
  };
  const assertVisible = async (request: FastifyRequest, movieId: string) => {
    const found = await movieModel(app.db).exists(withinScope({ _id: movieId }, catalogueScope(request)));
    if (!found) throw AppError.message(404, undefined, 'api.contentNotFound');
  };

  app.get(
    '/viewer-profiles/:id/languages',
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary: "A profile's preferred audio and subtitle languages and subtitle appearance",
        params: ViewerProfileParams,
        response: { 200: LanguagePreferencesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readPreferences(await profileOwner(request, request.params.id)),
  );

  app.put(
    '/viewer-profiles/:id/languages',
    {
      config: { access: 'user', viewer: 'manager' },
      schema: {
        tags,
        security,
        summary: "Set a profile's preferred languages (null: guess from the interface language)",
        params: ViewerProfileParams,
        body: LanguagePreferencesSchema,
        response: { 200: LanguagePreferencesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      savePreferences(await profileOwner(request, request.params.id), request.body, app.clock.now()),
  );

  app.get(
    '/me/languages/:movieId',
    {
      config: { access: 'subscriber', viewer: 'required' },
      schema: {
        tags,
        security,
        summary:
          "The acting profile's language defaults and its last choice for a title (the player's start)",
        params: MovieParams,
        response: { 200: PlaybackLanguagesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { movieId } = request.params;
      await assertVisible(request, movieId);
      const owner = acting(request);
      const [preferences, title] = await Promise.all([
        readPreferences(owner),
        readTitleChoice(owner, movieId),
      ]);
      return { preferences, title };
    },
  );

  app.put(
    '/me/languages/:movieId',
    {
      config: { access: 'subscriber', viewer: 'required' },
      schema: {
        tags,
        security,
        summary: 'Remember the audio and subtitles the acting profile chose for a title',
        params: MovieParams,
        body: TitleLanguageChoiceSchema,
        response: { 200: TitleLanguageChoiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { movieId } = request.params;
      await assertVisible(request, movieId);
      return saveTitleChoice(acting(request), movieId, request.body, app.clock.now());
    },
  );

  app.get(
    '/movies/:id/languages',
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['catalog'],
        summary: "A title's audio and subtitle languages (of its ready content; empty while none is ready)",
        params: TitleParams,
        response: { 200: TitleLanguagesSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      await assertVisible(request, request.params.id);
      return titleLanguages(app.db, request.params.id);
    },
  );
};
