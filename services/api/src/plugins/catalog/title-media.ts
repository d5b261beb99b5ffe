import type { TitleMedia } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { isPlayable, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import type { MovieDoc } from '../../models/movie';
import { contentSource } from '../playback-grants/content-source';

type Titled = Pick<MovieDoc, '_id' | 'content_url' | 'trailer_url'>;

/**
 * What the titles' media assets say, for the display shape, in one read of media_assets per page:
 * a film exists when a content asset (a title's or an episode's) exists in any state but failed
 * without a ladder, or when content_url names a film of its own (content bucket or another
 * service); the local trailer when the trailer's ladder is complete. Asset rows change without a
 * catalogue write, so a cached page may be up to the read cache's TTL (5 s) behind them.
 */
export async function titleMediaOf(db: Connection, movies: Titled[]): Promise<Map<string, TitleMedia>> {
  const media = new Map<string, TitleMedia>(
    movies.map((m) => [m._id, { film: contentSource(m) !== null, localTrailer: false }]),
  );
  if (movies.length === 0) return media;
  const assets = await mediaAssetModel(db)
    .find(
      { movie_id: { $in: movies.map((m) => m._id) } },
      { movie_id: 1, kind: 1, state: 1, ladder: 1, ladder_prefix: 1 },
    )
    .lean();
  for (const asset of assets) {
    const entry = media.get(asset.movie_id);
    if (!entry) continue;
    if (asset.kind === 'content' && (asset.state !== 'failed' || asset.ladder_prefix !== null)) {
      entry.film = true;
    }
    if (asset.kind === 'trailer' && isPlayable(asset)) entry.localTrailer = true;
  }
  return media;
}
