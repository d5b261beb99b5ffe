// What the island of the static pages' documents does: puts the stored language's prerendered
// copy in place and makes Back work, with plain DOM code (no React, no i18next).
import { pageTitle } from '@premieres/contracts';
import { goBack } from '@premieres/ui/plain/go-back';
import { ISLANDS_READY } from '../islands/ids';
import {
  BACK_ATTRIBUTE,
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGE_CONTAINER_ID,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
  staticTranslationFile,
} from './ids';

/** Reads a file of this remote's build; null when it is not there. */
export type LoadFile = (url: string) => Promise<string | null>;

const fetchFile: LoadFile = async (url) => {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
};

/** Puts the page's copy in `language` (a file of this remote's build) in the container. */
export async function showLanguage(
  root: HTMLElement,
  container: HTMLElement,
  language: string,
  load: LoadFile = fetchFile,
): Promise<void> {
  const name = root.getAttribute(STATIC_PAGE_ATTRIBUTE);
  const base = root.getAttribute(STATIC_PAGES_BASE_ATTRIBUTE);
  if (!name || base === null) return;
  const copy = await load(`${base}${staticTranslationFile(language, name)}`);
  if (copy === null) return;
  // Our own build's prerendered markup (no scripts in it).
  container.innerHTML = copy;
  root.lang = language;
  const title = container.querySelector('main')?.dataset.title;
  if (title) document.title = pageTitle(title);
}

export { goBack };

/** Makes the prerendered document live: Back, then the stored language's copy; marks it ready. */
export async function startStaticPage(load: LoadFile = fetchFile): Promise<void> {
  const root = document.documentElement;
  const container = document.getElementById(STATIC_PAGE_CONTAINER_ID);
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.(`[${BACK_ATTRIBUTE}]`)) goBack();
  });
  const language = root.getAttribute(STATIC_TRANSLATING_ATTRIBUTE);
  try {
    if (language && container) await showLanguage(root, container, language, load);
  } catch {
    // Offline or a missing copy: the English page stays.
  } finally {
    root.removeAttribute(STATIC_TRANSLATING_ATTRIBUTE);
    root.dataset.islands = ISLANDS_READY;
  }
}
