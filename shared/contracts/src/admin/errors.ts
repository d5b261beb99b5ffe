/**
 * Stable `code`s of admin API errors (`ApiError.code`): the browser picks a toast or a field by
 * code, never by parsing the message.
 */
export const ADMIN_ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unknownField: 'UNKNOWN_FIELD',
  thumbnailNotImage: 'THUMBNAIL_NOT_IMAGE',
  trailerNotVideo: 'TRAILER_NOT_VIDEO',
  fileTooLarge: 'FILE_TOO_LARGE',
  uploadAborted: 'UPLOAD_ABORTED',
  unexpectedFile: 'UNEXPECTED_FILE',
  movieFieldMissing: 'MOVIE_FIELD_MISSING',
  notFound: 'NOT_FOUND',
  categoryNameTaken: 'CATEGORY_NAME_TAKEN',
  trendingDuplicate: 'TRENDING_DUPLICATE',
  trendingUnknownMovie: 'TRENDING_UNKNOWN_MOVIE',
  lastAdmin: 'LAST_ADMIN',
  ownRoleChange: 'OWN_ROLE_CHANGE',
  userNotFound: 'USER_NOT_FOUND',
} as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[keyof typeof ADMIN_ERROR_CODES];
