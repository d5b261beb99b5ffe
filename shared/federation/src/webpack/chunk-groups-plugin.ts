import type { Compiler, Module } from 'webpack';
import { PROVIDED_MODULE } from './shared-chunks';

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** Group keys of what an app needs when a page starts, by the kind of route (see RouteDeclaration). */
export interface StartupGroups {
  /**
   * Every page; `shared:*` stands for every shared package this build provides that the other
   * lists do not name (`shared:@premieres/ui` under `uiKit`: only those routes take it).
   */
  always: string[];
  /** Routes drawn with the UI kit (`uiKit: true`). */
  uiKit?: string[];
  /** Routes inside the member chrome (`chrome: 'app'`). */
  appChrome?: string[];
}

export interface ChunkGroupsFile {
  /** Request loaded on demand (`./bootstrap`, `./pages/MoviesPage`, `shared:react`) → its JS files. */
  groups: Record<string, string[]>;
  startup?: StartupGroups;
}

/** `./bootstrap` for an import(), `shared:<package>` for a shared package this build provides. */
function groupKey(request: string | undefined, module: Module | null | undefined): string | null {
  if (request) return request;
  const provided = module?.identifier().match(PROVIDED_MODULE)?.[1];
  return provided ? `shared:${provided}` : null;
}

/**
 * Writes chunk-groups.json: for each request loaded on demand, every JS file it takes, and which
 * groups a page needs at start. The gateway reads it to name, in the page's HTML, the files the
 * route will ask for, so the browser fetches them at once instead of discovering them one round
 * trip after another (issue 12).
 */
export class ChunkGroupsPlugin {
  constructor(private readonly startup?: StartupGroups) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = new Map<string, Set<string>>();
          for (const group of compilation.chunkGroups) {
            const files = [...group.chunks].flatMap((chunk) =>
              [...chunk.files].filter((f) => f.endsWith('.js')),
            );
            for (const origin of group.origins) {
              const key = groupKey(origin.request, origin.module);
              if (!key || files.length === 0) continue;
              const known = groups.get(key) ?? new Set<string>();
              for (const file of files) known.add(file);
              groups.set(key, known);
            }
          }
          const file: ChunkGroupsFile = {
            groups: Object.fromEntries(
              [...groups.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([key, files]) => [key, [...files].sort()]),
            ),
            ...(this.startup ? { startup: this.startup } : {}),
          };
          compilation.emitAsset(CHUNK_GROUPS_FILE, new RawSource(`${JSON.stringify(file, null, 2)}\n`));
        },
      );
    });
  }
}
