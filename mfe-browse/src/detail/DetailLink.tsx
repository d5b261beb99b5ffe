import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useRef, useTransition } from 'react';
import { Link, useNavigate } from 'react-router';
import { prefetchDetail } from './detail-preload';

/**
 * A card's link to its title's page. Opening it is a transition: the click's frame paints at once
 * and the current page stays until the detail page (code and title) is ready, instead of the rows
 * being torn down and a spinner drawn inside the click (issue 12: INP of opening a card 160 ms).
 * Other navigations stay plain (the shell's BrowserRouter). Intent (pointer over it, focus,
 * touch) starts the page's code and the title's read ahead, once per card and title. While the
 * page is still coming, the link says so (aria-busy; the card dims its poster).
 */
export function DetailLink({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const to = `/content/${encodeURIComponent(id)}`;
  const client = useQueryClient();
  const navigate = useNavigate();
  const [opening, startOpening] = useTransition();
  // What the Link would do, inside a transition. (Not react-router's useLinkClickHandler: the
  // shell's shared copy of react-router does not carry it, see shared/federation's shim.)
  const openAsTransition = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    startOpening(() => {
      void navigate(to);
    });
  };
  const prefetched = useRef<string | null>(null);
  const prefetch = () => {
    if (prefetched.current === id) return;
    prefetched.current = id;
    // After the event's task: a click right behind the pointer is not kept waiting (INP).
    setTimeout(() => prefetchDetail(client, id), 0);
  };
  return (
    <Link
      to={to}
      className={className}
      aria-busy={opening || undefined}
      onClick={openAsTransition}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    >
      {children}
    </Link>
  );
}
