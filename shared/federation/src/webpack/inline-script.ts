// A script the page's document carries inline, at the start of its <body> (the shell's first paint):
// built on its own after the app (one file, no federation, no chunks) and written into the app's
// built document, which then has no request to wait for. Servers allow it by its hash, computed
// from the document (gateway security-headers.ts, deploy/scripts/nginx-security-headers.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Compiler } from 'webpack';
import { buildMode, commonConfig } from './common';
import type { WebpackConfig } from './remote';

export interface InlineScriptOptions {
  /** The app's folder. */
  dir: string;
  /** The script's source, e.g. './src/first-paint/first-paint-script.ts'. */
  entry: string;
  /** The built document it goes into, inside dist ('index.html'). */
  document?: string;
}

const ASSET = 'inline-script.js';

/** The document with `script` as the first element of its <body>. */
export function withBodyScript(html: string, script: string): string {
  if (/<\/script/i.test(script)) throw new Error('an inline script may not contain "</script"');
  const body = /<body[^>]*>/i.exec(html);
  if (!body) throw new Error('the document has no <body>');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

/** Takes the built script out of the output and writes it into the document (and its .gz/.br). */
export class InlineIntoDocumentPlugin {
  constructor(private readonly documentFile: string) {}

  apply(compiler: Compiler): void {
    let script = '';
    compiler.hooks.thisCompilation.tap('InlineIntoDocumentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'InlineIntoDocumentPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(ASSET);
          if (!asset) return;
          script = asset.source.source().toString().trim();
          // Nothing of it is emitted beside the document.
          for (const name of Object.keys(compilation.assets)) compilation.deleteAsset(name);
        },
      );
    });
    compiler.hooks.afterEmit.tap('InlineIntoDocumentPlugin', () => {
      if (!script) throw new Error('the inline script was not built');
      const html = withBodyScript(readFileSync(this.documentFile, 'utf8'), script);
      writeFileSync(this.documentFile, html);
      writeFileSync(`${this.documentFile}.gz`, gzipSync(html, { level: 9 }));
      writeFileSync(`${this.documentFile}.br`, brotliCompressSync(html));
    });
  }
}

/** Built after the app (whose clean step empties dist/), before its service worker. */
export function createInlineScriptConfig(options: InlineScriptOptions): WebpackConfig {
  const mode = buildMode();
  const base = commonConfig({ dir: options.dir, mode, publicPath: '/', uniqueName: 'inline-script' });
  const dist = resolve(options.dir, 'dist');
  return {
    ...base,
    name: 'inline-script',
    // No eval source maps: the page's policy refuses eval.
    devtool: false,
    entry: { inline: options.entry },
    output: { ...base.output, path: dist, filename: ASSET, clean: false },
    optimization: {
      ...base.optimization,
      minimizer:
        mode === 'production'
          ? [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })]
          : [],
      splitChunks: false,
      runtimeChunk: false,
    },
    plugins: [new InlineIntoDocumentPlugin(resolve(dist, options.document ?? 'index.html'))],
  };
}
