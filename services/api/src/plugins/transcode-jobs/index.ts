import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isMediaLanguage, JOB_NOT_FAILED, MEDIA_LANGUAGES } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { mediaAssetModel } from '../../media-pipeline/jobs/media-asset';
import { assetPrefix } from '../../media-pipeline/jobs/transcode-job';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { SubtitleError } from '../../media-pipeline/subtitles/subtitle-error';
import { toWebVtt } from '../../media-pipeline/subtitles/to-webvtt';
import { movieModel } from '../../models/movie';
import { registerAudioTrackRoute } from './audio-route';
import { createMediaSync } from './media-sync';
import { JobIdParams, SubtitleParams, TranscodeJobListSchema, TranscodeJobSchema } from './schemas';
import { toTranscodeJob } from './to-job';

const security = [{ bearerAuth: [] }];
const SUBTITLE_MAX_BYTES = 2 * 1024 * 1024;
const SUBTITLE_TYPES = ['application/x-subrip', 'text/vtt', 'text/plain', 'application/octet-stream'];

function notFound(): AppError {
  return AppError.message(404, 'NOT_FOUND', 'media.transcodeNotFound');
}

/**
 * Domain plugin: transcode jobs under /api/admin/transcoding (staff). Queues uploads after every
 * catalogue write (the media sync) and lets staff follow each job, retry a failed one and upload
 * subtitles. This process's worker and the sample titles' media start with the app (startup/).
 */
export const transcodeJobsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.apiConfig.media;
  const pipeline = mediaPipelineOf(app.db, config, app.log);
  const Assets = mediaAssetModel(app.db);
  // The worker, the media seed and the first sync start when the app is ready (startup/).
  const mediaSync = createMediaSync(app.db, pipeline, app.log);
  const unsubscribe = app.catalogueChanges.subscribe(() => void mediaSync.run());
  // preClose runs before any onClose, so the database (closed in the app's onClose) is still there.
  app.addHook('preClose', async () => {
    unsubscribe();
    await mediaSync.close();
  });
  app.addHook('onClose', async () => pipeline.close());

  app.addContentTypeParser(
    SUBTITLE_TYPES.filter((t) => t !== 'text/plain'),
    { parseAs: 'buffer', bodyLimit: SUBTITLE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'buffer', bodyLimit: SUBTITLE_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

  app.get(
    '/admin/transcoding',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Transcode jobs of every title: state (queued, running, done, failed), percent, reason',
        security,
        response: { 200: TranscodeJobListSchema },
      },
    },
    async () => {
      const assets = await Assets.find().sort({ movie_id: 1, kind: 1 }).lean();
      const titles = await movieModel(app.db)
        .find({ _id: { $in: [...new Set(assets.map((a) => a.movie_id))] } }, { title: 1 })
        .lean();
      const titleOf = new Map(titles.map((t) => [t._id, t.title]));
      const waiting = assets.some((a) => a.state === 'queued' || a.state === 'running');
      const places = new Map(
        (waiting ? await pipeline.queue.standing() : []).map((s) => [s.assetId, s] as const),
      );
      return {
        items: assets.map((a) => toTranscodeJob(a, titleOf.get(a.movie_id) ?? null, places.get(a._id))),
      };
    },
  );

  app.post(
    '/admin/transcoding/:id/retry',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Queues a failed transcode again; 409 JOB_NOT_FAILED otherwise',
        security,
        params: JobIdParams,
        response: { 202: TranscodeJobSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const updated = await Assets.findOneAndUpdate(
        { _id: id, state: 'failed' },
        { $set: { state: 'queued', percent: 0, error: null, queued_at: new Date(), updated_at: new Date() } },
        { returnDocument: 'after' },
      ).lean();
      if (!updated) {
        if (await Assets.exists({ _id: id }))
          throw AppError.message(409, JOB_NOT_FAILED, 'media.jobNotFailed');
        throw notFound();
      }
      await pipeline.queue.enqueue(id, 'staff');
      const title = await movieModel(app.db).findById(updated.movie_id, { title: 1 }).lean();
      const place = (await pipeline.queue.standing()).find((s) => s.assetId === id);
      return reply.code(202).send(toTranscodeJob(updated, title?.title ?? null, place));
    },
  );

  registerAudioTrackRoute(app, pipeline);

  app.put(
    '/admin/transcoding/:id/subtitles/:language',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary:
          'Subtitles of a title in en, hi or ml: the body is an SRT or WebVTT file (UTF-8), stored as WebVTT; a broken file is refused naming the line',
        security,
        params: SubtitleParams,
        response: { 200: TranscodeJobSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, language } = request.params;
      if (!isMediaLanguage(language)) {
        throw AppError.message(400, 'SUBTITLE_LANGUAGE', 'media.subtitleLanguage');
      }
      const asset = await Assets.findById(id).lean();
      if (!asset) throw notFound();
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw AppError.message(400, 'SUBTITLE_INVALID', 'media.subtitleBody');
      }
      let vtt: string;
      try {
        vtt = toWebVtt(body).vtt;
      } catch (error) {
        if (error instanceof SubtitleError) throw AppError.coded(400, 'SUBTITLE_INVALID', error.message);
        throw error;
      }
      const key = `${assetPrefix(asset)}subs/${language}-${Date.now().toString(36)}.vtt`;
      await pipeline.storage.put(key, Buffer.from(vtt), 'text/vtt; charset=utf-8');
      const track = { language, name: MEDIA_LANGUAGES[language].name, default: false, key };
      const previous = asset.subtitles.find((s) => s.language === language);
      const subtitles = [...asset.subtitles.filter((s) => s.language !== language), track];
      const updated = await Assets.findByIdAndUpdate(
        id,
        { $set: { subtitles, updated_at: new Date() } },
        { returnDocument: 'after' },
      ).lean();
      if (previous) await pipeline.storage.removePrefix(previous.key);
      const title = await movieModel(app.db).findById(asset.movie_id, { title: 1 }).lean();
      return toTranscodeJob(updated ?? asset, title?.title ?? null);
    },
  );
};
