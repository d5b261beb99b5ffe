import { registerRemotes } from '@module-federation/enhanced/runtime';
import { resolveCanaries } from '@premieres/contracts';
import { takeEarlyManifest } from '../first-paint/early-manifest';
import { log } from '../log';
import {
  absoluteEntries,
  fetchRemoteManifest,
  type RemoteManifest,
  takeInlineManifest,
} from './remote-manifest';
import { visitorId } from './visitor-id';

let ready: Promise<RemoteManifest> | null = null;

/**
 * Reads /remotes.json (the first time, the copy inlined in the page when it has one) and registers
 * every remote in it, with this visitor's canary choices applied (once; `again` re-reads after a
 * failure).
 */
export function registerRemotesFromManifest(again = false): Promise<RemoteManifest> {
  if (ready && !again) return ready;
  const inline = again ? null : takeInlineManifest();
  // The document's inline script may have asked already (a failure there asks again here).
  const early = again ? null : takeEarlyManifest()?.catch(() => fetchRemoteManifest());
  ready = (inline ? Promise.resolve(inline) : (early ?? fetchRemoteManifest()))
    // A canary version replaces the stable one for the share of visitors it picks.
    .then((listed) => resolveCanaries(listed, visitorId()))
    .then((manifest) => {
      const remotes = absoluteEntries(manifest, window.location.href);
      // force: a re-read may move a remote to another URL (a rollback, a dev server).
      registerRemotes(remotes, { force: again });
      return manifest;
    })
    .catch((error: unknown) => {
      log('error', 'the remote manifest could not be read', { error: String(error) });
      ready = null;
      return {};
    });
  return ready;
}
