import { FILM_UPLOAD_ERROR_CODES, filmMessageValues } from '@premieres/contracts';
import type { ErrorContext } from '../feedback/apiErrorText';

/** The film upload's (tus) failure codes → keys, and its messages' values (the most GB it takes). */
export const FILM_ERRORS: ErrorContext = {
  codes: {
    [FILM_UPLOAD_ERROR_CODES.notVideo]: 'rules.film.notVideo',
    [FILM_UPLOAD_ERROR_CODES.tooLarge]: 'rules.film.tooLarge',
    [FILM_UPLOAD_ERROR_CODES.lengthRequired]: 'film.errors.lengthRequired',
    [FILM_UPLOAD_ERROR_CODES.metadataInvalid]: 'film.errors.metadataInvalid',
    [FILM_UPLOAD_ERROR_CODES.unknownTitle]: 'film.errors.unknownTitle',
    [FILM_UPLOAD_ERROR_CODES.storeFailed]: 'film.errors.storeFailed',
    [FILM_UPLOAD_ERROR_CODES.protocol]: 'film.errors.protocol',
  },
  values: filmMessageValues(),
};
