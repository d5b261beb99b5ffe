import {
  ADMIN_ERROR_CODES,
  type MoviePatch,
  MoviePatchSchema,
  type MovieWrite,
  MovieWriteSchema,
  movieMessageValues,
  validateMovieWrite,
} from '@premieres/contracts';
import { AppError } from '../../../core/errors';
import { compileChecker } from './schema-errors';

const checkWrite = compileChecker(MovieWriteSchema);
const checkPatch = compileChecker(MoviePatchSchema);

/** JSON text of the multipart `movie` field → a value (400 when it is not JSON). */
export function parseMovieField(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.message(400, ADMIN_ERROR_CODES.validation, 'admin.movieFieldInvalidJson', {
      field: 'movie',
    });
  }
}

/** Structure (schema, unknown fields refused) of a create body. */
export function asMovieWrite(value: unknown): MovieWrite {
  checkWrite(value);
  return value as MovieWrite;
}

/** Structure of an update body. */
export function asMoviePatch(value: unknown): MoviePatch {
  checkPatch(value);
  return value as MoviePatch;
}

/** The spec's rules over the title as it will be saved: 400 with every failing field. */
export function assertMovieRules(write: MovieWrite, now = new Date()): void {
  const errors = validateMovieWrite(write, now);
  if (Object.keys(errors).length === 0) return;
  throw AppError.rules(errors, movieMessageValues(now));
}
