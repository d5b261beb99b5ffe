import { createHash } from 'node:crypto';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export interface StylesheetOptions {
  /** The file's name before its hash: `ui-kit` writes `ui-kit.<hash>.css`. */
  name: string;
  /** The stylesheet's text, computed once per build (e.g. from the UI kit's theme, in Node). */
  css: () => string;
  /** The id of the document's preload link, by which the page's code finds the file. */
  linkId: string;
}

/**
 * Writes a stylesheet made at build time into the build (hashed, so cached for a year) and names
 * it in the page's <head> as a low-priority preload: it does not hold up the first paint, and the
 * code that needs it (found by `linkId`) applies it.
 */
export class StylesheetPlugin {
  private text: string | undefined;

  constructor(private readonly options: StylesheetOptions) {}

  /** The file's name in the build. */
  fileName(): string {
    this.text ??= this.options.css();
    const hash = createHash('md5').update(this.text).digest('hex').slice(0, 8);
    return `${this.options.name}.${hash}.css`;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('StylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StylesheetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(this.fileName(), new RawSource(this.text ?? ''));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StylesheetPlugin', (data) => {
        data.assetTags.styles.push(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'style',
            fetchpriority: 'low',
            id: this.options.linkId,
            href: `${data.publicPath}${this.fileName()}`,
          }),
        );
        return data;
      });
    });
  }
}
