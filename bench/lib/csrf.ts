import { CSRF, generateCsrfToken } from '@premieres/contracts';

/** Headers of a sign-in from a bench: the API demands the double-submit token (login CSRF). */
export function csrfHeaders(): Record<string, string> {
  const token = generateCsrfToken();
  return { [CSRF.headerName]: token, cookie: `${CSRF.cookieName}=${token}` };
}
