import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compilation, Compiler } from 'webpack';
import { ScriptPriorityPlugin } from './script-priority-plugin';

test("the page's entry script is fetched at high priority, not as a deferred script's low one", async () => {
  const onCompilation: ((compilation: Compilation) => void)[] = [];
  const compiler = { hooks: { compilation: { tap: (_: string, run: never) => onCompilation.push(run) } } };
  new ScriptPriorityPlugin().apply(compiler as unknown as Compiler);
  const compilation = {} as Compilation;
  for (const run of onCompilation) run(compilation);

  const script = HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: '/main.1234abcd.js' });
  const tags = await HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.promise({
    assetTags: { scripts: [script], styles: [], meta: [] },
    publicPath: '/',
    outputName: 'index.html',
    plugin: {} as HtmlWebpackPlugin,
  });
  expect(tags.assetTags.scripts[0]?.attributes).toEqual({
    defer: true,
    src: '/main.1234abcd.js',
    fetchpriority: 'high',
  });
});
