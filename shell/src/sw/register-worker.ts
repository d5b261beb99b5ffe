// Registers the service worker (/sw.js, built with the shell) once the page has loaded and the
// browser is idle, so its precache never competes with the page's own start. Each page load then
// asks it to get the current release's offline remotes ready (a no-op when they already are).
import { PREPARE_OFFLINE, SERVICE_WORKER_URL } from './release-files';

type Idle = (callback: () => void) => void;

function browserIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else setTimeout(callback, 1);
}

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  whenIdle: Idle = browserIdle,
): void {
  // Secure contexts only (https, localhost): elsewhere there is no container.
  if (!container) return;
  const register = () =>
    whenIdle(() => {
      container
        .register(SERVICE_WORKER_URL)
        .then(() => container.ready)
        .then((registration) => registration.active?.postMessage({ type: PREPARE_OFFLINE }))
        // No worker (a development server has none): the app works as before, online only.
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
