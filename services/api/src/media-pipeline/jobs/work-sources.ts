import type { Connection } from 'mongoose';
import { findStoredFile, mediaBucket } from '../../plugins/stored-files/buckets';
import { seedRungs } from '../seed/seed-ladder';
import { SEED_TONES } from '../seed/seed-tones';
import { type MediaSource, mediaAssetModel } from './media-asset';
import type { WorkSource } from './queue-eta';

/** What an asset's job costs is estimated from: a seed's length and renditions, an upload's size. */
export async function workSourceOf(db: Connection, source: MediaSource): Promise<WorkSource> {
  if (source.type === 'generated') {
    return {
      type: 'generated',
      seconds: source.seconds,
      videoHeights: seedRungs(source.height).map((r) => r.height),
      audioTracks: SEED_TONES.length,
    };
  }
  const file = await findStoredFile(mediaBucket(db, source.bucket), source.name).catch(() => null);
  return { type: 'stored', durationSeconds: null, bytes: file?.length ?? null };
}

/** The work source and percent done of each asset still present, by id. */
export async function assetWork(
  db: Connection,
  ids: string[],
): Promise<Map<string, { source: WorkSource; percent: number }>> {
  const found = new Map<string, { source: WorkSource; percent: number }>();
  if (ids.length === 0) return found;
  const assets = await mediaAssetModel(db)
    .find({ _id: { $in: ids } }, { source: 1, percent: 1 })
    .lean();
  for (const asset of assets) {
    found.set(asset._id, { source: await workSourceOf(db, asset.source), percent: asset.percent ?? 0 });
  }
  return found;
}
