import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  MEDIA_NOT_READY,
  renderMasterPlaylist,
  renderSubtitlePlaylist,
  rewriteMediaPlaylist,
} from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import {
  assetId,
  episodeAssetId,
  isPlayable,
  type MediaKind,
  mediaAssetModel,
} from '../../media-pipeline/jobs/media-asset';
import { ladderFolder, ladderView, subtitleFile } from '../../media-pipeline/ladder-view';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { type PlaybackPolicy, passThroughPolicy } from '../../media-pipeline/playback-policy';
import { withTimestampMap } from '../../media-pipeline/subtitles/to-webvtt';
import { contentPlaybackPolicy } from './content-policy';
import { episodeStillRoute } from './episode-stills';
import { IMMUTABLE, PRIVATE_IMMUTABLE, sendStored } from './send-stored';
import { createStoredCache } from './stored-cache';

export { MEDIA_NOT_READY };

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
// Playlists carry signed, expiring URLs: never shared between viewers or kept.
const PLAYLIST_CACHE = 'private, no-store';

const Params = Type.Object({
  movieId: Type.String({ minLength: 1, maxLength: 64 }),
  /** Only on a series' episode route (its content, gated like the series' own). */
  episodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  '*': Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9._/-]+$' }),
});

// A title's content and trailer, and an episode's content (same policy and signing as content).
const ROUTES = [
  { kind: 'content', url: '/hls/:movieId/content/*', what: "a title's content" },
  { kind: 'trailer', url: '/hls/:movieId/trailer/*', what: "a title's trailer" },
  { kind: 'content', url: '/hls/:movieId/episodes/:episodeId/*', what: "a series' episode" },
] as const;

/**
 * Domain plugin under /media/hls: HLS playback of a title's content or trailer. The master
 * playlist is written per request from the stored ladder through the playback policy (renditions
 * the plan allows, signed URLs); rendition playlists are rewritten through the same signer;
 * segments, posters and subtitle files are immutable (their paths change with every transcode).
 */
export const hlsDeliveryPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Assets = mediaAssetModel(app.db);
  const { storage } = mediaPipelineOf(app.db, app.apiConfig.media, app.log);
  const media = { storage, cache: createStoredCache(storage) };
  const readText = async (key: string) => {
    const cached = await media.cache.get(key);
    if (!cached) throw AppError.message(404, 'NOT_FOUND', 'api.fileNotFound');
    if (cached.body) return cached.body.toString('utf8');
    throw new Error(`${key}: too large for a playlist or subtitle file`);
  };

  const POLICIES: Record<MediaKind, PlaybackPolicy> = {
    content: contentPlaybackPolicy,
    trailer: passThroughPolicy,
  };
  // Content needs a signed URL (checked by the access gate); trailers are public.
  for (const { kind, url, what } of ROUTES) {
    const fileCache = kind === 'content' ? PRIVATE_IMMUTABLE : IMMUTABLE;
    app.route({
      method: ['GET', 'HEAD'],
      url,
      config: { access: kind === 'content' ? 'signedMedia' : 'anon' },
      logLevel: 'warn',
      schema: {
        tags: ['media'],
        summary: `HLS of ${what}: master.m3u8 (generated), rendition and subtitle playlists, segments (Range)`,
        params: Params,
        response: {
          200: Type.Unknown({ description: 'A playlist, a segment, a subtitle file or the poster' }),
          206: Type.Unknown({ description: 'One byte range of a segment' }),
          304: Type.Unknown({ description: 'Not modified' }),
          ...errorResponses(403, 404, 409, 416),
        },
      },
      handler: async (request, reply) => {
        const { movieId, episodeId, '*': file } = request.params;
        const id = episodeId ? episodeAssetId(movieId, episodeId) : assetId(movieId, kind);
        const asset = await Assets.findById(id).lean();
        if (!asset) throw AppError.message(404, 'NOT_FOUND', 'media.notFound');
        if (!isPlayable(asset)) {
          throw AppError.message(409, MEDIA_NOT_READY, 'media.notPlayableYet', {
            values: { state: asset.state },
          });
        }
        const policy = app.playbackPolicy ?? POLICIES[kind];
        const grant = await policy(
          request,
          { movieId, kind, durationSeconds: asset.ladder?.durationSeconds },
          file,
        );
        const owner = episodeId ? `episodes/${encodeURIComponent(episodeId)}` : kind;
        const base = `/media/hls/${encodeURIComponent(movieId)}/${owner}/`;
        const sign = (relative: string) => grant.signUrl(`${base}${relative}`);
        const ladder = ladderView(asset);

        if (file === 'master.m3u8') {
          const text = renderMasterPlaylist(ladder, {
            allowedMaxHeight: grant.allowedMaxHeight,
            signUrl: sign,
          });
          return reply.type(PLAYLIST_TYPE).header('cache-control', PLAYLIST_CACHE).send(text);
        }
        const subtitle = /^subs\/([a-z]{2})\.m3u8$/.exec(file);
        if (subtitle) {
          const track = ladder.subtitles.find((s) => s.language === subtitle[1]);
          if (!track) throw AppError.message(404, 'NOT_FOUND', 'media.subtitlesNotFound');
          const text = renderSubtitlePlaylist(ladder.durationSeconds, track.vttUri, sign);
          return reply.type(PLAYLIST_TYPE).header('cache-control', PLAYLIST_CACHE).send(text);
        }
        const track = asset.subtitles.find((s) => subtitleFile(s.key) === file);
        if (track) {
          const vtt = withTimestampMap(await readText(track.key), ladder.startPts);
          return reply.type('text/vtt; charset=utf-8').header('cache-control', fileCache).send(vtt);
        }
        const [folder, rendition, ...rest] = file.split('/');
        if (folder !== ladderFolder(asset) || !rendition)
          throw AppError.message(404, 'NOT_FOUND', 'api.fileNotFound');
        const height = /^v(\d+)$/.exec(rendition);
        if (height && grant.allowedMaxHeight !== undefined && Number(height[1]) > grant.allowedMaxHeight) {
          throw AppError.message(403, 'RENDITION_NOT_IN_PLAN', 'media.renditionNotInPlan');
        }
        const key = `${asset.ladder_prefix}${[rendition, ...rest].join('/')}`;
        if (file.endsWith('.m3u8')) {
          // With the edge on (MEDIA_EDGE), nginx serves the files a playlist lists; else this route does.
          const fileUrl = (u: string) =>
            grant.edgeUrl?.(`${asset.ladder_prefix}${rendition}/${u}`) ?? sign(`${folder}/${rendition}/${u}`);
          const text = rewriteMediaPlaylist(await readText(key), fileUrl);
          return reply.type(PLAYLIST_TYPE).header('cache-control', PLAYLIST_CACHE).send(text);
        }
        return sendStored(request, reply, media, key, fileCache);
      },
    });
  }
  episodeStillRoute(app, media, (id) => Assets.findById(id).lean(), episodeAssetId);
};
