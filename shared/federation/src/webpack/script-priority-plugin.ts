import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Gives the page's entry script `fetchpriority="high"`. A deferred script is fetched at low
 * priority, so on a member page the shell's entry (which starts the page's first reads and its
 * session restore) queued behind the preloaded chunks the gateway names after it (issue 28).
 */
export class ScriptPriorityPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'ScriptPriorityPlugin',
        (data) => {
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        },
      );
    });
  }
}
