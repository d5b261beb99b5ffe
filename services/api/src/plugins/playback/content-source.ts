import { STORAGE_BUCKETS } from '@premieres/contracts';
import { CONTENT_BUCKET } from '../media/buckets';

export type ContentSource =
  | { kind: 'stored'; buckets: string[]; name: string }
  | { kind: 'external'; url: string };

const STORED_IN = [CONTENT_BUCKET, STORAGE_BUCKETS.trailers];

/**
 * Where a title's content_url points: a bare file name is looked up in the private content bucket
 * (then the trailers bucket, for titles whose content is an uploaded clip); `<bucket>/<name>` or
 * `/media/<bucket>/<name>` names one of those; an http(s) URL is another service's and is handed
 * to subscribers as it is (it cannot carry our signature). Null: no playable content.
 */
export function contentSource(contentUrl: string | null | undefined): ContentSource | null {
  const value = (contentUrl ?? '').trim();
  if (!value) return null;
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
