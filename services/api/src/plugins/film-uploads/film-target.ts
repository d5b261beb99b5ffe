import {
  FILM_KIND,
  FILM_METADATA,
  FILM_METADATA_INVALID,
  FILM_UNKNOWN_TITLE,
  FILM_UPLOAD_ERROR_CODES,
  type FilmTarget,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { refusal } from './refusal';

const ID = /^[\w.-]{1,128}$/;

/** The title (and episode) an upload's metadata names; refused (400) unless it is well formed. */
export function filmTargetOf(metadata: Record<string, string | null> | undefined): FilmTarget {
  const movieId = metadata?.[FILM_METADATA.movieId] ?? '';
  const episodeId = metadata?.[FILM_METADATA.episodeId] ?? null;
  const kind = metadata?.[FILM_METADATA.kind];
  if (!ID.test(movieId) || (episodeId !== null && !ID.test(episodeId)) || kind !== FILM_KIND) {
    throw refusal(400, FILM_UPLOAD_ERROR_CODES.metadataInvalid, FILM_METADATA_INVALID);
  }
  return { movieId, episodeId };
}

export function unknownTitle() {
  return refusal(404, FILM_UPLOAD_ERROR_CODES.unknownTitle, FILM_UNKNOWN_TITLE);
}

/** Refuses (404) a target that does not exist: an unknown title, or an episode not of that series. */
export async function assertTargetExists(db: Connection, target: FilmTarget): Promise<void> {
  const exists = target.episodeId
    ? await episodeModel(db).exists({ _id: target.episodeId, movie_id: target.movieId })
    : await movieModel(db).exists({ _id: target.movieId });
  if (!exists) throw unknownTitle();
}
