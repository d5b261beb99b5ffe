import { DOWNLOADS_CACHE, offlineFileUrl } from '@premieres/contracts';

/** Stores one downloaded file under its licence-relative URL. */
export async function putFile(licenceId: string, name: string, body: Response): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await cache.put(offlineFileUrl(licenceId, name), body);
}

/** A stored file's bytes, or null when it is not (or no longer) there. */
export async function readFile(licenceId: string, name: string): Promise<ArrayBuffer | null> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const hit = await cache.match(offlineFileUrl(licenceId, name));
  return hit ? hit.arrayBuffer() : null;
}

/** A stored file as a Blob of the type it was stored with (a poster shown offline). */
export async function readBlob(licenceId: string, name: string): Promise<Blob | null> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  const hit = await cache.match(offlineFileUrl(licenceId, name));
  return hit ? hit.blob() : null;
}

/** A stored file's text (playlists, subtitles). */
export async function readText(licenceId: string, name: string): Promise<string | null> {
  const bytes = await readFile(licenceId, name);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/** Deletes the files of one licence (the names it lists). */
export async function deleteFiles(licenceId: string, names: readonly string[]): Promise<void> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  await Promise.all(names.map((name) => cache.delete(offlineFileUrl(licenceId, name))));
}
