/** The admin panel's i18n namespace. */
export const ADMIN_NS = 'admin';
