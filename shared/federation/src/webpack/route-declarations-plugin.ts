import { isRouteDeclaration, type RouteDeclaration } from '@premieres/contracts';
import type { Compiler } from 'webpack';
import { ROUTES_FILE } from '../remotes';

/** Reads a remote's routes module (plain data; run under tsx or jest, which compile TypeScript). */
export function readRouteDeclarations(file: string): RouteDeclaration[] {
  delete require.cache[require.resolve(file)];
  const loaded = require(file) as { ROUTES?: unknown; default?: unknown };
  const routes = loaded.ROUTES ?? loaded.default;
  if (!Array.isArray(routes)) throw new Error(`${file} exports no ROUTES array`);
  const bad = routes.filter((route) => !isRouteDeclaration(route));
  if (bad.length > 0) throw new Error(`${file} declares invalid routes: ${JSON.stringify(bad)}`);
  return routes as RouteDeclaration[];
}

/**
 * Writes the remote's route declarations to routes.json beside mf-manifest.json, so the gateway and
 * the release step read them from the build output without running the remote's code.
 */
export class RouteDeclarationsPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteDeclarationsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteDeclarationsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.fileDependencies.add(this.file);
          try {
            const routes = readRouteDeclarations(this.file);
            compilation.emitAsset(ROUTES_FILE, new RawSource(`${JSON.stringify(routes, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError((error as Error).message));
          }
        },
      );
    });
  }
}
