import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  DOWNLOAD_ERROR_CODES,
  isLicenceExpired,
  LicenceListQuerySchema,
  LicenceListSchema,
  LicenceParamsSchema,
  LicencePlaybackSchema,
  LicenceRenewalSchema,
  LicenceRequestSchema,
  LicenceSchema,
  licenceExpiry,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { downloadPackageModel } from '../../media-pipeline/downloads/download-package';
import { ensurePackage } from '../../media-pipeline/downloads/package-download';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { downloadLicenceModel } from '../../models/download-licence';
import { registerDevice, releaseIdleDevice } from './devices';
import { requireDownloads } from './download-plan';
import { audioLanguageFor, downloadTitle, posterOf } from './download-title';
import { liveLicence, renewIfExpired, startPlayback } from './licence-store';
import { toLicence, toSummary } from './licence-view';
import { titleFactsOf } from './title-facts';

const TAGS = ['downloads'];

/** Issuing, listing, starting, renewing and deleting download licences. */
export const licenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const pipeline = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  const Licences = downloadLicenceModel(app.db);
  const Packages = downloadPackageModel(app.db);
  const signerOf = (request: { viewer: { profileId: string } | null }, userId: string) => ({
    userId,
    profileId: request.viewer?.profileId ?? null,
  });

  app.post(
    '/downloads/licences',
    {
      config: { access: 'subscriber', viewer: 'optional' },
      schema: {
        tags: TAGS,
        summary:
          'A download licence for this device: key and signed files of the encrypted package (packaged on first request); the same licence again for the same device, title and quality',
        body: LicenceRequestSchema,
        response: { 200: LicenceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { contentId, episodeId, quality, deviceId, deviceName, audioLanguage } = request.body;
      const entitlement = request.entitlement;
      const limit = requireDownloads(entitlement);
      const title = await downloadTitle(
        request,
        pipeline,
        contentId,
        episodeId,
        entitlement?.qualityLines ?? 0,
      );
      const height = title.heights[quality];
      if (!height) {
        throw AppError.message(403, DOWNLOAD_ERROR_CODES.qualityNotInPlan, 'download.qualityNotInPlan');
      }
      const now = app.clock.now();
      await registerDevice(app.db, { userId, deviceId, name: deviceName, limit, now });
      const facts = { title: title.movie.title, posterUrl: posterOf(title.movie), episode: title.episode };
      const subtitles = title.asset.subtitles;
      const held = await Licences.findOne({
        user_id: userId,
        device_id: deviceId,
        movie_id: contentId,
        episode_id: episodeId ?? null,
        quality,
        revoked_at: null,
      }).lean();
      reply.header('cache-control', 'no-store');
      if (held) {
        const licence = await renewIfExpired(app.db, held, now);
        const pkg = await Packages.findById(licence.package_id).lean();
        if (pkg?.state === 'done') {
          return toLicence(app, licence, pkg, facts, subtitles, signerOf(request, userId), now);
        }
      }
      const language = await audioLanguageFor(request, title.asset, audioLanguage);
      const deps = { db: app.db, storage: pipeline.storage, config: app.apiConfig.media };
      const pkg = await ensurePackage(deps, title.asset, height, language, now);
      const licence =
        held ??
        (
          await Licences.create({
            user_id: userId,
            viewer_profile_id: request.viewer?.profileId ?? null,
            movie_id: contentId,
            episode_id: episodeId ?? null,
            device_id: deviceId,
            quality,
            height,
            audio_language: language ?? 'en',
            package_id: pkg._id,
            key: pkg.key,
            issued_at: now,
            expires_at: licenceExpiry(now, null),
          })
        ).toObject();
      return toLicence(app, licence, pkg, facts, subtitles, signerOf(request, userId), now);
    },
  );

  app.get(
    '/downloads/licences',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary:
          'The licences of one device (no keys, no files), revoked ones included so the device drops them',
        querystring: LicenceListQuerySchema,
        response: { 200: LicenceListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const docs = await Licences.find({ user_id: userId, device_id: request.query.deviceId })
        .sort({ issued_at: -1 })
        .limit(500)
        .lean();
      const factsOf = await titleFactsOf(app.db, docs);
      const sizes = await Packages.find({ _id: { $in: docs.map((d) => d.package_id) } }, { bytes: 1 }).lean();
      const bytesOf = (id: string) => sizes.find((p) => p._id === id)?.bytes ?? 0;
      reply.header('cache-control', 'no-store');
      return { licences: docs.map((d) => toSummary(d, factsOf(d), bytesOf(d.package_id))) };
    },
  );

  app.post(
    '/downloads/licences/:id/playback',
    {
      config: { access: 'subscriber' },
      schema: {
        tags: TAGS,
        summary:
          'Playback of a download started: the licence now ends 48 hours later (or at its 30 days, if sooner)',
        params: LicenceParamsSchema,
        response: { 200: LicencePlaybackSchema, ...errorResponses(401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const doc = await liveLicence(app.db, callerOf(request).userId, request.params.id);
      if (isLicenceExpired(doc.expires_at, now)) {
        throw AppError.message(409, DOWNLOAD_ERROR_CODES.licenceExpired, 'download.licenceExpired');
      }
      const started = await startPlayback(app.db, doc, now);
      return {
        expiresAt: started.expires_at.toISOString(),
        playbackStartedAt: (started.playback_started_at ?? now).toISOString(),
      };
    },
  );

  app.post(
    '/downloads/licences/:id/renew',
    {
      config: { access: 'subscriber' },
      schema: {
        tags: TAGS,
        summary:
          'Renews an expired licence (the same key again, nothing to download again); an unexpired one keeps its expiry',
        params: LicenceParamsSchema,
        response: { 200: LicenceRenewalSchema, ...errorResponses(401, 403, 404, 410) },
      },
    },
    async (request) => {
      requireDownloads(request.entitlement);
      const doc = await liveLicence(app.db, callerOf(request).userId, request.params.id);
      const renewed = await renewIfExpired(app.db, doc, app.clock.now());
      return { expiresAt: renewed.expires_at.toISOString(), key: renewed.key };
    },
  );

  app.delete(
    '/downloads/licences/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Deletes (revokes) a licence; a device left holding none frees its place',
        params: LicenceParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const doc = await Licences.findOneAndUpdate(
        { _id: request.params.id, user_id: userId },
        { $set: { revoked_at: app.clock.now() } },
      ).lean();
      if (!doc) throw AppError.message(404, DOWNLOAD_ERROR_CODES.licenceNotFound, 'download.licenceNotFound');
      await releaseIdleDevice(app.db, userId, doc.device_id);
      return reply.code(204).send(null);
    },
  );
};
