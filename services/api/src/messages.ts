// The API's own failures by name: their English lives once in the contracts' MESSAGES (ids
// `auth.*`, `api.*`, `admin.*`); throw them with AppError.message(status, code, id) so the id
// travels beside the English. These names remain for tests and older call sites.
import { MESSAGES } from '@premieres/contracts';

export const EMAIL_ALREADY_REGISTERED: string = MESSAGES['auth.emailTaken'];
export const AUTH_REQUIRED: string = MESSAGES['auth.required'];
export const SESSION_EXPIRED: string = MESSAGES['auth.sessionExpired'];
export const INVALID_TOKEN: string = MESSAGES['auth.invalidToken'];
export const USER_NOT_FOUND: string = MESSAGES['admin.userNotFound'];
export const OWN_ROLE_CHANGE: string = MESSAGES['admin.ownRoleChange'];
export const ROUTE_NOT_FOUND: string = MESSAGES['api.routeNotFound'];
export const TOO_MANY_REQUESTS: string = MESSAGES['api.tooManyRequests'];
export const INVALID_REQUEST: string = MESSAGES['api.invalidRequest'];
export const DATABASE_UNAVAILABLE: string = MESSAGES['api.databaseUnavailable'];
export const CROSS_SITE_REFUSED: string = MESSAGES['auth.crossSiteRefused'];
