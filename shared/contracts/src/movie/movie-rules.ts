import type { RuleErrors } from '../messages';
import type { MoviePatch, MovieWrite } from './movie';
import { type MovieFormField, validateMovieForm } from './movie-form';

/**
 * The spec's movie rules over a MovieWrite (after the schema's structural check): the same
 * `validateMovieForm` the form runs, so browser and API give the same message ids.
 */
export function validateMovieWrite(write: MovieWrite, now: Date = new Date()): RuleErrors<MovieFormField> {
  return validateMovieForm(write, {}, now);
}

/** A PATCH applied to the stored title: the rules judge the title as it would be saved. */
export function mergeMoviePatch(current: MovieWrite, patch: MoviePatch): MovieWrite {
  const merged: MovieWrite = { ...current };
  for (const [key, value] of Object.entries(patch) as [keyof MovieWrite, unknown][]) {
    if (value !== undefined) (merged as Record<keyof MovieWrite, unknown>)[key] = value;
  }
  return merged;
}
