// Apart from the schemas: the API client (on every page) only needs the codes.

/** Stable `code`s of viewer-profile failures; the browser translates them. */
export const VIEWER_ERROR_CODES = {
  limit: 'VIEWER_PROFILE_LIMIT',
  notFound: 'VIEWER_PROFILE_NOT_FOUND',
  mainUndeletable: 'VIEWER_PROFILE_MAIN',
  pinRequired: 'VIEWER_PIN_REQUIRED',
  pinWrong: 'VIEWER_PIN_WRONG',
  pinLocked: 'VIEWER_PIN_LOCKED',
  tokenInvalid: 'VIEWER_PROFILE_INVALID',
  kidsCannotManage: 'VIEWER_PROFILE_KIDS',
  nameTaken: 'VIEWER_PROFILE_NAME_TAKEN',
  mainNotKids: 'VIEWER_PROFILE_MAIN_KIDS',
} as const;
