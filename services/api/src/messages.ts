// API-only messages: the spec gives no wording for these (the provider's own errors), so they
// are ours. The spec's rule messages come from @premieres/contracts.
export const EMAIL_ALREADY_REGISTERED = 'User already registered';
export const AUTH_REQUIRED = 'Authentication required';
export const SESSION_EXPIRED = 'Session expired. Please sign in again.';
export const INVALID_TOKEN = 'Invalid or expired link';
export const USER_NOT_FOUND = 'User not found';
export const OWN_ROLE_CHANGE = 'You cannot change your own role';
export const ROUTE_NOT_FOUND = 'Route not found';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait before trying again.';
export const INVALID_REQUEST = 'Invalid request';
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';
export const CROSS_SITE_REFUSED = 'Cross-site request refused';
