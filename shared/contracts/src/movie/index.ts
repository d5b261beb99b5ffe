// A title (spec §3) in one place: its record schema and rules, the display form, the staff form
// and its values, certification, filters and duration text.

export {
  CERTIFICATIONS,
  type Certification,
  certificationsWithin,
  DEFAULT_CERTIFICATION,
  isCertification,
  isWithinCeiling,
  TOP_CERTIFICATION,
} from './certification';
export { type DurationInput, durationText } from './duration';
export {
  byGenre,
  isMoviesTrendingRow,
  MOVIE_SECTIONS,
  type MovieSection,
  matchesThumbnailManagerFilter,
  sortTrending,
} from './filters';
export * from './movie';
export * from './movie-display';
export {
  MOVIE_FORM_DEFAULTS,
  type MovieFormField,
  type MovieFormFiles,
  type MovieFormInput,
  type MovieFormValues,
  maxReleaseYear,
  movieFormDefaults,
  movieMessageValues,
  normalizeCast,
  validateCast,
  validateMovieForm,
  validateRating,
  validateReleaseYear,
  validateTitleScript,
} from './movie-form';
export * from './movie-paths';
export { toMovieFormValues, toMovieWrite } from './movie-record-input';
export * from './movie-routes';
export * from './movie-rules';
export * from './movie-sorts';
export {
  type DisplayOptions,
  namesFilm,
  type TitleMedia,
  toMovieDisplay,
  toTrendingItem,
} from './to-movie-display';
export { MOVIE_UPLOAD_PARTS } from './upload-parts';
