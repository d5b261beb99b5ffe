import { namesFilm } from '@premieres/contracts';
import { CONTENT_BUCKET } from '../stored-files/buckets';

export type ContentSource =
  | { kind: 'stored'; buckets: string[]; name: string }
  | { kind: 'external'; url: string };

/** Only the private content bucket holds films: the public trailers bucket is never played as one. */
const STORED_IN = [CONTENT_BUCKET];

/**
 * Where a title's content_url points, when it names a film of its own: a bare file name or
 * `<bucket>/<name>` / `/media/<bucket>/<name>` in the private content bucket, or an http(s) URL of
 * another service (handed to subscribers as it is: it cannot carry our signature). A content_url
 * equal to the title's trailer_url is the trailer, never the film. Null: no film to play as a file.
 */
export function contentSource(
  movie: { content_url?: string | null; trailer_url?: string | null } | null | undefined,
): ContentSource | null {
  const record = { content_url: movie?.content_url ?? null, trailer_url: movie?.trailer_url ?? null };
  if (!namesFilm(record)) return null;
  const value = (record.content_url ?? '').trim();
  if (/^https?:/i.test(value)) return { kind: 'external', url: value };
  if (!value.includes('/')) return { kind: 'stored', buckets: STORED_IN, name: value };
  const match = /^(?:\/media)?\/?([^/]+)\/([^/]+)$/.exec(value);
  const [, bucket = '', name = ''] = match ?? [];
  if (!STORED_IN.includes(bucket) || !name) return null;
  return { kind: 'stored', buckets: [bucket], name: decodeURIComponent(name) };
}

/** Path of a title's signed content URL (under /media; the signature is added by signMediaUrl). */
export const contentPath = (movieId: string) => `/media/content/${encodeURIComponent(movieId)}`;

/** Path of a title's HLS master playlist (signed like the content URL). */
export const hlsMasterPath = (movieId: string) =>
  `/media/hls/${encodeURIComponent(movieId)}/content/master.m3u8`;
