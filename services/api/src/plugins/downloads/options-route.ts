import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOWNLOAD_QUALITIES,
  type DownloadOption,
  DownloadOptionsQuerySchema,
  DownloadOptionsSchema,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { errorResponses } from '../../core/schemas';
import { downloadPackageModel } from '../../media-pipeline/downloads/download-package';
import { packageId } from '../../media-pipeline/downloads/package-download';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { downloadDeviceModel } from '../../models/download-device';
import { downloadDevicesOf } from './download-plan';
import { audioLanguageFor, downloadTitle, estimatedBytes } from './download-title';

const LABELS = { standard: 'Standard', high: 'High' } as const;

/** `GET /api/downloads/options`: the qualities the plan allows for a title, with sizes, and the device count. */
export const optionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const pipeline = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  app.get(
    '/downloads/options',
    {
      config: { access: 'subscriber', viewer: 'optional' },
      schema: {
        tags: ['downloads'],
        summary:
          'Download qualities of a title within the plan’s cap, each with its size; the devices used and allowed (limit 0: no downloads on this plan)',
        querystring: DownloadOptionsQuerySchema,
        response: { 200: DownloadOptionsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const limit = downloadDevicesOf(request.entitlement);
      const used = await downloadDeviceModel(app.db).countDocuments({ user_id: userId });
      const devices = { used, limit };
      if (limit === 0) return { options: [], devices };
      const { contentId, episodeId } = request.query;
      const title = await downloadTitle(
        request,
        pipeline,
        contentId,
        episodeId,
        request.entitlement?.qualityLines ?? 0,
      );
      const language = await audioLanguageFor(request, title.asset, undefined);
      const options: DownloadOption[] = [];
      for (const quality of DOWNLOAD_QUALITIES) {
        const height = title.heights[quality];
        if (!height) continue;
        const packaged = await downloadPackageModel(app.db)
          .findOne({ _id: packageId(title.asset, height, language), state: 'done' }, { bytes: 1 })
          .lean();
        options.push({
          quality,
          label: `${LABELS[quality]} (${height}p)`,
          height,
          bytes: packaged?.bytes ?? estimatedBytes(title.asset, height),
        });
      }
      return { options, devices };
    },
  );
};
