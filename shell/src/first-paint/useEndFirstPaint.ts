import { useEffect, useRef } from 'react';
import { endFirstPaint } from './first-paint-state';

/**
 * Ends the document's first paint when the app shows something other than the page it pictured:
 * another path (a navigation, a redirect to 'Who's watching?' or sign-in), or (`null`) a screen of
 * the shell's own instead of any page.
 */
export function useEndFirstPaint(pathname: string | null): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === null || pathname !== first.current) endFirstPaint();
  }, [pathname]);
}
