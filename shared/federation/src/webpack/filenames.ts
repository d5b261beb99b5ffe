import type { PathData } from 'webpack';

/** Files whose name carries this are immutable and may be cached for a year. */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * `[contenthash]` fails inside the federation runtime chunk ("Path variable [contenthash:8] not
 * implemented"), so only chunks that have a JavaScript content hash get one. remoteEntry.js keeps
 * its fixed name: the manifest points at it and it is served with no-cache.
 */
export function javascriptFilename(pathData: PathData): string {
  const chunk = pathData.chunk as { contentHash?: Record<string, string> } | undefined;
  return chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}
