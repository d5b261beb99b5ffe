import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ERROR_CODES,
  TrendingSaveSchema,
  type TrendingSlots,
  TrendingSlotsSchema,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { AppError } from '../../../core/errors';
import { errorResponses } from '../../../core/schemas';
import { movieModel } from '../../../models/movie';
import { readTrendingSlots, type Slots, saveTrendingSlots } from '../../catalog/trending-order';
import { afterCatalogueWrite } from '../after-write';

const security = [{ bearerAuth: [] }];

/** The slots with each filled one's title and thumbnail (a deleted title leaves its slot empty). */
async function slotsView(db: Connection, slots: Slots): Promise<TrendingSlots> {
  const ids = slots.filter((id): id is string => id !== null);
  const docs = await movieModel(db)
    .find({ _id: { $in: ids } }, { title: 1, thumbnail: 1 })
    .lean();
  const byId = new Map(docs.map((d) => [d._id, d]));
  return {
    slots: slots.map((id) => {
      const doc = id ? byId.get(id) : undefined;
      return doc ? { id: doc._id, title: doc.title, thumbnail: doc.thumbnail ?? null } : null;
    }),
  };
}

/** Domain plugin part: the trending manager's order (10 slots, saved as one write). */
export const trendingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/trending',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'The 10 trending slots (null = empty)',
        security,
        response: { 200: TrendingSlotsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => slotsView(app.db, await readTrendingSlots(app.db)),
  );

  app.put(
    '/trending',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the whole trending order in one write (readers see the old or the new list)',
        security,
        body: TrendingSaveSchema,
        response: { 200: TrendingSlotsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { slots } = request.body;
      const ids = slots.filter((id): id is string => id !== null);
      if (new Set(ids).size !== ids.length) {
        throw AppError.message(400, ADMIN_ERROR_CODES.trendingDuplicate, 'admin.trendingDuplicate', {
          field: 'slots',
        });
      }
      const found = await movieModel(app.db).countDocuments({ _id: { $in: ids } });
      if (found !== ids.length) {
        throw AppError.message(400, ADMIN_ERROR_CODES.trendingUnknownMovie, 'admin.trendingUnknownMovie', {
          field: 'slots',
        });
      }
      const before = await readTrendingSlots(app.db);
      await saveTrendingSlots(app.db, slots);
      await afterCatalogueWrite(app, request, {
        action: 'trending.save',
        target_type: 'trending',
        target_id: null,
        before: { slots: before },
        after: { slots },
      });
      return slotsView(app.db, slots);
    },
  );
};
