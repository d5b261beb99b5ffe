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
