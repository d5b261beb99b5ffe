import { BECAUSE_YOU_WATCHED_MAX, type BecauseYouWatched } from '@premieres/contracts';
import type { Connection, QueryFilter } from 'mongoose';
import { type MovieDoc, movieModel } from '../../models/movie';
import { watchProgressModel } from '../../models/watch-progress';
import { type CatalogueScope, withinScope } from '../catalog/catalogue-scope';
import { displayMovies } from '../catalog/display';

/** The profile's titles read to choose from (its most recent). */
const HISTORY_READ = 200;
/** Candidates scored before the best are kept. */
const CANDIDATES_READ = 500;

/** What one title has in common with the seed: the director counts most, then each actor, then genre. */
export function affinity(seed: MovieDoc, other: MovieDoc): number {
  let score = 0;
  if (seed.director && other.director === seed.director) score += 3;
  const cast = new Set(seed.movie_cast);
  score += 2 * other.movie_cast.filter((name) => cast.has(name)).length;
  if (seed.genre && other.genre === seed.genre) score += 1;
  return score;
}

/**
 * "Because you watched {title}" for one viewer profile: the title it finished or watched most
 * (finished counts as its whole length; ties go to the latest), then titles sharing its director,
 * cast or genre, most in common first, minus every title the profile finished. Within the scope.
 */
export async function becauseYouWatched(
  db: Connection,
  profileId: string,
  scope: CatalogueScope,
): Promise<BecauseYouWatched> {
  const history = await watchProgressModel(db)
    .find(
      { viewer_profile_id: profileId },
      { movie_id: 1, position_seconds: 1, duration_seconds: 1, finished: 1 },
    )
    .sort({ updated_at: -1, _id: -1 })
    .limit(HISTORY_READ)
    .lean();
  if (history.length === 0) return { because: null, items: [] };
  const watched = (row: (typeof history)[number]) =>
    row.finished ? row.duration_seconds : row.position_seconds;
  const byMost = [...history].sort((a, b) => watched(b) - watched(a));
  // The seed must still exist and be within the ceiling (a ceiling may have been lowered since).
  const seen = await movieModel(db)
    .find(withinScope({ _id: { $in: byMost.map((row) => row.movie_id) } }, scope))
    .lean();
  const seenById = new Map(seen.map((doc) => [doc._id, doc]));
  const seedRow = byMost.find((row) => seenById.has(row.movie_id));
  const seed = seedRow ? seenById.get(seedRow.movie_id) : undefined;
  if (!seed) return { because: null, items: [] };

  const shared: QueryFilter<MovieDoc>[] = [];
  if (seed.director) shared.push({ director: seed.director });
  if (seed.movie_cast.length > 0) shared.push({ movie_cast: { $in: seed.movie_cast } });
  if (seed.genre) shared.push({ genre: seed.genre });
  const because = { id: seed._id, title: seed.title };
  if (shared.length === 0) return { because, items: [] };
  const finished = history.filter((row) => row.finished).map((row) => row.movie_id);
  const candidates = await movieModel(db)
    .find(withinScope({ _id: { $nin: [seed._id, ...finished] }, $or: shared }, scope))
    .limit(CANDIDATES_READ)
    .lean();
  const best = candidates
    .map((doc) => ({ doc, score: affinity(seed, doc) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (b.doc.rating ?? 0) - (a.doc.rating ?? 0) ||
        a.doc.title.localeCompare(b.doc.title),
    )
    .slice(0, BECAUSE_YOU_WATCHED_MAX)
    .map(({ doc }) => doc);
  return { because, items: await displayMovies(db, best) };
}
