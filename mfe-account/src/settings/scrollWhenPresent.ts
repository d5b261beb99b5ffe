const GIVE_UP_AFTER_MS = 10_000;

/**
 * Scrolls to the element with `id` as soon as it exists. The dashboard's plans section arrives in another
 * remote after the navigation (lazily loaded), and nothing there scrolls to a hash, so this watches
 * the document until the element appears or the time runs out. Returns a function that stops watching.
 */
export function scrollWhenPresent(id: string, timeoutMs = GIVE_UP_AFTER_MS): () => void {
  const scrolled = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return true;
  };
  if (scrolled()) return () => {};
  const observer = new MutationObserver(() => {
    if (scrolled()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
