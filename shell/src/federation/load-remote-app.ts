import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemoteLoadFailure } from './remote-error-plugin';
import { registerRemotesFromManifest } from './remotes-ready';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote} is unavailable`, options);
    this.name = 'RemoteUnavailableError';
  }
}

type Exposed = { default: ComponentType };
const pending = new Map<string, Promise<Exposed>>();
const loaded = new Map<string, Exposed>();

async function load(remote: string, expose: string, retry: boolean): Promise<Exposed> {
  const manifest = await registerRemotesFromManifest();
  // Not listed (not built, or /remotes.json failed): read the manifest again on Retry.
  if (!manifest[remote] && retry) await registerRemotesFromManifest(true);
  const module = await loadRemote<Exposed>(`${remote}/${expose}`);
  if (!module || isRemoteLoadFailure(module) || typeof module.default !== 'function') {
    throw new RemoteUnavailableError(remote, {
      cause: isRemoteLoadFailure(module) ? module.error : undefined,
    });
  }
  // The remote registered its strings on import: in Hindi or Malayalam they are chunks of its own,
  // loaded before it renders (never keys or English first). Imported here, not above: the entry
  // imports this file, and nothing shared may load before the async boundary.
  const { stringsReady } = await import('@premieres/i18n');
  await stringsReady();
  return module;
}

/**
 * Loads `<remote>/<expose>` for React.lazy. The promise is kept so the entry can start the
 * current page's remote before React renders; `retry` drops a failed attempt and loads again.
 */
export function loadRemoteApp(remote: string, expose = 'App', retry = false): Promise<Exposed> {
  const key = `${remote}/${expose}`;
  const cached = pending.get(key);
  if (cached && !retry) return cached;
  loaded.delete(key);
  const attempt = load(remote, expose, retry);
  pending.set(key, attempt);
  attempt.then(
    (module) => loaded.set(key, module),
    () => pending.delete(key),
  );
  return attempt;
}

/** The module of an earlier loadRemoteApp once it has resolved (synchronously), else undefined. */
export function loadedRemoteApp(remote: string, expose = 'App'): Exposed | undefined {
  return loaded.get(`${remote}/${expose}`);
}
