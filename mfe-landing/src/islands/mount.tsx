import { currentLanguage, initI18n } from '@premieres/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './bundled-common';
import '../i18n/registerLandingStrings';
import { LandingPage } from '../landing/LandingPage';
import { ISLANDS_READY, TRANSLATING_ATTRIBUTE } from './ids';
import { readTypedText, restoreTypedText } from './typed-text';

/**
 * Makes the prerendered landing page interactive without the shell: the same LandingPage, run by
 * Preact (react and react-dom are aliased to preact/compat in this bundle). An English visitor's
 * page is hydrated in place; a stored Hindi or Malayalam choice renders the page in that language
 * over the English copy. Text typed before this ran is kept.
 */
export function mountIslands(container: HTMLElement): void {
  initI18n();
  const typed = readTypedText(container);
  if (currentLanguage() === 'en' && container.firstElementChild) {
    hydrateRoot(container, <LandingPage />);
  } else {
    container.replaceChildren();
    createRoot(container).render(<LandingPage />);
  }
  restoreTypedText(container, typed);
  document.documentElement.removeAttribute(TRANSLATING_ATTRIBUTE);
  document.documentElement.dataset.islands = ISLANDS_READY;
}
