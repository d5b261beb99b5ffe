import type { Connection } from 'mongoose';
import type { Clock } from '../../core/clock';
import { countPlays, type PlayCount } from './counted-plays';

/** Titles ranked and kept: enough for a kids ceiling to still fill ten after filtering. */
export const RANKED_POOL = 50;
/** The full recount from the database (other servers' plays, the window moving on). */
export const RECOUNT_MS = 60_000;

export interface Ranking {
  /** Most played first. */
  entries: readonly PlayCount[];
  computedAt: Date;
  /** Changes only when the order of the titles changes (the answers built on it are kept). */
  version: number;
}

/**
 * "Top 10 today" counts of one API process. Page views never query the plays: the ranking is
 * recounted at most once a minute (single flight), and a counted play on this process adds to it
 * at once, so a member sees their own plays count without waiting for the next recount.
 */
export class TopTenBoard {
  private ranking: Ranking | null = null;
  private recounting: Promise<Ranking> | null = null;
  /** A play counted while a recount read the database: that recount may have missed it. */
  private countedMeanwhile = false;
  private freshUntilMs = 0;
  private version = 0;

  constructor(
    private readonly db: Connection,
    private readonly clock: Clock,
  ) {}

  async current(): Promise<Ranking> {
    const ranking = this.ranking;
    if (ranking && this.clock.now().getTime() < this.freshUntilMs) return ranking;
    this.recounting ??= this.recount().finally(() => {
      this.recounting = null;
    });
    return this.recounting;
  }

  /** A profile's first counted play of the title in the window, on this process. */
  counted(movieId: string, at: Date): void {
    if (this.recounting) this.countedMeanwhile = true;
    const ranking = this.ranking;
    if (!ranking) return;
    const found = ranking.entries.find((entry) => entry.movieId === movieId);
    const bumped = found
      ? ranking.entries.map((entry) =>
          entry === found ? { ...entry, plays: entry.plays + 1, lastMs: at.getTime() } : entry,
        )
      : [...ranking.entries, { movieId, plays: 1, lastMs: at.getTime() }];
    this.replace(sortCounts(bumped), ranking.computedAt);
  }

  private async recount(): Promise<Ranking> {
    const now = this.clock.now();
    this.countedMeanwhile = false;
    const entries = await countPlays(this.db, now, RANKED_POOL);
    // Missed plays are counted by the next read's recount, not a minute later.
    this.freshUntilMs = this.countedMeanwhile ? 0 : now.getTime() + RECOUNT_MS;
    return this.replace(entries, now);
  }

  private replace(entries: PlayCount[], computedAt: Date): Ranking {
    const old = this.ranking;
    const sameOrder =
      old !== null &&
      old.entries.length === entries.length &&
      old.entries.every((entry, index) => entry.movieId === entries[index]?.movieId);
    if (!sameOrder) this.version += 1;
    this.ranking = { entries, computedAt, version: this.version };
    return this.ranking;
  }
}

/** Most plays first, then the most recently played, then by id (the database's order). */
export function sortCounts(entries: PlayCount[]): PlayCount[] {
  return [...entries].sort(
    (a, b) =>
      b.plays - a.plays ||
      b.lastMs - a.lastMs ||
      (a.movieId < b.movieId ? -1 : a.movieId > b.movieId ? 1 : 0),
  );
}

const boards = new WeakMap<Connection, TopTenBoard>();

/** The board of the app on `db` (one per connection, so apps in one process never share). */
export function topTenBoard(db: Connection, clock: Clock): TopTenBoard {
  let board = boards.get(db);
  if (!board) {
    board = new TopTenBoard(db, clock);
    boards.set(db, board);
  }
  return board;
}
