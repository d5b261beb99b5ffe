import { isVideoFile } from '../media/file-types';
import { MESSAGES, type MessageId, type MessageValues, messageText } from '../messages';

// The film upload's rules and messages; its path is in film-upload-path.ts.

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** Largest film accepted: a feature in a mezzanine format fits; the API refuses more at creation. */
export const FILM_MAX_BYTES = 20 * GIB;
/** Bytes per PATCH: small enough for proxies and a quick retry, large enough to keep requests few. */
export const FILM_CHUNK_BYTES = 64 * MIB;
/** An unfinished upload is kept this long for its resume, then removed. */
export const FILM_UPLOAD_TTL_MS = 7 * 24 * 3600 * 1000;

/** What the film belongs to: a title, or one episode of a series. */
export interface FilmTarget {
  movieId: string;
  episodeId?: string | null;
}

/** Upload-Metadata keys (tus sends them base64-encoded; the API validates every one). */
export const FILM_METADATA = {
  movieId: 'movieId',
  episodeId: 'episodeId',
  kind: 'kind',
  filename: 'filename',
  filetype: 'filetype',
} as const;
/** The only kind taken today: the full-length content (trailers and posters use the title form). */
export const FILM_KIND = 'content';

/** The metadata an upload carries for its target (the file's own name and type are informative only). */
export function filmUploadMetadata(
  target: FilmTarget,
  file: { name: string; type: string },
): Record<string, string> {
  return {
    [FILM_METADATA.movieId]: target.movieId,
    ...(target.episodeId ? { [FILM_METADATA.episodeId]: target.episodeId } : {}),
    [FILM_METADATA.kind]: FILM_KIND,
    [FILM_METADATA.filename]: file.name,
    [FILM_METADATA.filetype]: file.type,
  };
}

/** The transcode job (media asset) a film feeds, as GET /api/admin/transcoding names it. */
export function filmAssetId(target: FilmTarget): string {
  return target.episodeId ? `${target.movieId}.episode.${target.episodeId}` : `${target.movieId}.content`;
}

/** One key per target, so a title's or an episode's upload is found again. */
export function filmTargetKey(target: FilmTarget): string {
  return target.episodeId ? `${target.movieId}/${target.episodeId}` : target.movieId;
}

export const FILM_UPLOAD_ERROR_CODES = {
  notVideo: 'FILM_NOT_VIDEO',
  tooLarge: 'FILM_TOO_LARGE',
  lengthRequired: 'FILM_LENGTH_REQUIRED',
  metadataInvalid: 'FILM_METADATA_INVALID',
  unknownTitle: 'FILM_UNKNOWN_TITLE',
  storeFailed: 'FILM_STORE_FAILED',
  protocol: 'FILM_UPLOAD_PROTOCOL',
} as const;

// The messages staff read (the API sends them; the admin translates them by code or message id).
export const FILM_NOT_VIDEO: string = MESSAGES['film.notVideo'];
const gigabytes = (bytes: number): string => String(Math.floor(bytes / GIB) || (bytes / GIB).toFixed(2));
/** The values of the film messages' placeholders (`film.tooLarge`'s {{max}} GB). */
export const filmMessageValues = (maxBytes: number = FILM_MAX_BYTES): MessageValues => ({
  max: gigabytes(maxBytes),
});
export const filmTooLarge = (maxBytes: number = FILM_MAX_BYTES): string =>
  messageText('film.tooLarge', filmMessageValues(maxBytes));
export const FILM_LENGTH_REQUIRED = 'Send the film’s size (Upload-Length) when the upload starts';
export const FILM_METADATA_INVALID = 'The upload must name its title (movieId) and kind (content)';
export const FILM_UNKNOWN_TITLE = 'This title or episode does not exist (any more); the film was not kept';
export const FILM_STORE_FAILED = 'The film arrived but could not be stored; please upload it again';

/**
 * The browser's early check of a chosen film, before any byte is sent (the API decides by the
 * file's first bytes, whatever its name or type). An empty type passes: browsers know no type for
 * some containers (Matroska, MPEG-TS).
 */
export function filmFileError(
  file: { size: number; type: string },
  maxBytes: number = FILM_MAX_BYTES,
): MessageId | null {
  if (file.size > maxBytes) return 'film.tooLarge';
  if (file.size === 0 || (file.type !== '' && !isVideoFile(file.type))) return 'film.notVideo';
  return null;
}
