// The contracts' rule messages the forms show (the movie dialog, categories, the film upload): admin
// namespace strings loaded with those forms (src/i18n/parts.ts).
export const adminRulesEn = {
  // Contracts' messages by id (MESSAGES): `rules.<id>`, e.g. rules.movie.titleRequired.
  rules: {
    movie: {
      titleRequired: 'Title is required',
      typeInvalid: 'Type must be Movie or Premiere',
      ratingRange: 'Rating must be a number from 0 to 10',
      ratingStep: 'Rating must be in steps of 0.1',
      releaseYearRange: 'Release year must be a whole number from 1900 to {{max}}',
      seasonsMin: 'Seasons must be a whole number of at least 1',
      episodesMin: 'Episodes must be a whole number of at least 1',
      durationMin: 'Duration must be a whole number of at least 1 minute',
      castEmptyName: 'Cast names cannot be empty',
      castDuplicate: 'Cast names must be unique',
      thumbnailNotImage: 'Thumbnail must be an image file',
      trailerNotVideo: 'Trailer must be a video file',
      certificationInvalid: 'Certification must be one of U, U/A 7+, U/A 13+, U/A 16+, A',
      titleHiScript: 'The Hindi title must be written in Devanagari',
      titleMlScript: 'The Malayalam title must be written in Malayalam script',
    },
    category: {
      nameRequired: 'Category name is required',
    },
    film: {
      notVideo:
        'The film must be a video file (MP4, MOV, Matroska, WebM, MPEG-TS or AVI); this file is not one',
      tooLarge: 'The film is too large: at most {{max}} GB',
    },
  },
};

export type AdminRulesStrings = typeof adminRulesEn;
