import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { type ComponentType, useDeferredValue, useEffect } from 'react';

/**
 * `ready`, where its turning true (data arriving) is drawn by a deferred render. React renders a
 * deferred value in slices of a few milliseconds, yielding to the browser between them, where a
 * render caused by arriving data is one long task: a title's page was 460 ms of main thread in one
 * piece at 4x CPU (issue 28, Total Blocking Time). The caller shows its placeholder meanwhile.
 * Ready at mount (a transition that waited for the data) draws at once; turning false shows the
 * placeholder at once.
 */
export function useSlicedReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}

// Only the app's first page is drawn in slices: a later page comes from a click, and a card's link
// opens its page as a transition already (DetailLink), keeping the current page until it is drawn.
let firstPageDrawn = false;

/**
 * `Page`, whose first mount in this document is drawn in slices (the page spinner shows meanwhile,
 * as while its chunk loads). Later mounts draw at once.
 */
export function slicedFirstDraw<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function SlicedPage(props: P) {
    const ready = useDeferredValue(true, firstPageDrawn ? undefined : false);
    useEffect(() => {
      if (ready) firstPageDrawn = true;
    }, [ready]);
    return ready ? <Page {...props} /> : <PlainSpinner />;
  }
  SlicedPage.displayName = `Sliced(${Page.displayName ?? Page.name})`;
  return SlicedPage;
}

/** For tests: the next page mounted is the document's first again. */
export function resetFirstPageDrawn(): void {
  firstPageDrawn = false;
}
