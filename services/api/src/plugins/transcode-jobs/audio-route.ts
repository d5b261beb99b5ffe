import { isMediaLanguage, MEDIA_NOT_READY } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { AudioTrackError, acceptAudioUpload } from '../../media-pipeline/audio/add-audio-track';
import { isPlayable, mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import type { MediaPipeline } from '../../media-pipeline/media-pipeline';
import { movieModel } from '../../models/movie';
import { SubtitleParams, TranscodeJobSchema } from './schemas';
import { toTranscodeJob } from './to-job';

const AUDIO_MAX_BYTES = 200 * 1024 * 1024;

/**
 * PUT /admin/transcoding/:id/audio/:language (staff): an audio file for one language of a
 * title's finished ladder. Checked at once (400 AUDIO_INVALID), kept in media storage and
 * packaged by a persisted job (202), which a restart does not lose: the title keeps playing its
 * current tracks until the new one is stored.
 */
export function registerAudioTrackRoute(app: FastifyInstance, pipeline: MediaPipeline): void {
  const Assets = mediaAssetModel(app.db);
  app.addContentTypeParser(/^audio\//, { parseAs: 'buffer', bodyLimit: AUDIO_MAX_BYTES }, (_r, body, done) =>
    done(null, body),
  );
  app.put<{ Params: { id: string; language: string } }>(
    '/admin/transcoding/:id/audio/:language',
    {
      config: { access: 'moderator' },
      bodyLimit: AUDIO_MAX_BYTES,
      schema: {
        tags: ['admin'],
        summary:
          'Audio of a title in en, hi or ml (the body is an audio file, audio/*): packaged as an alternate HLS rendition in the background (202)',
        security: [{ bearerAuth: [] }],
        params: SubtitleParams,
        response: { 202: TranscodeJobSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, language } = request.params;
      if (!isMediaLanguage(language)) {
        throw AppError.message(400, 'AUDIO_LANGUAGE', 'media.audioLanguage');
      }
      const asset = await Assets.findById(id).lean();
      if (!asset) throw AppError.message(404, 'NOT_FOUND', 'media.transcodeNotFound');
      if (!isPlayable(asset)) {
        throw AppError.message(409, MEDIA_NOT_READY, 'media.audioNotReady');
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw AppError.message(400, 'AUDIO_INVALID', 'media.audioBody');
      }
      const ctx = { db: app.db, storage: pipeline.storage, config: app.apiConfig.media };
      const contentType = request.headers['content-type'] ?? 'application/octet-stream';
      try {
        await acceptAudioUpload(ctx, asset, language, body, contentType);
      } catch (error) {
        if (error instanceof AudioTrackError) throw AppError.coded(400, 'AUDIO_INVALID', error.message);
        throw error;
      }
      await pipeline.queue.enqueueAudio(id, language);
      const title = await movieModel(app.db).findById(asset.movie_id, { title: 1 }).lean();
      return reply.code(202).send(toTranscodeJob(asset, title?.title ?? null));
    },
  );
}
