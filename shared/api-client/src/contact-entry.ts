// The contact calls alone, for a prerendered page's island (mfe-account's /contact) that must not
// bring the whole client: the contact API and its error type, from the same modules as the main
// entry.
export { contactApi } from './contact-api';
export { ApiRequestError, isApiRequestError } from './errors';
