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
