import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RuntimeManifest } from '@premieres/contracts';
import { registerRemotesFromManifest } from '../federation/remotes-ready';
import { log } from '../log';
import { buildRouteTable, declarationsOf, type RouteTable } from './route-table';

let ready: Promise<RouteTable> | null = null;

/**
 * A manifest entry without routes (a dev server or another origin named by REMOTE_OVERRIDES)
 * is asked for its exposed './routes' module: that loads its remoteEntry, so it only happens there.
 */
async function withExposedRoutes(manifest: RuntimeManifest): Promise<RuntimeManifest> {
  const filled = await Promise.all(
    Object.entries(manifest).map(async ([name, item]) => {
      if (item.routes || !item.entry) return [name, item] as const;
      const module = await loadRemote(`${name}/routes`).catch(() => null);
      return [name, { ...item, routes: declarationsOf(module) }] as const;
    }),
  );
  return Object.fromEntries(filled);
}

/** Reads /remotes.json once and builds the route table; `again` re-reads (Retry after a failure). */
export function loadRouteTable(again = false): Promise<RouteTable> {
  if (ready && !again) return ready;
  ready = registerRemotesFromManifest(again)
    .then(withExposedRoutes)
    .then((manifest) => {
      const table = buildRouteTable(manifest);
      for (const conflict of table.conflicts) log('error', `route conflict: ${conflict}`);
      return table;
    });
  return ready;
}
