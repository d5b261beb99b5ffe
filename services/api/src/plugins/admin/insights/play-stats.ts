import type { PlayStats } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { playEventModel } from '../../../models/play-event';

const TITLES_SHOWN = 20;

/** Plays (starts) per title, most played first, with the share that reached the end; one pipeline. */
export async function computePlayStats(db: Connection): Promise<PlayStats> {
  const rows = await playEventModel(db).aggregate<{
    id: string;
    title: string;
    plays: number;
    completions: number;
  }>([
    { $match: { milestone: { $in: ['start', '100'] } } },
    {
      $group: {
        _id: '$movie_id',
        plays: { $sum: { $cond: [{ $eq: ['$milestone', 'start'] }, 1, 0] } },
        completions: { $sum: { $cond: [{ $eq: ['$milestone', '100'] }, 1, 0] } },
      },
    },
    { $sort: { plays: -1, _id: 1 } },
    { $limit: TITLES_SHOWN },
    { $lookup: { from: 'movies', localField: '_id', foreignField: '_id', as: 'movie' } },
    { $unwind: '$movie' },
    { $project: { _id: 0, id: '$_id', title: '$movie.title', plays: 1, completions: 1 } },
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      completionRate: r.plays > 0 ? Math.min(1, r.completions / r.plays) : 0,
    })),
  };
}
