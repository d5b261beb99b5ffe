import { type MovieDisplay, toMovieDisplay } from '@premieres/contracts';
import { type MovieDoc, toMovieRecord } from '../../models/movie';

/** Stored movie → display shape, through the one mapping of contracts. Media URLs stay same-origin. */
export function displayMovie(doc: MovieDoc): MovieDisplay {
  return toMovieDisplay(toMovieRecord(doc));
}
