import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  becauseYouWatchedSchema,
  MovieDisplaySchema,
  TOP_CERTIFICATION,
  TOP_TEN_WINDOW_HOURS,
  TopTenStatsSchema,
  topTenSchema,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { catalogueScope, scopeForCeiling } from '../catalog/catalogue-scope';
import { becauseYouWatched } from './because-you-watched';
import { TopTenAnswers } from './top-ten';
import { topTenBoard } from './top-ten-board';

const security = [{ bearerAuth: [] }];

/**
 * Domain plugin: rows that learn from what members watch. "Top 10 in India today" (public, like
 * the catalogue: within the acting profile's ceiling) from the last day's plays past two minutes,
 * one per profile per title; "Because you watched {title}" per profile; the same Top 10 with its
 * play counts for staff. Plays are counted by the playback-grants plugin (count-play.ts).
 */
export const rowsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const board = topTenBoard(app.db, app.clock);
  const answers = new TopTenAnswers(app.db, app.clock);
  const unsubscribe = app.catalogueChanges.subscribe(() => answers.clear());
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    '/rows/top-ten',
    {
      config: { access: 'anon', viewer: 'optional' },
      schema: {
        tags: ['rows'],
        summary: `Top 10 today: the titles most played past two minutes in the last ${TOP_TEN_WINDOW_HOURS} hours (one play per profile per title), within the profile's ceiling`,
        response: { 200: topTenSchema(MovieDisplaySchema) },
      },
    },
    async (request) => {
      const titles = await answers.titles(await board.current(), catalogueScope(request));
      return { items: titles.map(({ rank, movie }) => ({ rank, movie })) };
    },
  );

  app.get(
    '/me/because-you-watched',
    {
      config: { access: 'subscriber', viewer: 'required' },
      schema: {
        tags: ['rows'],
        security,
        summary:
          'Titles sharing director, cast or genre with what the acting profile finished or watched most, minus what it finished',
        response: { 200: becauseYouWatchedSchema(MovieDisplaySchema), ...errorResponses(401, 403) },
      },
    },
    async (request: FastifyRequest) => {
      if (!request.viewer) throw AppError.message(401, undefined, 'auth.required');
      return becauseYouWatched(app.db, request.viewer.profileId, catalogueScope(request));
    },
  );

  app.get(
    '/admin/analytics/top-ten',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Top 10 today with each title’s play count (the whole catalogue, no ceiling)',
        response: { 200: TopTenStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const ranking = await board.current();
      const titles = await answers.titles(ranking, scopeForCeiling(TOP_CERTIFICATION));
      return {
        windowHours: TOP_TEN_WINDOW_HOURS,
        computedAt: ranking.computedAt.toISOString(),
        items: titles.map(({ rank, plays, movie }) => ({ rank, id: movie.id, title: movie.title, plays })),
      };
    },
  );
};
