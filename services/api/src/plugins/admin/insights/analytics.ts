import { type Analytics, RECENT_CONTENT } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { categoryModel } from '../../../models/category';
import { movieModel } from '../../../models/movie';
import { userModel } from '../../../models/user';
import { watchListItemModel } from '../../../models/watch-list';

const WEEKS_SHOWN = 12;
const MOST_LISTED = 10;

/** '2026-W07' from an ISO week-year and week. */
export function isoWeekLabel(year: number, week: number): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The admin Analytics tab, computed by the database: every figure is a count or an aggregation
 * pipeline ($group, $sort, $limit, $lookup), never a scan of all rows in JavaScript.
 */
export async function computeAnalytics(db: Connection): Promise<Analytics> {
  const Movies = movieModel(db);
  const [byType, users, categories, recent, weeks, listed] = await Promise.all([
    Movies.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$type', count: { $sum: 1 } } }]),
    userModel(db).estimatedDocumentCount(),
    categoryModel(db).estimatedDocumentCount(),
    Movies.aggregate<{ _id: string; title: string; type: 'movie' | 'tv'; created_at: Date }>([
      { $sort: { created_at: -1, _id: -1 } },
      { $limit: RECENT_CONTENT },
      { $project: { title: 1, type: 1, created_at: 1 } },
    ]),
    Movies.aggregate<{ _id: { year: number; week: number }; count: number }>([
      {
        $group: {
          _id: { year: { $isoWeekYear: '$created_at' }, week: { $isoWeek: '$created_at' } },
          count: { $sum: 1 },
        },
      },
      { $sort: { '_id.year': -1, '_id.week': -1 } },
      { $limit: WEEKS_SHOWN },
    ]),
    watchListItemModel(db).aggregate<{ id: string; title: string; count: number }>([
      { $match: { kind: 'list' } },
      { $group: { _id: '$movie_id', count: { $sum: 1 } } },
      { $sort: { count: -1, _id: 1 } },
      { $lookup: { from: 'movies', localField: '_id', foreignField: '_id', as: 'movie' } },
      { $unwind: '$movie' },
      { $limit: MOST_LISTED },
      { $project: { _id: 0, id: '$_id', title: '$movie.title', count: 1 } },
    ]),
  ]);
  const countOf = (type: string) => byType.find((t) => t._id === type)?.count ?? 0;
  return {
    counts: { movies: countOf('movie'), premieres: countOf('tv'), users, categories },
    recent: recent.map((m) => ({
      id: m._id,
      title: m.title,
      type: m.type,
      created_at: new Date(m.created_at).toISOString(),
    })),
    addedPerWeek: weeks
      .reverse()
      .map((w) => ({ week: isoWeekLabel(w._id.year, w._id.week), count: w.count })),
    mostListed: listed,
  };
}
