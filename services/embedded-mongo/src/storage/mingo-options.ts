import type { Options } from 'mingo/types';

/** mingo options shared by queries, updates and pipelines: MongoDB semantics, no JavaScript. */
export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, ...extra };
}
