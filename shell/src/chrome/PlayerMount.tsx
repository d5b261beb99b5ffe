import { usePlayerStore } from '@premieres/player-store';
import { useEffect, useState } from 'react';
import { RemoteMount } from '../remote/RemoteMount';

const Nothing = () => null;

/**
 * Mounts mfe-player's PlayerHost the first time the shared player store opens, or earlier when a
 * page says Play is likely (preparePlayer), then keeps it mounted; browse only writes to the
 * store and never imports player code.
 */
export default function PlayerMount() {
  const isOpen = usePlayerStore((state) => state.isOpen || state.wanted);
  const [wanted, setWanted] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  return wanted ? <RemoteMount remote="mfe-player" expose="PlayerHost" loading={Nothing} /> : null;
}
