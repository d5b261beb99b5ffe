import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loadedRemoteApp, loadRemoteApp } from '../federation/load-remote-app';
import { prefetchExpose } from '../federation/prefetch-files';
import { RemoteErrorBoundary } from '../remote/RemoteErrorBoundary';
import { SearchBox } from './SearchBox';
import { whenSettled } from './when-settled';

const REMOTE = 'mfe-browse';
const EXPOSE = 'SearchBox';

/** Browse's box; `defaultOpen`: it starts open and focused (it takes over the shell's open box). */
type RemoteSearchBox = ComponentType<{ defaultOpen?: boolean }>;

/**
 * The header's search: browse's box (`mfe-browse/SearchBox`: suggestions as you type, recent
 * searches). A first screen does not need it (8 KB gzip): its files download once the page has
 * settled, at the lowest priority and without running, and it runs when the member opens the
 * shell's plain box, which it then replaces, open and focused, while nothing is typed in it yet
 * (after that, once the plain box closes). Only an open box is swapped: a button replaced under a
 * finger would lose the tap. The plain box also stands in whenever browse cannot load or throws.
 * The results page has its own box: the header shows none there.
 */
export function HeaderSearch({ to }: { to: string }) {
  const { pathname } = useLocation();
  const [Remote, setRemote] = useState<RemoteSearchBox | null>(
    () => loadedRemoteApp(REMOTE, EXPOSE)?.default ?? null,
  );
  const [plainOpen, setPlainOpen] = useState(false);
  const [plainTyped, setPlainTyped] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const load = useCallback(() => {
    loadRemoteApp(REMOTE, EXPOSE).then(
      (module) => {
        if (live.current) setRemote(() => module.default);
      },
      // The plain box stays; opening it again tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (Remote) return;
    return whenSettled(() => void prefetchExpose(REMOTE, EXPOSE));
  }, [Remote]);
  // Once browse's box has taken over, a remount of it (a later page) starts closed.
  const handingOver = Remote !== null && plainOpen && !plainTyped;
  useEffect(() => {
    if (handingOver) setPlainOpen(false);
  }, [handingOver]);

  if (pathname === to) return null;
  const plain = (
    <SearchBox
      to={to}
      onOpenChange={(open) => {
        setPlainOpen(open);
        if (!open) setPlainTyped(false);
        if (open && !Remote) load();
      }}
      onTextChange={(text) => setPlainTyped(text.trim() !== '')}
    />
  );
  if (!Remote || (plainOpen && plainTyped)) return plain;
  return (
    <RemoteErrorBoundary remote={REMOTE} fallback={() => <SearchBox to={to} />}>
      <Remote defaultOpen={handingOver} />
    </RemoteErrorBoundary>
  );
}
