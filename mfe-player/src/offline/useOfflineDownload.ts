import { downloadsApi } from '@premieres/api-client';
import {
  getDownload,
  isPlayable,
  keepLicenceCurrent,
  type PlayableDownload,
  saveDownload,
} from '@premieres/downloads-store';
import { useEffect, useState } from 'react';

export type OfflineState =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'expired' }
  | { kind: 'ready'; download: PlayableDownload };

/**
 * The download to play, from this browser's store. Online, an expired licence is renewed first
 * (same key, nothing downloaded again) and the licence's playback route starts its 48-hour window;
 * offline, the stored expiry decides.
 */
export function useOfflineDownload(downloadId: string, now: () => Date = () => new Date()): OfflineState {
  const [state, setState] = useState<OfflineState>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock is read once per play
  useEffect(() => {
    let live = true;
    const settle = (next: OfflineState) => live && setState(next);
    (async () => {
      const stored = await getDownload(downloadId).catch(() => null);
      if (stored?.state !== 'complete') return settle({ kind: 'missing' });
      const online = navigator.onLine;
      const current = await keepLicenceCurrent(stored, now(), (id) =>
        online ? downloadsApi.renew(id).catch(() => null) : Promise.resolve(null),
      );
      if (current !== stored) await saveDownload(current);
      if (!isPlayable(current, now())) return settle({ kind: 'expired' });
      let download = current;
      if (online && !download.playbackStartedAt) {
        const started = await downloadsApi.startPlayback(download.id).catch(() => null);
        if (started) {
          download = { ...download, ...started };
          await saveDownload(download);
        }
      }
      settle({ kind: 'ready', download });
    })().catch(() => settle({ kind: 'missing' }));
    return () => {
      live = false;
    };
  }, [downloadId]);
  return state;
}
