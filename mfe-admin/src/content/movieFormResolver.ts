import { type MovieFormValues, validateMovieForm } from '@premieres/contracts';
import { rulesResolver } from '@premieres/ui/forms';
import type { Resolver } from 'react-hook-form';

/**
 * The form's values: the contracts' movie form values plus the chosen poster and trailer files,
 * and (create only) the film to upload once the title exists (checked by the film field itself).
 */
export interface MovieFormState extends MovieFormValues {
  thumbnail_file: File | null;
  trailer_file: File | null;
  film_file: File | null;
}

/**
 * The movie form's resolver: the same `validateMovieForm` the API runs on every write (spec §5),
 * plus the chosen files' types.
 */
export function movieFormResolver(now: () => Date = () => new Date()): Resolver<MovieFormState> {
  return rulesResolver<MovieFormState>((values) =>
    validateMovieForm(
      values,
      { thumbnailFile: values.thumbnail_file, trailerFile: values.trailer_file },
      now(),
    ),
  );
}
