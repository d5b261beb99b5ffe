import { usePlayerStore } from '@premieres/player-store';
import { useEffect, useState } from 'react';
import { prefetchExpose } from '../federation/prefetch-files';
import { RemoteMount } from '../remote/RemoteMount';
import { whenSettled } from './when-settled';

const Nothing = () => null;

/**
 * Mounts mfe-player's PlayerHost on Play intent (intendToPlay: pointer, focus or touch on a Play
 * button) or on the first open, then keeps it mounted. A page where Play is likely
 * (prefetchPlayer) only gets the player's files downloaded once it has settled, not run: nothing
 * of the player is on the page's critical path (issue 12). Browse only writes to the store and
 * never imports player code.
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
  return mounted ? <RemoteMount remote="mfe-player" expose="PlayerHost" loading={Nothing} /> : null;
}
