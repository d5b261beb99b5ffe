import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRouteDeclaration, type RouteDeclaration, SHELL_ITEM } from '@premieres/contracts';
import { MANIFEST_FILE, ROUTES_FILE } from '@premieres/federation';
import { type MfManifest, summarise } from './mf-manifest';
import type { Candidate } from './release-check';

export type { Candidate };

/** Reads a packaged build (deploy/artifacts/srv/...) or a dist folder as a release candidate. */
export function readCandidate(name: string, version: string, dir: string): Candidate {
  const manifestFile = join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build and package ${name} ${version} first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as MfManifest;
  let routes: RouteDeclaration[] = [];
  if (name !== SHELL_ITEM) {
    const routesFile = join(dir, ROUTES_FILE);
    if (!existsSync(routesFile)) throw new Error(`${routesFile} is missing: ${name} declares no routes`);
    const declared = JSON.parse(readFileSync(routesFile, 'utf8')) as unknown[];
    const bad = declared.filter((route) => !isRouteDeclaration(route));
    if (bad.length > 0) throw new Error(`${routesFile} has invalid routes: ${JSON.stringify(bad)}`);
    routes = declared as RouteDeclaration[];
  }
  return { name, version, summary: summarise(manifest), routes };
}
