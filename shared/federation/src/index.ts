export {
  FEDERATION_RUNTIME_KEY,
  isRemoteName,
  MANIFEST_FILE,
  REMOTE_ENTRY_FILE,
  REMOTES,
  type RemoteName,
  ROUTES_EXPOSE,
  ROUTES_FILE,
  SHELL,
} from './remotes';
export {
  packageNameOf,
  SHARED_PACKAGES,
  type SharedPackage,
  sharedDependencies,
} from './shared-dependencies';
export {
  CHUNK_GROUPS_FILE,
  type ChunkGroupsFile,
  type StartupGroups,
} from './webpack/chunk-groups-plugin';
export { HASHED_FILE, javascriptFilename } from './webpack/filenames';
export { createHostWebpackConfig, type HostOptions } from './webpack/host';
export {
  createInlineScriptConfig,
  type InlineScriptOptions,
  withBodyScript,
} from './webpack/inline-script';
export { createRemoteWebpackConfig, type RemoteOptions, type WebpackConfig } from './webpack/remote';
export { readRouteDeclarations } from './webpack/route-declarations-plugin';
export {
  createServiceWorkerConfig,
  type PrecacheEntry,
  precacheEntries,
  SERVICE_WORKER_FILE,
  type ServiceWorkerOptions,
} from './webpack/service-worker';
export { UI_KIT_PACKAGES } from './webpack/shared-chunks';
export { type StylesheetOptions, StylesheetPlugin } from './webpack/stylesheet-plugin';
