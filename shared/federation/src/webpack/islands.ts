// The islands build of a remote's prerendered documents: its own entries on Preact (react and
// react-dom aliased to preact/compat), no federation and no shell, into the remote's dist/islands/.
// Built after the remote (its clean step empties dist/ first). Used by every remote that
// prerenders pages (mfe-landing, mfe-account).
import { resolve } from 'node:path';
import type { Configuration } from 'webpack';
import { buildMode, commonConfig } from './common';

/** React's modules as Preact's: the same components at a fraction of the bytes. */
export const PREACT_COMPAT = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-runtime',
} as const;

export interface IslandsOptions {
  /** The remote's folder. */
  dir: string;
  /** The remote's name (the build's uniqueName is `<name>-islands`). */
  name: string;
  /** Entry name → source file: each becomes islands/<entry>.<hash>.js. */
  entry: Record<string, string>;
}

export function islandsWebpackConfig({ dir, name, entry }: IslandsOptions): Configuration {
  const base = commonConfig({ dir, mode: buildMode(), publicPath: 'auto', uniqueName: `${name}-islands` });
  return {
    ...base,
    name: 'islands',
    entry,
    output: { ...base.output, path: resolve(dir, 'dist', 'islands') },
    resolve: { ...base.resolve, alias: { ...PREACT_COMPAT } },
  };
}
