import { findDownload, heldBytes, type StoredDownload } from '@premieres/downloads-store';
import { useEffect } from 'react';
import { carryOnDownloads, loadDownloads, useDownloads } from './manager';

/** Reads the downloads store once per page (and carries on interrupted downloads when online). */
export function useDownloadsLoaded(): boolean {
  const loaded = useDownloads((state) => state.loaded);
  useEffect(() => {
    void loadDownloads()
      .then(() => carryOnDownloads())
      .catch(() => undefined);
  }, []);
  return loaded;
}

/** This browser's download of a title or episode, with the bytes it holds so far. */
export function useDownloadFor(
  contentId: string,
  episodeId: string | null,
): { download: StoredDownload | undefined; received: number } {
  const download = useDownloads((state) =>
    findDownload(Object.values(state.downloads), contentId, episodeId),
  );
  const received = useDownloads((state) =>
    download ? (state.received[download.id] ?? heldBytes(download)) : 0,
  );
  return { download, received };
}
