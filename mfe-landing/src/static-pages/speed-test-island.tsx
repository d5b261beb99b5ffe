import { currentLanguage, initI18n } from '@premieres/i18n';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../islands/bundled-common';
import { ISLANDS_READY } from '../islands/ids';
import SpeedTestPage from '../pages/SpeedTestPage';
import { BackProvider } from './back';
import { STATIC_TRANSLATING_ATTRIBUTE } from './ids';
import { goBack } from './island';

/**
 * Makes the prerendered /speed-test interactive without the shell: the same SpeedTestPage on
 * Preact (react and react-dom are aliased to preact/compat in the islands build). An English
 * visitor's page is hydrated in place; a stored Hindi or Malayalam choice renders it in that language.
 */
export function mountSpeedTest(container: HTMLElement): void {
  initI18n();
  const page = (
    <BackProvider value={goBack}>
      <SpeedTestPage />
    </BackProvider>
  );
  if (currentLanguage() === 'en' && container.firstElementChild) {
    hydrateRoot(container, page);
  } else {
    container.replaceChildren();
    createRoot(container).render(page);
  }
  document.documentElement.removeAttribute(STATIC_TRANSLATING_ATTRIBUTE);
  document.documentElement.dataset.islands = ISLANDS_READY;
}
