// /remotes.json asked for by the document's inline script (production's static index.html has no
// inlined copy): the app takes that answer instead of asking a second time.
import type { RuntimeManifest } from '@premieres/contracts';

const GLOBAL = '__premieresEarlyManifest';

type Holder = Record<string, Promise<RuntimeManifest> | undefined>;

/** Keeps the inline script's read for the app; never an unhandled rejection. */
export function holdEarlyManifest(read: Promise<RuntimeManifest>): Promise<RuntimeManifest> {
  read.catch(() => undefined);
  (window as unknown as Holder)[GLOBAL] = read;
  return read;
}

/** The inline script's read, taken once (a Retry asks again); null when it made none. */
export function takeEarlyManifest(): Promise<RuntimeManifest> | null {
  const holder = window as unknown as Holder;
  const read = holder[GLOBAL] ?? null;
  delete holder[GLOBAL];
  return read;
}
