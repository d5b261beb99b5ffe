import { absoluteToApi, downloadsApi, isApiRequestError } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { DownloadQuality, Licence, LicenceRequest } from '@premieres/contracts';
import {
  deleteFiles,
  downloadDeviceId,
  downloadDeviceName,
  findDownload,
  importLicenceKey,
  keepLicenceCurrent,
  listDownloads,
  putFile,
  removeDownloadRecord,
  removePosition,
  type StoredDownload,
  saveDownload,
} from '@premieres/downloads-store';
import { create } from 'zustand';
import { fetchFile } from './fetchFile';
import { markHeld } from './held-hint';
import { POSTER_FILE } from './usePosterSrc';

/**
 * The browser's download manager (issue 27). The downloads store (IndexedDB + Cache Storage) is
 * the truth; this zustand store mirrors it for the pages and adds what only lives while the page
 * does: bytes of the file in flight. Files download one by one and each is stored whole, so a
 * pause, a cancel or a reload loses at most the file in flight, and nothing is fetched twice.
 */
export interface DownloadsState {
  loaded: boolean;
  downloads: Record<string, StoredDownload>;
  /** Bytes held plus the bytes of the file in flight, per licence id. */
  received: Record<string, number>;
  /** The last failure of a download in flight (file or licence), per licence id. */
  failed: Record<string, string>;
}

export const useDownloads = create<DownloadsState>()(() => ({
  loaded: false,
  downloads: {},
  received: {},
  failed: {},
}));

// The flag a title's page reads before loading this manager (held-hint.ts): set while downloads
// are held, cleared once the store, read, holds none.
useDownloads.subscribe((state) => {
  if (Object.keys(state.downloads).length > 0) markHeld(true);
  else if (state.loaded) markHeld(false);
});

const running = new Map<string, AbortController>();

const set = (download: StoredDownload) =>
  useDownloads.setState((state) => ({ downloads: { ...state.downloads, [download.id]: download } }));

const setReceived = (id: string, bytes: number) =>
  useDownloads.setState((state) => ({ received: { ...state.received, [id]: bytes } }));

const forget = (id: string) =>
  useDownloads.setState((state) => {
    const { [id]: _download, ...downloads } = state.downloads;
    const { [id]: _received, ...received } = state.received;
    return { downloads, received };
  });

/** Reads the store into the page's state (after a reload, on another tab's change). */
export async function loadDownloads(): Promise<StoredDownload[]> {
  const all = await listDownloads();
  useDownloads.setState({
    loaded: true,
    downloads: Object.fromEntries(all.map((d) => [d.id, d])),
  });
  return all;
}

function recordOf(licence: Licence, key: CryptoKey, userId: string, held?: StoredDownload): StoredDownload {
  const { key: _base64, files, ...rest } = licence;
  const names = new Set(files.map((f) => f.name));
  return {
    ...rest,
    key,
    files: files.map(({ name, bytes }) => ({ name, bytes })),
    state: 'downloading',
    doneFiles: (held?.doneFiles ?? []).filter((name) => names.has(name)),
    userId,
  };
}

async function fetchMissing(download: StoredDownload, licence: Licence): Promise<void> {
  const controller = new AbortController();
  running.get(download.id)?.abort();
  running.set(download.id, controller);
  let record = download;
  const sizeOf = (name: string) => record.files.find((f) => f.name === name)?.bytes ?? 0;
  let held = record.doneFiles.reduce((sum, name) => sum + sizeOf(name), 0);
  setReceived(record.id, held);
  try {
    for (const file of licence.files) {
      if (record.doneFiles.includes(file.name)) continue;
      const body = await fetchFile(file.url, controller.signal, (bytes) =>
        setReceived(record.id, held + bytes),
      );
      await putFile(record.id, file.name, new Response(body));
      held += file.bytes;
      record = { ...record, doneFiles: [...record.doneFiles, file.name] };
      await saveDownload(record);
      set(record);
    }
    await keepPoster(record);
    record = { ...record, state: 'complete' };
    await saveDownload(record);
    set(record);
    setReceived(record.id, held);
  } catch (error) {
    if (controller.signal.aborted) return;
    useDownloads.setState((state) => ({
      failed: { ...state.failed, [record.id]: error instanceof Error ? error.message : String(error) },
    }));
    record = { ...record, state: 'paused' };
    await saveDownload(record).catch(() => undefined);
    set(record);
  } finally {
    if (running.get(record.id) === controller) running.delete(record.id);
  }
}

/** The poster goes with the download, so the Downloads page shows it offline (best effort). */
async function keepPoster(download: StoredDownload): Promise<void> {
  if (!download.posterUrl) return;
  try {
    const response = await fetch(absoluteToApi(download.posterUrl));
    if (response.ok) await putFile(download.id, POSTER_FILE, response);
  } catch {
    // No poster offline: the page shows the placeholder.
  }
}

