// The runtime manifest (/remotes.json, deploy/remotes.<env>.json): the one file a release or a
// rollback changes. Read by the shell in the browser, written by the gateway and release.sh.

import { isRouteDeclaration, type OwnedRoute, type RouteDeclaration } from './route-declarations';

/** What one build provides and requires of a shared singleton (from its mf-manifest.json). */
export interface SharedRequirement {
  version: string;
  requiredVersion: string;
}

/**
 * Where a build's Module Federation runtime comes from: its own copy ('bundled': every build
 * before remotes used the shell's), or the shell's, which the shell publishes and a remote then
 * uses instead of its own, not starting without it. The runtime core alone ('provides', 'external'),
 * or the core and webpack's bundler runtime, the container code of every remoteEntry.js
 * ('provides-bundler', 'external-bundler'). Absent: 'bundled'.
 */
export type FederationRuntime = 'bundled' | 'provides' | 'external' | 'provides-bundler' | 'external-bundler';

export interface RuntimeRemote {
  /**
   * URL of the remote's mf-manifest.json (relative to the page, or absolute). Absent on the
   * `shell` item, which records the live shell for the release check and is no remote.
   */
  entry?: string;
  version?: string;
  /** The routes this version declares (copied from its build's routes.json at release time). */
  routes?: RouteDeclaration[];
  /** Recorded at release time from mf-manifest.json, for the release check of the next one. */
  shared?: Record<string, SharedRequirement>;
  /** The modules it exposes ('App', 'routes', ...), recorded at release time. */
  exposes?: string[];
  /** Recorded at release time from mf-manifest.json; absent (older manifests): 'bundled'. */
  federationRuntime?: FederationRuntime;
  /** A new version for `percent` of visitors (canary.ts); delete it to roll back. */
  canary?: CanaryRelease;
}

/** The canary's fields replace the stable ones for the visitors it picks. */
export interface CanaryRelease extends Omit<RuntimeRemote, 'canary'> {
  /** 0–100: the share of visitors (by a stable hash of their id) who get this version. */
  percent: number;
}

/** Remote name → where and what it is (and `shell` → the live shell's shared requirements). */
export type RuntimeManifest = Record<string, RuntimeRemote>;

/**
 * The id of the <script type="application/json"> in which the gateway may hand the page its copy of
 * /remotes.json, so the shell knows the route without a round trip first.
 */
export const INLINE_MANIFEST_ID = 'premieres-remotes';

/**
 * The id of the <template> in which the gateway hands a page that paints first its preload hints:
 * the document's script adds them once the page's first reads are on their way, so over HTTP/1.1
 * (six connections per host) the reads and pictures are not queued behind the code.
 */
export const START_HINTS_TEMPLATE_ID = 'premieres-start-hints';

/** The key of the live shell's item in an environment's manifest. */
export const SHELL_ITEM = 'shell';

/** Every declared route of every remote in the manifest, in manifest order. */
export function ownedRoutes(manifest: RuntimeManifest): OwnedRoute[] {
  return Object.entries(manifest).flatMap(([remote, item]) =>
    (item.routes ?? []).filter(isRouteDeclaration).map((route) => ({ ...route, remote })),
  );
}
