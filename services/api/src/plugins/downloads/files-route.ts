import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { DOWNLOAD_ERROR_CODES, isLicenceExpired } from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { downloadPackageModel } from '../../media-pipeline/downloads/download-package';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { PRIVATE_IMMUTABLE, sendStored } from '../hls-delivery/send-stored';
import { createStoredCache } from '../hls-delivery/stored-cache';
import { liveLicence } from './licence-store';

const MB = 1024 * 1024;

/**
 * `GET|HEAD /media/downloads/:licenceId/:file?u&p&e&s`: one file of a licence's encrypted package.
 * The access gate ('signedMedia') checks the signature, its expiry and the subscription; here the
 * licence must be the signer's, unrevoked and unexpired. Segments are useless without the key.
 */
export const downloadFilesRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { storage } = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  // Each file is read once per device: a small cache for concurrent first requests only.
  const media = { storage, cache: createStoredCache(storage, 16 * MB) };
  app.route({
    method: ['GET', 'HEAD'],
    url: '/downloads/:licenceId/:file',
    config: { access: 'signedMedia' },
    logLevel: 'warn',
    schema: {
      tags: ['downloads'],
      summary:
        'A file of a download’s encrypted package by signed URL (playlist, AES-128 segments, WebVTT); Range',
      params: Type.Object({
        licenceId: Type.String({ pattern: '^[a-f0-9]{24}$' }),
        file: Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]+\\.(m3u8|ts|vtt)$' }),
      }),
      response: {
        200: Type.Unknown({ description: 'The file' }),
        206: Type.Unknown({ description: 'One byte range' }),
        304: Type.Unknown({ description: 'Not modified' }),
        ...errorResponses(403, 404, 409, 410, 416),
      },
    },
    handler: async (request, reply) => {
      const grant = request.mediaGrant;
      if (!grant) throw new Error('download file route without a media grant');
      const { licenceId, file } = request.params;
      const licence = await liveLicence(app.db, grant.userId, licenceId);
      if (isLicenceExpired(licence.expires_at, app.clock.now())) {
        throw AppError.message(409, DOWNLOAD_ERROR_CODES.licenceExpired, 'download.licenceExpired');
      }
      const pkg = await downloadPackageModel(app.db).findById(licence.package_id).lean();
      if (!pkg?.files.some((f) => f.name === file))
        throw AppError.message(404, 'NOT_FOUND', 'api.fileNotFound');
      return sendStored(request, reply, media, `${pkg.prefix}${file}`, PRIVATE_IMMUTABLE);
    },
  });
};
