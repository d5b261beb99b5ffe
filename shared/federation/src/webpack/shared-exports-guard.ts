import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Compiler, Dependency, Module } from 'webpack';

/** The names a shim module re-exports (`export { A, B } from ...`). */
export function exportedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (block[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * A consumed shared module has no static exports, so webpack cannot tell that a remote imports a
 * name the shared shim leaves out (it would be undefined at run time). This plugin can: it fails
 * the build for any such import.
 */
export class SharedExportsGuardPlugin {
  private readonly allowed: Map<string, Set<string>>;
  private readonly files: Record<string, string>;

  constructor(shims: Record<string, string>) {
    this.files = shims;
    this.allowed = new Map(
      Object.entries(shims).map(([shareKey, file]) => [shareKey, exportedNames(readFileSync(file, 'utf8'))]),
    );
  }

  apply(compiler: Compiler): void {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SharedExportsGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsGuardPlugin', (modules) => {
        for (const module of modules as Iterable<Module & { options?: { shareKey?: string } }>) {
          if (module.type !== 'consume-shared-module') continue;
          const shareKey = module.options?.shareKey;
          const allowed = shareKey ? this.allowed.get(shareKey) : undefined;
          if (!shareKey || !allowed || allowed.size === 0) continue;
          for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
            const name = (connection.dependency as (Dependency & { ids?: string[] }) | null)?.ids?.[0];
            if (!name || name === 'default' || allowed.has(name)) continue;
            const where = connection.originModule?.readableIdentifier(compilation.requestShortener) ?? '?';
            compilation.errors.push(
              new WebpackError(
                `${where} imports '${name}' from '${shareKey}', which the shared list does not export. ` +
                  `Add it to shared/federation/src/shims/${basename(this.files[shareKey] ?? '')}.`,
              ),
            );
          }
        }
      });
    });
  }
}
