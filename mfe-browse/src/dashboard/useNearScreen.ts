import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts loading: about one phone screen of scrolling ahead. */
const AHEAD = '800px 0px';

/**
 * True once the element nears the screen (and from then on): a section below the first screen
 * loads its code only when the member scrolls towards it, not on every visit (issue 28: the
 * dashboard's plans). Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const place = useRef<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [place, near];
}
