import type { FastifyInstance } from 'fastify';
import { mediaAssetModel } from '../../../media-pipeline/jobs/media-asset';
import { assetPrefix } from '../../../media-pipeline/jobs/transcode-job';
import { mediaPipelineOf } from '../../../media-pipeline/media-pipeline';
import { episodeModel } from '../../../models/episode';
import { removeEpisodeFiles } from './movie-files';

/** Where every ladder, subtitle and audio upload of a title lives in media storage. */
export const titleMediaPrefix = (movieId: string) => `hls/${movieId}/`;

/**
 * What deleting titles leaves behind in media storage goes with them, at once: their episodes
 * (records and uploaded videos), their media assets, and every object under `hls/<id>/`
 * (ladders of the film, trailer and episodes, subtitles, audio). The record's own files (poster,
 * trailer, film) are the caller's (removeReleasedFiles).
 */
export async function removeTitleMedia(app: FastifyInstance, movieIds: string[]): Promise<void> {
  if (movieIds.length === 0) return;
  const Episodes = episodeModel(app.db);
  const episodes = await Episodes.find({ movie_id: { $in: movieIds } }, { content_url: 1 }).lean();
  await Episodes.deleteMany({ movie_id: { $in: movieIds } });
  await removeEpisodeFiles(app.db, episodes);
  await mediaAssetModel(app.db).deleteMany({ movie_id: { $in: movieIds } });
  const { storage } = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  for (const id of movieIds) await storage.removePrefix(titleMediaPrefix(id));
}

/** Deleting an episode: its uploaded video, its media asset and its ladder under hls/. */
export async function removeEpisodeMedia(
  app: FastifyInstance,
  episode: { _id: string; movie_id: string; content_url: string | null },
): Promise<void> {
  await removeEpisodeFiles(app.db, [episode]);
  await mediaAssetModel(app.db).deleteMany({ episode_id: episode._id });
  const { storage } = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  await storage.removePrefix(
    assetPrefix({ movie_id: episode.movie_id, episode_id: episode._id, kind: 'content' }),
  );
}
