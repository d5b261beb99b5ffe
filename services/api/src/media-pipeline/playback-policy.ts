import { passThroughSignUrl, type SignUrl } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import type { MediaKind } from './jobs/media-asset';

export interface PlaybackGrant {
  /** Tallest rendition the caller's plan allows; undefined = every rendition. */
  allowedMaxHeight?: number;
  /** Signs an absolute path (`/media/hls/…`) the player will fetch. */
  signUrl: SignUrl;
  /**
   * With the edge on (core/media-edge.ts): the edge URL of a stored file a playlist lists (null:
   * keep `signUrl`'s). The playlists themselves always come from the API.
   */
  edgeUrl?: (storageKey: string) => string | null;
}

export interface PlaybackTitle {
  movieId: string;
  kind: MediaKind;
  durationSeconds?: number;
}

/**
 * The entitlement layer's hook into playback: called on every HLS request (master, playlists,
 * segments) with the title and kind; it may throw an AppError (403, 404), or answer what the
 * caller may see and how URLs are signed. A root-app decoration `playbackPolicy` replaces the
 * built-in policies (content: signed + plan cap; trailers: public) for both kinds.
 */
export type PlaybackPolicy = (
  request: FastifyRequest,
  title: PlaybackTitle,
  /** The requested file under the title (`master.m3u8`, `<ladder>/v480/s0001.ts` ...). */
  file: string,
) => PlaybackGrant | Promise<PlaybackGrant>;

/** Trailers (public): every rendition, URLs unsigned. Content: plugins/hls-delivery/content-policy.ts. */
export const passThroughPolicy: PlaybackPolicy = () => ({ signUrl: passThroughSignUrl });

declare module 'fastify' {
  interface FastifyInstance {
    playbackPolicy?: PlaybackPolicy;
  }
}
