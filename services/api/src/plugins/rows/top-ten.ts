import { type MovieDisplay, TOP_TEN_SIZE } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import type { Clock } from '../../core/clock';
import { movieModel } from '../../models/movie';
import { type CatalogueScope, withinScope } from '../catalog/catalogue-scope';
import { displayMovies } from '../catalog/display';
import { type Ranking, RECOUNT_MS } from './top-ten-board';

export interface RankedTitle {
  rank: number;
  plays: number;
  movie: MovieDisplay;
}

/**
 * The ranking's titles the scope may see, renumbered from #1: a kids profile's row is the ten
 * most played of what it may watch. Deleted titles drop out.
 */
async function rankWithin(db: Connection, ranking: Ranking, scope: CatalogueScope): Promise<RankedTitle[]> {
  if (ranking.entries.length === 0) return [];
  const ids = ranking.entries.map((entry) => entry.movieId);
  const docs = await movieModel(db)
    .find(withinScope({ _id: { $in: ids } }, scope))
    .lean();
  const byId = new Map((await displayMovies(db, docs)).map((movie) => [movie.id, movie]));
  return ranking.entries
    .flatMap(({ movieId, plays }) => {
      const movie = byId.get(movieId);
      return movie ? [{ plays, movie }] : [];
    })
    .slice(0, TOP_TEN_SIZE)
    .map((entry, index) => ({ rank: index + 1, ...entry }));
}

interface Built {
  version: number;
  builtAtMs: number;
  titles: Promise<RankedTitle[]>;
}

/**
 * The row per catalogue scope, built once per change of the ranking's order (or once a minute,
 * for titles edited meanwhile): a page view reads memory.
 */
export class TopTenAnswers {
  private readonly built = new Map<string, Built>();

  constructor(
    private readonly db: Connection,
    private readonly clock: Clock,
  ) {}

  titles(ranking: Ranking, scope: CatalogueScope): Promise<RankedTitle[]> {
    const nowMs = this.clock.now().getTime();
    const kept = this.built.get(scope.key);
    if (kept && kept.version === ranking.version && nowMs - kept.builtAtMs < RECOUNT_MS) return kept.titles;
    const titles = rankWithin(this.db, ranking, scope);
    const entry = { version: ranking.version, builtAtMs: nowMs, titles };
    this.built.set(scope.key, entry);
    // A failed build is not kept: the next view tries again.
    titles.catch(() => {
      if (this.built.get(scope.key) === entry) this.built.delete(scope.key);
    });
    return titles;
  }

  /** A staff edit (catalogue change bus): titles, posters and certifications may have changed. */
  clear(): void {
    this.built.clear();
  }
}
