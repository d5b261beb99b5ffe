import * as runtime from '@module-federation/runtime';

type InitOptions = Parameters<typeof runtime.init>[0];

/**
 * `runtime.init` as a remote's own copy of the runtime runs it: the federation instance of that
 * container's name (and version), made on its first call and given the new options on later ones.
 * The shell's copy would find the shell's own instance first (it matches by the build id compiled
 * into it) and refuse the remote's name (RUNTIME-010).
 */
export function initRemoteInstance(options: InitOptions) {
  const normalized = { ...options, id: options.id || '' };
  const same = runtime.getInstance(
    (instance) => instance.options.name === options.name && instance.options.version === options.version,
  );
  if (!same) return runtime.createInstance(normalized);
  same.initOptions(normalized);
  return same;
}
