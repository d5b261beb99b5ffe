import {
  decryptSegment,
  OFFLINE_MASTER,
  offlineMasterPlaylist,
  offlineSubtitlePlaylist,
  type PlayableDownload,
  parseOfflineUrl,
  prepareMediaPlaylist,
  readFile,
} from '@premieres/downloads-store';
import type { Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext, LoaderStats } from 'hls.js';

const newStats = (): LoaderStats => ({
  aborted: false,
  loaded: 0,
  retry: 0,
  total: 0,
  chunkCount: 0,
  bwEstimate: 0,
  loading: { start: 0, first: 0, end: 0 },
  parsing: { start: 0, end: 0 },
  buffering: { start: 0, first: 0, end: 0 },
});

/** What the loader answers for one URL: text (playlists, subtitles) or bytes (segments). */
export type OfflineAnswer = string | ArrayBuffer;

/**
 * Reads a download's files from the store for hls.js, with no network: the made-up master, the
 * media playlist without its EXT-X-KEY (so hls.js never asks for the key), each segment
 * decrypted here with the licence's non-extractable CryptoKey, and the subtitle files.
 */
export function offlineReader(download: PlayableDownload) {
  let ivs: Map<string, Uint8Array> | null = null;
  const bytes = async (name: string): Promise<ArrayBuffer> => {
    const data = await readFile(download.id, name);
    if (!data) throw new Error(`${name} is not in this download`);
    return data;
  };
  const text = async (name: string) => new TextDecoder().decode(await bytes(name));

  return async (url: string): Promise<OfflineAnswer> => {
    const file = parseOfflineUrl(url);
    if (!file || file.licenceId !== download.id) throw new Error(`${url} is not part of this download`);
    const { name } = file;
    if (name === OFFLINE_MASTER) return offlineMasterPlaylist(download);
    const subtitles = offlineSubtitlePlaylist(download, name);
    if (subtitles) return subtitles;
    if (name === download.playlist) {
      const prepared = prepareMediaPlaylist(await text(name));
      ivs = prepared.ivs;
      return prepared.playlist;
    }
    const iv = ivs?.get(name);
    const data = await bytes(name);
    return iv ? decryptSegment(download.key, data, iv) : data;
  };
}

/** An hls.js loader class (config `loader`: playlists, segments and subtitles alike) over `read`. */
export function offlineLoaderClass(read: (url: string) => Promise<OfflineAnswer>) {
  return class OfflineLoader implements Loader<LoaderContext> {
    context: LoaderContext | null = null;
    stats: LoaderStats = newStats();
    private aborted = false;

    load(context: LoaderContext, _config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>) {
      this.context = context;
      this.aborted = false;
      const stats = this.stats;
      stats.loading.start = performance.now();
      read(context.url).then(
        (answer) => {
          if (this.aborted) return;
          const data =
            context.responseType === 'arraybuffer' && typeof answer === 'string'
              ? new TextEncoder().encode(answer).buffer
              : context.responseType !== 'arraybuffer' && typeof answer !== 'string'
                ? new TextDecoder().decode(answer)
                : answer;
          const size = typeof data === 'string' ? data.length : data.byteLength;
          stats.loaded = size;
          stats.total = size;
          stats.chunkCount = 1;
          stats.loading.first = performance.now();
          stats.loading.end = stats.loading.first;
          callbacks.onSuccess({ url: context.url, data }, stats, context, null);
        },
        (error: unknown) => {
          if (this.aborted) return;
          stats.loading.end = performance.now();
          callbacks.onError(
            { code: 404, text: error instanceof Error ? error.message : String(error) },
            context,
            null,
            stats,
          );
        },
      );
    }

    abort() {
      this.aborted = true;
      this.stats.aborted = true;
    }

    destroy() {
      this.abort();
      this.context = null;
    }
  };
}
