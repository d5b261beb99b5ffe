export { authApi, type SignUpBody } from './auth-api';
export { catalogApi, movieSearchParams } from './catalog-api';
export { type ApiClientConfig, apiConfig, configureApiClient } from './config';
export { csrfHeaders, currentCsrfToken, rotateCsrfToken } from './csrf';
export { ApiRequestError, isApiRequestError, toApiRequestError } from './errors';
export { http } from './http';
export { type LibraryList, libraryApi } from './library-api';
export { checkSession, refreshSession, startSessionKeeper, tokenExpiry } from './session';
export { usersApi } from './users-api';
