import { currentLanguage, initI18n, stringsReady } from '@premieres/i18n';
import { goBack } from '@premieres/ui/plain/go-back';
import {
  BACK_ATTRIBUTE,
  STATIC_PAGE_ATTRIBUTE,
  STATIC_PAGES_BASE_ATTRIBUTE,
  STATIC_TRANSLATING_ATTRIBUTE,
  staticTranslationFile,
} from '@premieres/ui/plain/static-page-ids';
import { hydrateRoot } from 'react-dom/client';
import { registerAccountStrings } from '../i18n';
import { ContactDocumentApp } from './ContactDocumentApp';

/** Set on <html> once the island has hydrated the page (tests and benches wait for it). */
export const CONTACT_ISLAND_READY = 'ready';

/** Reads a file of this remote's build; null when it is not there. */
export type LoadFile = (url: string) => Promise<string | null>;

const fetchFile: LoadFile = async (url) => {
  const response = await fetch(url);
  return response.ok ? response.text() : null;
};

/**
 * Makes the prerendered /contact live without the shell: Back, then the page on Preact (react and
 * react-dom are aliased to preact/compat in the islands build). A stored Hindi or Malayalam choice
 * first puts that language's prerendered copy in place, then hydrates it once the strings arrive.
 */
export async function mountContact(container: HTMLElement, load: LoadFile = fetchFile): Promise<void> {
  const root = document.documentElement;
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.(`[${BACK_ATTRIBUTE}]`)) goBack();
  });
  initI18n();
  registerAccountStrings();
  const language = currentLanguage();
  const strings = stringsReady();
  if (language !== 'en') {
    const name = root.getAttribute(STATIC_PAGE_ATTRIBUTE) ?? 'contact';
    const base = root.getAttribute(STATIC_PAGES_BASE_ATTRIBUTE) ?? '';
    const copy = await load(`${base}${staticTranslationFile(language, name)}`).catch(() => null);
    // Our own build's prerendered markup (no scripts in it).
    if (copy !== null) container.innerHTML = copy;
    root.lang = language;
  }
  root.removeAttribute(STATIC_TRANSLATING_ATTRIBUTE);
  await strings;
  hydrateRoot(container, <ContactDocumentApp />);
  root.dataset.islands = CONTACT_ISLAND_READY;
}
