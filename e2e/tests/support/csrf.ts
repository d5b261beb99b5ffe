import { randomBytes } from 'node:crypto';

/**
 * Headers of a sign-in made outside the browser page: the API demands the double-submit
 * anti-forgery token (login CSRF), as the app's client sends it (cookie + header, 32 base64url).
 */
export function csrfHeaders(): Record<string, string> {
  const token = randomBytes(24).toString('base64url');
  return { 'x-csrf-token': token, cookie: `csrf-token=${token}` };
}
