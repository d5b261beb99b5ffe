import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { movieModel } from '../../models/movie';
import { storedNameOf } from '../../plugins/admin/titles/movie-files';
import type { MediaStorage } from '../storage/media-storage';
import { assetId, MEDIA_KINDS, type MediaKind, mediaAssetModel } from './media-asset';
import { queueStoredSource } from './queue-stored-source';
import { syncEpisodeAssets } from './sync-episode-assets';
import { assetPrefix } from './transcode-job';

const FIELD: Record<MediaKind, 'content_url' | 'trailer_url'> = {
  content: 'content_url',
  trailer: 'trailer_url',
};

/**
 * Brings media assets in line with the titles: a trailer or content file uploaded (or replaced)
 * gets a queued transcode; an asset whose title is gone is removed with its ladder. Runs at start
 * and after every catalogue write, so the admin's upload routes need no knowledge of transcoding.
 * Episodes of a series are media owners too (sync-episode-assets.ts).
 * Answers the asset ids to enqueue.
 */
export async function syncAssets(db: Connection, storage: MediaStorage): Promise<string[]> {
  const Movies = movieModel(db);
  const Assets = mediaAssetModel(db);
  const [movies, assets] = await Promise.all([
    Movies.find({}, { content_url: 1, trailer_url: 1 }).lean(),
    Assets.find(
      {},
      { movie_id: 1, episode_id: 1, kind: 1, field_value: 1, source: 1, ladder_prefix: 1 },
    ).lean(),
  ]);
  const byId = new Map(assets.map((a) => [a._id, a]));
  const titles = new Set(movies.map((m) => m._id));
  const queued: string[] = [];
  for (const movie of movies) {
    for (const kind of MEDIA_KINDS) {
      const value = movie[FIELD[kind]] ?? null;
      const existing = byId.get(assetId(movie._id, kind));
      if (existing && existing.field_value === value) continue;
      const name = storedNameOf(value, STORAGE_BUCKETS.trailers);
      // A generated (seed) asset stays until staff upload a file for the title.
      if (!name) continue;
      const id = assetId(movie._id, kind);
      await queueStoredSource(db, id, { movie_id: movie._id, kind }, name, value);
      queued.push(id);
    }
  }
  const episodes = await syncEpisodeAssets(db, byId, titles, queued);
  for (const asset of assets) {
    // An episode's media goes with its episode, and with its series.
    const owned = titles.has(asset.movie_id) && (!asset.episode_id || episodes.has(asset.episode_id));
    if (owned) continue;
    await storage.removePrefix(assetPrefix(asset));
    await Assets.deleteOne({ _id: asset._id });
  }
  return queued;
}
