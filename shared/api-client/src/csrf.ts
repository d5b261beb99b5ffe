import { CSRF, generateCsrfToken, isValidCsrfToken } from '@premieres/contracts';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let inMemory: string | undefined;

/** The tab's anti-forgery token (sessionStorage 'csrf-token'), created when missing. */
export function currentCsrfToken(): string {
  const store = sessionStore();
  // The in-memory copy stands in only where sessionStorage is unavailable.
  const stored = store ? store.getItem(CSRF.storageKey) : inMemory;
  if (isValidCsrfToken(stored)) return stored;
  return rotateCsrfToken();
}

/** A fresh token; the spec regenerates it after every successful protected call. */
export function rotateCsrfToken(): string {
  const token = generateCsrfToken();
  inMemory = token;
  try {
    sessionStore()?.setItem(CSRF.storageKey, token);
  } catch {
    // Storage full or disabled: the in-memory copy serves this page.
  }
  return token;
}

/**
 * Double submit: the same token as cookie and header. The cookie is written right before each
 * call because tabs share cookies but not sessionStorage.
 */
export function csrfHeaders(): Record<string, string> {
  const token = currentCsrfToken();
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the double submit needs a script-set cookie; cookieStore is not in every browser.
    document.cookie = `${CSRF.cookieName}=${token}; Path=/api/auth; SameSite=Strict${secure}`;
  }
  return { [CSRF.headerName]: token };
}
