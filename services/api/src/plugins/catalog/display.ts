import { type MovieDisplay, type TitleMedia, toMovieDisplay } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { type MovieDoc, toMovieRecord } from '../../models/movie';
import { titleMediaOf } from './title-media';

const NO_MEDIA: TitleMedia = { film: false, localTrailer: false };

/** Stored movie → display shape, through the one mapping of contracts. Media URLs stay same-origin. */
export function displayMovie(doc: MovieDoc, media: TitleMedia): MovieDisplay {
  return toMovieDisplay(toMovieRecord(doc), { media });
}

/** Stored movies → display shapes in the same order, with what their media assets say (one read). */
export async function displayMovies(db: Connection, docs: MovieDoc[]): Promise<MovieDisplay[]> {
  const media = await titleMediaOf(db, docs);
  return docs.map((doc) => displayMovie(doc, media.get(doc._id) ?? NO_MEDIA));
}
