// When the app's own code may run (shell/src/index.ts): the document's first paint of the page
// draws from reads answering while the app's files still arrive, and evaluating those files (long
// tasks at 4x CPU: React, the UI kit's createSystem, the remote) made each of its steps wait (a
// read's answer, the next read, the paint's frame: issue 28). Plain DOM: runs before the async
// boundary.
import { FIRST_PAINT_MAX_WAIT_MS, firstPaintSettled } from './first-paint-state';

/**
 * Resolves when the app may evaluate its code: when the document already fetches the app's files
 * (the gateway's preload hints), once the first paint is on screen (at most as long as the first
 * render waits for it); without the hints (production's static index.html), at once, since the
 * app's code must start loading to arrive at all.
 */
export function appEvaluationMayStart(doc: Document = document): Promise<void> {
  return doc.querySelector('link[rel="preload"][as="script"]')
    ? firstPaintSettled(FIRST_PAINT_MAX_WAIT_MS)
    : Promise.resolve();
}
