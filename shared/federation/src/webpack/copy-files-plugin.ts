import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Compiler } from 'webpack';

/** Emits plain files (favicon, placeholder image) into the build root, unhashed. */
export class CopyFilesPlugin {
  constructor(private readonly files: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(basename(file), new RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}
