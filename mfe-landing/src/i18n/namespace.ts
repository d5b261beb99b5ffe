/** This remote's i18n namespace. */
export const LANDING_NS = 'landing';
