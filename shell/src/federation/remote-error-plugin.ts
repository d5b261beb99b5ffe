import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { log } from '../log';
import { takeManifest } from './manifests-ahead';

/** What loadRemote resolves to when a remote could not load (instead of a rejection). */
export interface RemoteLoadFailure {
  remoteLoadFailed: true;
  id: string;
  error: unknown;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return (
    typeof value === 'object' && value !== null && (value as RemoteLoadFailure).remoteLoadFailed === true
  );
}

/**
 * Catches load failures inside the federation runtime, where a failed manifest fetch happens
 * before React renders: logs them and turns them into a value the page shows as a fallback,
 * so one dead remote never blanks the shell.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'premieres-remote-errors',
    // A manifest URL answering 404/500 with a JSON body would otherwise be parsed and cached as
    // the remote's manifest, so Retry could never recover: treat an error status as a failure.
    async fetch(url, init) {
      const ahead = takeManifest(url);
      if (ahead) return ahead;
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
    errorLoadRemote({ id, error, lifecycle, from }) {
      log('error', `remote ${id} failed to load`, {
        lifecycle,
        from,
        error: error instanceof Error ? error.message : String(error),
      });
      // 'onLoad' is the last stage of loadRemote(): answering there recovers the call.
      if (lifecycle === 'onLoad') return { remoteLoadFailed: true, id, error } satisfies RemoteLoadFailure;
      return undefined;
    },
  };
}