/** Licence requests asked again after a timeout (the first one of a title packages it). */
export const LICENCE_ATTEMPTS = 4;

/**
 * The first licence of a title packages it on the server, which may outlast the client's request
 * timeout: asking again joins the packaging in flight and answers the same licence.
 */
async function requestLicence(body: LicenceRequest): Promise<Licence> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await downloadsApi.licence(body);
    } catch (error) {
      const timedOut = isApiRequestError(error) && error.isNetworkError && error.error === 'Timeout';
      if (!timedOut || attempt >= LICENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Starts (or carries on) the download of a title or episode: asks the API for the licence (the
 * same one again for this device, title and quality, with fresh signed URLs), keeps it with its
 * key made non-extractable, then fetches only the files not yet held. Rejects with the API's
 * error (plan, device limit, quality) before anything is stored.
 */
export async function startDownload(request: {
  contentId: string;
  episodeId?: string;
  quality: DownloadQuality;
}): Promise<StoredDownload> {
  const userId = useAuthStore.getState().user?.id ?? '';
  const all = await loadDownloads();
  const existing = findDownload(all, request.contentId, request.episodeId ?? null);
  if (existing?.state === 'complete') return existing;
  const licence = await requestLicence({
    contentId: request.contentId,
    ...(request.episodeId ? { episodeId: request.episodeId } : {}),
    quality: existing?.quality ?? request.quality,
    deviceId: downloadDeviceId(),
    deviceName: downloadDeviceName(navigator.userAgent),
  });
  const held = existing?.id === licence.id ? existing : all.find((d) => d.id === licence.id);
  const record = recordOf(licence, held?.key ?? (await importLicenceKey(licence.key)), userId, held);
  await saveDownload(record);
  set(record);
  useDownloads.setState((state) => {
    const { [record.id]: _dropped, ...failed } = state.failed;
    return { failed };
  });
  void fetchMissing(record, licence);
  return record;
}

/** Pauses after the file in flight is dropped (it is fetched again on resume). */
export async function pauseDownload(id: string): Promise<void> {
  running.get(id)?.abort();
  running.delete(id);
  const record = useDownloads.getState().downloads[id];
  if (!record || record.state === 'complete') return;
  const paused = { ...record, state: 'paused' as const };
  await saveDownload(paused);
  set(paused);
}

/** Carries on a paused (or interrupted) download: fresh URLs, only the missing files. */
export async function resumeDownload(id: string): Promise<void> {
  const record = useDownloads.getState().downloads[id];
  if (!record) return;
  await startDownload({
    contentId: record.contentId,
    ...(record.episodeId ? { episodeId: record.episodeId } : {}),
    quality: record.quality,
  });
}

/** Cancel or delete: the files, the key, the resume position, and the licence on the server. */
export async function deleteDownload(id: string): Promise<void> {
  running.get(id)?.abort();
  running.delete(id);
  const record = useDownloads.getState().downloads[id];
  await deleteFiles(id, [...(record?.files.map((f) => f.name) ?? []), POSTER_FILE]);
  await removeDownloadRecord(id);
  await removePosition(id).catch(() => undefined);
  forget(id);
  // Frees the licence (and the device's count) when online; offline, the next check does.
  if (navigator.onLine) await downloadsApi.remove(id).catch(() => undefined);
}

/** Downloads that were running when the page went away carry on (once per page load). */
let carriedOn = false;
export async function carryOnDownloads(): Promise<void> {
  if (carriedOn || !navigator.onLine) return;
  carriedOn = true;
  const all = await loadDownloads();
  for (const download of all) {
    if (download.state === 'downloading' && !running.has(download.id)) {
      await resumeDownload(download.id).catch(() => undefined);
    }
  }
}

/**
 * Online: the server's word on this device's licences. Revoked (device removed, licence deleted
 * elsewhere) or unknown ones are deleted here; expired ones are renewed (the same key again, no
 * new download) while the subscription lasts, else lose their key (media kept until the member
 * deletes it or a renewal brings the key back).
 */
export async function checkLicences(now: Date = new Date()): Promise<void> {
  if (!navigator.onLine) return;
  const local = await loadDownloads();
  if (local.length === 0) return;
  const { licences } = await downloadsApi.licences(downloadDeviceId());
  const server = new Map(licences.map((l) => [l.id, l]));
  for (const download of local) {
    const summary = server.get(download.id);
    if (!summary || summary.revokedAt) {
      await deleteDownload(download.id);
      continue;
    }
    const next = await keepLicenceCurrent(
      { ...download, expiresAt: summary.expiresAt, playbackStartedAt: summary.playbackStartedAt },
      now,
      (id) => downloadsApi.renew(id).catch(() => null),
    );
    if (
      next.expiresAt !== download.expiresAt ||
      next.playbackStartedAt !== download.playbackStartedAt ||
      next.key !== download.key
    ) {
      await saveDownload(next);
      set(next);
    }
  }
}
