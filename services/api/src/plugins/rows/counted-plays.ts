import { createHash } from 'node:crypto';
import { TOP_TEN_WINDOW_HOURS } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { countedPlayModel } from '../../models/counted-play';

export const WINDOW_MS = TOP_TEN_WINDOW_HOURS * 3_600_000;

/** The viewer key kept with a counted play: a one-way hash of the profile id. */
export function viewerKey(profileId: string): string {
  return createHash('sha256').update(`counted-play:${profileId}`).digest('base64url').slice(0, 22);
}

/**
 * Records that the profile played the title past two minutes. Answers true when this is the
 * profile's first counted play of the title in the window (the title's count goes up by one);
 * playing it again within the day only moves the entry's time.
 */
export async function recordCountedPlay(
  db: Connection,
  movieId: string,
  profileId: string,
  now: Date,
): Promise<boolean> {
  const Plays = countedPlayModel(db);
  const key = { viewer: viewerKey(profileId), movie_id: movieId };
  const since = new Date(now.getTime() - WINDOW_MS);
  const again = await Plays.updateOne({ ...key, at: { $gte: since } }, { $set: { at: now } });
  if (again.matchedCount > 0) return false;
  try {
    await Plays.updateOne(key, { $set: { at: now } }, { upsert: true });
  } catch (error) {
    // Two first reports raced on the unique index: the other one counted it.
    if ((error as { code?: unknown })?.code === 11000) return false;
    throw error;
  }
  return true;
}

export interface PlayCount {
  movieId: string;
  plays: number;
  /** The latest counted play (ties go to the title played most recently). */
  lastMs: number;
}

/** Plays per title in the window ending `now`, most first, at most `limit`. */
export async function countPlays(db: Connection, now: Date, limit: number): Promise<PlayCount[]> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await countedPlayModel(db).aggregate<{ _id: string; plays: number; last: Date }>([
    { $match: { at: { $gte: since, $lte: now } } },
    { $group: { _id: '$movie_id', plays: { $sum: 1 }, last: { $max: '$at' } } },
    { $sort: { plays: -1, last: -1, _id: 1 } },
    { $limit: limit },
  ]);
  return rows.map((row) => ({ movieId: row._id, plays: row.plays, lastMs: new Date(row.last).getTime() }));
}
