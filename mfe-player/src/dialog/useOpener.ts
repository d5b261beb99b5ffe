import { PLAYER_OPENER_ATTRIBUTE } from '@premieres/contracts';
import { type RefObject, useRef } from 'react';

/**
 * The element that had focus when the dialog opened (the Play or Watch Trailer button), read in
 * the render that opens it, before the dialog moves focus: the dialog returns focus there. The
 * player is mounted ahead of Play, so the dialog's own memory of its trigger cannot be relied on.
 */
export function useOpener(open: boolean): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return opener;
}

/**
 * Where focus goes back when the dialog closes: its opener, or, when that left the page meanwhile
 * (Play became Resume once a position was saved), the element that now opens the same title.
 */
export function returnFocusTarget(opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener.isConnected) return opener;
  const title = opener.getAttribute(PLAYER_OPENER_ATTRIBUTE);
  if (title === null) return null;
  const openers = document.querySelectorAll<HTMLElement>(`[${PLAYER_OPENER_ATTRIBUTE}]`);
  return [...openers].find((element) => element.getAttribute(PLAYER_OPENER_ATTRIBUTE) === title) ?? null;
}

/**
 * How long after the dialog closes focus may follow a replaced opener: the position saved on close
 * reaches the page after a round trip, which on a slow phone network takes seconds.
 */
export const FOLLOW_OPENER_MS = 30_000;

/**
 * After the dialog closes, the page behind it may swap its opener (the position saved on close
 * turns Play into Resume), which drops focus to the page body. Until the member presses a key or
 * the pointer, or for a while, when focus is nowhere and the opener has left the page, focus moves
 * to the element that now opens the same title. Returns a stop function.
 */
export function followReplacedOpener(opener: HTMLElement | null, ms = FOLLOW_OPENER_MS): () => void {
  if (!opener || opener.getAttribute(PLAYER_OPENER_ATTRIBUTE) === null) return () => undefined;
  let current = opener;
  const observer = new MutationObserver(() => {
    const focusDropped = document.activeElement === null || document.activeElement === document.body;
    if (current.isConnected || !focusDropped) return;
    const replacement = returnFocusTarget(current);
    if (!replacement) return;
    current = replacement;
    replacement.focus({ preventScroll: true });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setTimeout(stop, ms);
  // The member's own move ends it; capture, so the Escape that closed the dialog has passed.
  const memberMoved = ['keydown', 'pointerdown'] as const;
  for (const type of memberMoved) document.addEventListener(type, stop, { capture: true });
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of memberMoved) document.removeEventListener(type, stop, { capture: true });
  }
  return stop;
}
