import { currentLanguage, initI18n, stringsReady } from '@premieres/i18n';
import {
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
  staticTranslationFile,
} from '@premieres/ui/plain/static-page-ids';
import { hydrateRoot } from 'react-dom/client';
import { DEFAULT_AFTER_SIGN_IN, readAuthQuery } from '../auth/authQuery';
import { registerAccountStrings } from '../i18n';
import { AuthDocumentApp } from './AuthDocumentApp';
import { type AuthCalls, authCalls } from './auth-calls';
import { AUTH_CHECKING_ATTRIBUTE } from './auth-head-script';

/** Set on <html> once the island has hydrated the page (tests and benches wait for it). */
export const AUTH_ISLAND_READY = 'ready';

/** Reads a file of this remote's build; null when it is not there. */
export type LoadFile = (url: string) => Promise<string | null>;

const fetchFile: LoadFile = async (url) => {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
};

export interface MountAuthOptions {
  load?: LoadFile;
  calls?: AuthCalls;
  go?: (path: string) => void;
}

/**
 * Makes the prerendered /auth live without the shell. A browser that had a session first asks
 * whether it is still live (the React page sends a signed-in member on at once): if so, on to
 * returnTo or the dashboard. Otherwise a stored Hindi or Malayalam choice puts that language's
 * prerendered copy in place, and the page hydrates on Preact once the strings arrive.
 */
export async function mountAuth(container: HTMLElement, options: MountAuthOptions = {}): Promise<void> {
  const { load = fetchFile, calls = authCalls(), go = (path) => window.location.replace(path) } = options;
  const root = document.documentElement;
  const query = readAuthQuery(new URLSearchParams(window.location.search));
  initI18n();
  registerAccountStrings();
  const language = currentLanguage();
  const strings = stringsReady();
  const session = calls.checkSession();
  if (language !== 'en') {
    const name = root.getAttribute(STATIC_PAGE_ATTRIBUTE) ?? 'auth';
    const base = root.getAttribute(STATIC_PAGES_BASE_ATTRIBUTE) ?? '';
    const copy = await load(`${base}${staticTranslationFile(language, name)}`).catch(() => null);
    // Our own build's prerendered markup (no scripts in it).
    if (copy !== null) container.innerHTML = copy;
    root.lang = language;
  }
  if ((await session) === 'live') {
    go(query.returnTo ?? DEFAULT_AFTER_SIGN_IN);
    return;
  }
  root.removeAttribute(AUTH_CHECKING_ATTRIBUTE);
  root.removeAttribute(STATIC_TRANSLATING_ATTRIBUTE);
  await strings;
  hydrateRoot(container, <AuthDocumentApp calls={calls} query={query} go={go} />);
  root.dataset.islands = AUTH_ISLAND_READY;
}
