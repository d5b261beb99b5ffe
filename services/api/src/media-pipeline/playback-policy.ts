import { passThroughSignUrl, type SignUrl } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import type { MediaKind } from './jobs/media-asset';

export interface PlaybackGrant {
  /** Tallest rendition the caller's plan allows; undefined = every rendition. */
  allowedMaxHeight?: number;
  /** Signs an absolute path (`/media/hls/…`) the player will fetch. */
  signUrl: SignUrl;
}

/**
 * The entitlement layer's hook into playback: called on every HLS request (master, playlists,
 * segments) with the title and kind; it may throw an AppError (401/403, an expired signature),
 * or answer what the caller may see and how URLs are signed. Billing replaces the default by
 * decorating the root app: `app.decorate('playbackPolicy', policy)` before the API scope loads.
 */
export type PlaybackPolicy = (
  request: FastifyRequest,
  title: { movieId: string; kind: MediaKind },
) => PlaybackGrant | Promise<PlaybackGrant>;

/** The default: every rendition, URLs unsigned. */
export const passThroughPolicy: PlaybackPolicy = () => ({ signUrl: passThroughSignUrl });

declare module 'fastify' {
  interface FastifyInstance {
    playbackPolicy?: PlaybackPolicy;
  }
}
