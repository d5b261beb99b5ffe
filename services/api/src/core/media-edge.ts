import { createHash } from 'node:crypto';
import type { ApiEnv } from '../config/env-schema';
import type { MediaConfig } from '../media-pipeline/media-config';

/**
 * The production edge (MEDIA_EDGE=nginx-secure-link): the API still answers grants and writes
 * every playlist, but the files a playlist lists (segments, init and key files) are served and
 * checked by nginx's secure_link module from the media volume (MEDIA_STORAGE=fs), never by Node.
 * deploy/nginx/premieres.conf holds the matching `location /media/edge/` and the same secret.
 */
export interface MediaEdge {
  mode: 'nginx-secure-link';
  /** Shared with nginx (its media-edge-secret.conf); never the HMAC key of the API's own links. */
  secret: string;
}

/** Where nginx serves the media volume: `/media/edge/<storage key>` is `<MEDIA_ROOT>/<storage key>`. */
export const EDGE_PREFIX = '/media/edge/';

// Keys are written by the pipeline (`hls/<title>/<kind>/<ladder>/v720/s0001.ts`); anything else
// would need percent-encoding, and nginx hashes the decoded, normalised $uri.
const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

/**
 * nginx's `secure_link_md5 "$secure_link_expires$uri$arg_u <secret>"`: the binary MD5 of that
 * string in base64url without padding (what `secure_link $arg_t,$arg_e` compares with `t`).
 */
export function edgeToken(secret: string, uri: string, userId: string, expires: number): string {
  return createHash('md5').update(`${expires}${uri}${userId} ${secret}`).digest('base64url');
}

/**
 * The edge URL of a stored file for this account until `expiresAt`, or null when the key is not
 * one nginx would hash as it is written (the caller keeps the API's own signed URL then).
 */
export function signEdgeUrl(edge: MediaEdge, key: string, userId: string, expiresAt: Date): string | null {
  if (!SAFE_KEY.test(key)) return null;
  const uri = `${EDGE_PREFIX}${key}`;
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    u: userId,
    e: String(expires),
    t: edgeToken(edge.secret, uri, userId, expires),
  });
  return `${uri}?${query}`;
}

export type MediaEdgeEnv = Pick<ApiEnv, 'MEDIA_EDGE' | 'MEDIA_EDGE_SECRET'>;

/** The edge from the environment: off unless MEDIA_EDGE is set, and then only with its secret and a media volume. */
export function loadMediaEdge(
  env: Partial<MediaEdgeEnv>,
  media: Pick<MediaConfig, 'fsRoot'>,
): MediaEdge | null {
  if ((env.MEDIA_EDGE ?? 'off') === 'off') return null;
  if (!env.MEDIA_EDGE_SECRET) throw new Error('MEDIA_EDGE=nginx-secure-link needs MEDIA_EDGE_SECRET');
  if (!media.fsRoot)
    throw new Error(
      'MEDIA_EDGE=nginx-secure-link needs MEDIA_STORAGE=fs (nginx reads the ladders from MEDIA_ROOT)',
    );
  return { mode: 'nginx-secure-link', secret: env.MEDIA_EDGE_SECRET };
}
