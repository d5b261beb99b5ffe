import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeModel } from '../../models/episode';
import { storedNameOf } from '../../plugins/admin/titles/movie-files';
import { episodeAssetId, type MediaAssetDoc } from './media-asset';
import { queueStoredSource } from './queue-stored-source';

type Known = Map<string, Pick<MediaAssetDoc, 'field_value'>>;

/**
 * The episodes' part of syncAssets: an episode (of a series still there) whose uploaded file
 * changed gets a queued transcode (its asset id is episodeAssetId). Appends the ids to enqueue to `queued`; answers the ids of the
 * episodes that exist, so the caller can drop assets whose episode is gone.
 */
export async function syncEpisodeAssets(
  db: Connection,
  known: Known,
  titles: Set<string>,
  queued: string[],
): Promise<Set<string>> {
  const episodes = await episodeModel(db).find({}, { movie_id: 1, content_url: 1 }).lean();
  for (const episode of episodes) {
    if (!titles.has(episode.movie_id)) continue; // its series was deleted
    const id = episodeAssetId(episode.movie_id, episode._id);
    const value = episode.content_url ?? null;
    const existing = known.get(id);
    if (existing && existing.field_value === value) continue;
    const name = storedNameOf(value, STORAGE_BUCKETS.trailers);
    // Generated (seed) media stays until staff upload a file for the episode.
    if (!name) continue;
    await queueStoredSource(
      db,
      id,
      { movie_id: episode.movie_id, episode_id: episode._id, kind: 'content' },
      name,
      value,
    );
    queued.push(id);
  }
  return new Set(episodes.map((e) => e._id));
}
