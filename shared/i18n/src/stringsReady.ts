import { registry } from './bundles';
import { i18n } from './instance';

function initialised(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const onInitialized = () => {
      i18n.off('initialized', onInitialized);
      resolve();
    };
    i18n.on('initialized', onInitialized);
  });
}

/**
 * Resolves when every registered namespace has its strings in the current language: at once for
 * English (bundled); for Hindi or Malayalam once their chunks have loaded (or failed: English
 * then). The shell awaits it before its first render and before mounting a remote, so a page
 * opened in a stored language draws in it directly, never in keys or English first.
 */
export async function stringsReady(): Promise<void> {
  await initialised();
  await i18n.loadNamespaces([...registry.keys()]);
}
