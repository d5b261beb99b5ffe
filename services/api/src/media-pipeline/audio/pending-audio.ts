import type { Connection } from 'mongoose';
import { mediaAssetModel } from '../jobs/media-asset';

/**
 * The audio sources still waiting to be packaged beside a finished ladder. A worker queues them
 * at start: a job lost between a graceful stop and its re-queueing (the database closing) is
 * picked up again; a duplicate of one still queued finds the source done and does nothing.
 */
export async function pendingAudio(db: Connection): Promise<{ assetId: string; language: string }[]> {
  const assets = await mediaAssetModel(db)
    .find({ state: 'done', 'audio_sources.state': 'pending' }, { audio_sources: 1 })
    .lean();
  return assets.flatMap((a) =>
    (a.audio_sources ?? [])
      .filter((s) => s.state === 'pending')
      .map((s) => ({ assetId: a._id, language: s.language })),
  );
}
