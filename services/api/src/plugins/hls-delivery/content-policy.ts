import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { signEdgeUrl } from '../../core/media-edge';
import { grantProfile, type MediaGrant, signMediaUrl } from '../../core/media-signature';
import type { PlaybackGrant, PlaybackTitle } from '../../media-pipeline/playback-policy';
import { movieModel } from '../../models/movie';
import { viewerProfileModel } from '../../models/viewer-profile';
import { scopeForCeiling, withinScope } from '../catalog/catalogue-scope';

const notFound = () => AppError.message(404, undefined, 'api.contentNotFound');

/** The grant's viewer profile must still exist and its ceiling must still admit the title. */
async function assertWithinCeiling(request: FastifyRequest, grant: MediaGrant, movieId: string) {
  const profileId = grantProfile(grant);
  if (!profileId) return;
  const db = request.server.db;
  const profile = await viewerProfileModel(db)
    .findOne({ _id: profileId, user_id: grant.userId }, { ceiling: 1 })
    .lean();
  if (!profile) throw notFound();
  const movie = await movieModel(db)
    .findOne(withinScope({ _id: movieId }, scopeForCeiling(profile.ceiling)), { _id: 1 })
    .lean();
  if (!movie) throw notFound();
}

/**
 * The policy of `/media/hls/:movieId/content/*`. The access gate ('signedMedia') has checked this
 * URL's signature, expiry and the account's subscription; here the plan caps the renditions and
 * every URL written into a playlist is signed for the same account and profile. Inner URLs live
 * for the link's TTL plus the title's length, so a film started near expiry still plays to the end.
 */
export async function contentPlaybackPolicy(
  request: FastifyRequest,
  title: PlaybackTitle,
  file: string,
): Promise<PlaybackGrant> {
  const grant = request.mediaGrant;
  if (!grant) throw new Error('content HLS route without a media grant');
  // Playlists are the doors; segments are only reachable through URLs a checked playlist signed.
  if (file.endsWith('.m3u8')) await assertWithinCeiling(request, grant, title.movieId);
  const app = request.server;
  const ttlMs = (app.apiConfig.playbackUrlTtlSeconds + (title.durationSeconds ?? 0)) * 1000;
  const expiresAt = new Date(app.clock.now().getTime() + ttlMs);
  const signer = { userId: grant.userId, profileId: grantProfile(grant) };
  const edge = app.apiConfig.mediaEdge;
  return {
    allowedMaxHeight: grant.entitlement.qualityLines,
    signUrl: (path) => signMediaUrl(app, path, signer, expiresAt),
    // Segments from nginx: bound to the account, the file's path (title, rendition) and the same expiry.
    edgeUrl: edge ? (key) => signEdgeUrl(edge, key, grant.userId, expiresAt) : undefined,
  };
}
