// Support contact details shown on /contact. The spec names them but gives no values: the phone
// is the one mfe-landing's footer shows; e-mail and postal address are ours (see the report).
export const SUPPORT_EMAIL = 'support@premieres.in';
export const SUPPORT_PHONE = '000-800-919-1743';

/** The `tel:` form of a displayed number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}
