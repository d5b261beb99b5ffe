/** Every remote of premieres, in build order, with the port its dev server uses. */
export const REMOTES = [
  { name: 'mfe-landing', dir: 'mfe-landing', devPort: 3001 },
  { name: 'mfe-browse', dir: 'mfe-browse', devPort: 3002 },
  { name: 'mfe-player', dir: 'mfe-player', devPort: 3003 },
  { name: 'mfe-account', dir: 'mfe-account', devPort: 3004 },
  { name: 'mfe-admin', dir: 'mfe-admin', devPort: 3005 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export const SHELL = { name: 'shell', dir: 'shell', devPort: 3000 } as const;

/** The file of a remote build that the runtime manifest points at. */
export const MANIFEST_FILE = 'mf-manifest.json';
/**
 * The key in mf-manifest.json's `metaData` under which a build records where its federation
 * runtime core comes from (a FederationRuntime): the release check reads it.
 */
export const FEDERATION_RUNTIME_KEY = 'federationRuntime';
/**
 * The global under which the shell publishes its webpack bundler runtime (the container and
 * sharing code of @module-federation/webpack-bundler-runtime) for remotes built to use it.
 */
export const BUNDLER_RUNTIME_GLOBAL = '_PREMIERES_FEDERATION_BUNDLER_RUNTIME';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
/** The remote's route declarations, written beside the manifest by every remote build. */
export const ROUTES_FILE = 'routes.json';
/** The exposed module that holds them (the same data, for a manifest that does not list routes). */
export const ROUTES_EXPOSE = './routes';

export function isRemoteName(value: string): value is RemoteName {
  return REMOTES.some((remote) => remote.name === value);
}
