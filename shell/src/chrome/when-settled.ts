/**
 * Calls `run` once the page has settled: after the window's load event, when the browser is next
 * idle (at most `timeout` ms later). Work for what a later click may need waits for this so it
 * never competes with the page's own start. Returns a cancel.
 */
export function whenSettled(run: () => void, timeout = 3000, win: Window = window): () => void {
  let cancelIdle = () => {};
  const afterLoad = () => {
    if ('requestIdleCallback' in win) {
      const id = win.requestIdleCallback(() => run(), { timeout });
      cancelIdle = () => win.cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') {
    afterLoad();
    return () => cancelIdle();
  }
  win.addEventListener('load', afterLoad, { once: true });
  return () => {
    win.removeEventListener('load', afterLoad);
    cancelIdle();
  };
}
