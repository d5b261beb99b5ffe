import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRouteDeclaration, type RouteDeclaration, type RuntimeManifest } from '@premieres/contracts';
import { MANIFEST_FILE, ROUTES_FILE } from '@premieres/federation';
import { isBuilt } from './builds';
import { distOf, type FrontEndApp } from './paths';

/** `/remotes.json`: remote name → { entry: URL of its mf-manifest.json, version, routes }. */
export type RemoteManifest = RuntimeManifest;

/** The routes a remote's build declares (its dist/routes.json); none when it has no such file. */
export function builtRoutes(app: FrontEndApp): RouteDeclaration[] {
  const file = join(distOf(app), ROUTES_FILE);
  if (!existsSync(file)) return [];
  const routes = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return Array.isArray(routes) ? routes.filter(isRouteDeclaration) : [];
}

function packageVersion(app: FrontEndApp): string {
  const file = join(app.dir, 'package.json');
  if (!existsSync(file)) return '0.0.0';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
}

/** Where the gateway serves a remote's build. */
export const remotePrefix = (name: string): string => `/remotes/${name}/`;

/**
 * Lists every built remote under /remotes/<name>/ with the routes its build declares; `overrides`
 * points some elsewhere (a dev server, another origin: the shell asks those for their exposed
 * './routes'). A remote that is not built is left out, so the shell shows its fallback.
 */
export function buildRemoteManifest(
  remotes: FrontEndApp[],
  overrides: Record<string, string> = {},
): RemoteManifest {
  const manifest: RemoteManifest = {};
  for (const remote of remotes) {
    const override = overrides[remote.name];
    if (override) manifest[remote.name] = { entry: override, version: `${packageVersion(remote)}-dev` };
    else if (isBuilt(remote)) {
      manifest[remote.name] = {
        entry: `${remotePrefix(remote.name)}${MANIFEST_FILE}`,
        version: packageVersion(remote),
        routes: builtRoutes(remote),
      };
    }
  }
  return manifest;
}

/** `REMOTE_OVERRIDES='mfe-browse=http://localhost:3002/mf-manifest.json,...'`. */
export function parseOverrides(text: string | undefined): Record<string, string> {
  const overrides: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [name, url] = pair.split('=').map((part) => part.trim());
    if (name && url) overrides[name] = url;
  }
  return overrides;
}
