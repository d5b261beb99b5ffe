import * as runtime from '@module-federation/runtime';
import federation from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves this one out of `bundlerRuntime`; remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from '../remotes';
import { initRemoteInstance } from './remote-instance';

/**
 * A runtime plugin of the shell: publishes its webpack bundler runtime (the container and sharing
 * code every remoteEntry.js otherwise carries, ~4.4 KB gzip) as a global that remotes built with
 * `externalBundlerRuntime` (remote.ts) take instead of their own. Its functions keep no state of
 * their own: each is handed the calling build's `__webpack_require__`. Published when the shell's
 * federation instance starts, so before any remote loads.
 */
export default function provideBundlerRuntime() {
  return {
    name: 'premieres-provide-bundler-runtime',
    beforeInit<T>(args: T): T {
      const published = {
        ...federation,
        runtime: { ...runtime, init: initRemoteInstance },
        bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
      };
      (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] ??= published;
      return args;
    },
  };
}
