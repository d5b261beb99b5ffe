import type { FederationRuntime } from '@premieres/contracts';
import { FEDERATION_RUNTIME_KEY } from '../remotes';

/**
 * The ModuleFederationPlugin `manifest` option that writes mf-manifest.json with
 * `metaData.federationRuntime`: a remote that uses the shell's runtime core only works beside a
 * shell that provides it, and the release check can only refuse the wrong order if builds say so.
 */
export function recordFederationRuntime(runtime: FederationRuntime) {
  return {
    // Called with the stats that mf-manifest.json is made from; their metaData is copied as is.
    additionalData: ({ stats }: { stats: { metaData: object } }) => {
      Object.assign(stats.metaData, { [FEDERATION_RUNTIME_KEY]: runtime });
    },
  };
}
