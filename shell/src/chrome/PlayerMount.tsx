import { usePlayerStore } from '@premieres/player-store';
import { useEffect, useState } from 'react';
import { loadRemoteApp } from '../federation/load-remote-app';
import { prefetchExpose } from '../federation/prefetch-files';
import { RemoteMount } from '../remote/RemoteMount';
import { whenSettled } from './when-settled';

const Nothing = () => null;

/**
 * Mounts mfe-player's PlayerHost on Play intent (intendToPlay: pointer, focus or touch on a Play
 * button) or on the first open, then keeps it mounted. A page where Play is likely
 * (prefetchPlayer) only gets the player's files downloaded once it has settled, not run: nothing
 * of the player is on the page's critical path (issue 12). Browse only writes to the store and
 * never imports player code. The host draws nothing until the first open, then its dialog in a
 * UI-kit island of its own (issue 28: the page may be drawn without the kit, which loads on intent).
 */
export default function PlayerMount() {
  const wantedNow = usePlayerStore((state) => state.isOpen || state.wanted);
  const prefetch = usePlayerStore((state) => state.prefetch);
  const [mounted, setMounted] = useState(wantedNow);
  useEffect(() => {
    if (wantedNow) setMounted(true);
  }, [wantedNow]);
  useEffect(() => {
    if (!prefetch || mounted) return;
    return whenSettled(() => void prefetchExpose('mfe-player', 'PlayerHost'));
  }, [prefetch, mounted]);
  // Rendered once its code has loaded (or failed: RemoteMount then shows Retry), so no Suspense
  // fallback holds the first open back (React reveals a fallback's content 300 ms at the earliest).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!mounted) return;
    let live = true;
    const show = () => live && setLoaded(true);
    loadRemoteApp('mfe-player', 'PlayerHost').then(show, show);
    return () => {
      live = false;
    };
  }, [mounted]);
  return loaded ? <RemoteMount remote="mfe-player" expose="PlayerHost" loading={Nothing} /> : null;
}
