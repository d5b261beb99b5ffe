import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadedRemoteApp, loadRemoteApp } from '../federation/load-remote-app';
import { RemoteErrorBoundary } from '../remote/RemoteErrorBoundary';
import { SearchBox } from './SearchBox';
import { whenSettled } from './when-settled';

const REMOTE = 'mfe-browse';
const EXPOSE = 'SearchBox';

/**
 * The header's search: browse's box (`mfe-browse/SearchBox`: suggestions as you type, recent
 * searches), loaded once the page has settled or on intent (pointer or focus on the button), so
 * it is never on a page's critical path. Until then, and whenever browse cannot load or throws,
 * the shell's plain box stands in; the swap waits until that box is closed. `to`: the results page
 * the plain box leads to (declared by its remote, `nav: search`).
 */
export function HeaderSearch({ to }: { to: string }) {
  const [Remote, setRemote] = useState<ComponentType | null>(
    () => loadedRemoteApp(REMOTE, EXPOSE)?.default ?? null,
  );
  const [plainOpen, setPlainOpen] = useState(false);
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
      // The plain box stays; the next intent tries again.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (Remote) return;
    return whenSettled(load);
  }, [Remote, load]);

  const plain = <SearchBox to={to} onOpenChange={setPlainOpen} onIntent={Remote ? undefined : load} />;
  if (!Remote || plainOpen) return plain;
  return (
    <RemoteErrorBoundary remote={REMOTE} fallback={() => <SearchBox to={to} />}>
      <Remote />
    </RemoteErrorBoundary>
  );
}
