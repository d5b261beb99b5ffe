import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { StylesheetPlugin } from './stylesheet-plugin';

type Stage = { name: string; stage: number };

/** A compiler and compilation with just the hooks the plugin taps; records emitted assets. */
function fakeBuild() {
  const emitted = new Map<string, string>();
  const processAssets: (() => void)[] = [];
  const compilation = {
    hooks: { processAssets: { tap: (_: Stage, run: () => void) => processAssets.push(run) } },
    emitAsset: (file: string, source: { source(): string }) => emitted.set(file, source.source()),
  } as unknown as Compilation;
  const compiler = {
    webpack: {
      sources: {
        RawSource: class {
          constructor(private readonly text: string) {}
          source() {
            return this.text;
          }
        },
      },
      Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: -2000 },
    },
    hooks: { thisCompilation: { tap: (_: string, run: (c: Compilation) => void) => run(compilation) } },
  } as unknown as Compiler;
  return { compiler, compilation, emitted, processAssets };
}

test('the stylesheet is written once, hashed, and preloaded at low priority in the head', async () => {
  let made = 0;
  const plugin = new StylesheetPlugin({
    name: 'ui-kit',
    linkId: 'ui-kit-global-css',
    css: () => {
      made += 1;
      return '@layer reset;:root{--x:1px}';
    },
  });
  const build = fakeBuild();
  plugin.apply(build.compiler);
  for (const run of build.processAssets) run();
  const [file, text] = [...build.emitted][0] ?? [];
  expect(file).toMatch(/^ui-kit\.[0-9a-f]{8}\.css$/);
  expect(text).toBe('@layer reset;:root{--x:1px}');

  const tags = await HtmlWebpackPlugin.getCompilationHooks(build.compilation).alterAssetTags.promise({
    assetTags: { scripts: [], styles: [], meta: [] },
    publicPath: '/',
    outputName: 'index.html',
    plugin: {} as HtmlWebpackPlugin,
  });
  expect(tags.assetTags.styles.map((tag) => tag.attributes)).toEqual([
    { rel: 'preload', as: 'style', fetchpriority: 'low', id: 'ui-kit-global-css', href: `/${file}` },
  ]);
  expect(made).toBe(1);
});
