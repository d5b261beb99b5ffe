import { type PlayerRequest, usePlayerStore } from '@premieres/player-store';
import { startTransition, useEffect, useState } from 'react';

const openRequest = (): PlayerRequest | null => {
  const state = usePlayerStore.getState();
  return state.isOpen ? state.request : null;
};

/**
 * Runs `task` once the browser has painted the current frame: a frame callback, then a task after
 * it. A hidden page paints no frames, so there it is only a task.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The player store's open request, as the dialog shows it. Opening is taken after the click that
 * asked for it has painted, and rendered as a transition: the dialog, Chakra's presence and the
 * player's set-up never run inside that click's frame (issue 12, INP of Play was 176 ms while the
 * store's synchronous subscription rendered them there). Closing applies at once.
 */
export function usePlayerRequest(): PlayerRequest | null {
  const [request, setRequest] = useState(openRequest);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const apply = (next: PlayerRequest | null) => {
      cancel?.();
      cancel = undefined;
      if (next === null) setRequest(null);
      else cancel = afterNextPaint(() => startTransition(() => setRequest(next)));
    };
    // The store may have changed between the first render and this effect.
    apply(openRequest());
    const unsubscribe = usePlayerStore.subscribe((state, previous) => {
      const next = state.isOpen ? state.request : null;
      if (next !== (previous.isOpen ? previous.request : null)) apply(next);
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, []);
  return request;
}
