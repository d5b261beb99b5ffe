import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { type MediaKind, mediaAssetModel } from './media-asset';

/**
 * Queues a fresh transcode of an uploaded file for one media owner (a title's trailer or content,
 * or an episode), replacing whatever the asset held; a new asset starts with no ladder. The file
 * is in the trailers bucket (form uploads) unless `bucket` names another (a staff film upload is
 * in the private content bucket).
 */
export async function queueStoredSource(
  db: Connection,
  id: string,
  owner: { movie_id: string; episode_id?: string; kind: MediaKind },
  name: string,
  fieldValue: string | null,
  bucket: string = STORAGE_BUCKETS.trailers,
): Promise<void> {
  const now = new Date();
  await mediaAssetModel(db).updateOne(
    { _id: id },
    {
      $set: {
        ...owner,
        source: { type: 'stored', bucket, name },
        field_value: fieldValue,
        state: 'queued',
        percent: 0,
        error: null,
        queued_at: now,
        updated_at: now,
      },
      $setOnInsert: { attempts: 0, ladder: null, ladder_prefix: null, subtitles: [], audio_sources: [] },
    },
    { upsert: true },
  );
}
