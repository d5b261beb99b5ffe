import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RuntimeManifest, SHELL_ITEM } from '@premieres/contracts';
import { MANIFEST_FILE } from '@premieres/federation';
import { inc } from 'semver';
import { runBuild } from '../builds';
import { distOf, type FrontEndApp, ROOT } from '../paths';
import { withRelease } from '../release/apply-release';
import { type Candidate, readCandidate } from '../release/read-candidate';
import { remotePrefix } from '../remote-manifest';

export const versionOf = (dir: string): string =>
  (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;

export const nextPatch = (version: string): string => inc(version, 'patch') ?? `${version}-next`;

/** The environment as it is today: every current build released, at the gateway's paths. */
export function liveManifest(shell: FrontEndApp, remotes: readonly FrontEndApp[]): RuntimeManifest {
  let manifest: RuntimeManifest = {};
  manifest = withRelease(manifest, readCandidate(SHELL_ITEM, versionOf(shell.dir), distOf(shell)));
  for (const remote of remotes) {
    manifest = withRelease(manifest, readCandidate(remote.name, versionOf(remote.dir), distOf(remote)));
    const item = manifest[remote.name];
    if (item) item.entry = `${remotePrefix(remote.name)}${MANIFEST_FILE}`;
  }
  return manifest;
}

/** Builds one remote alone into `outDir` as `version`, and reads it as a release candidate. */
export async function buildCandidate(
  remote: FrontEndApp,
  version: string,
  outDir: string,
  log: (line: string) => void,
): Promise<Candidate> {
  const started = Date.now();
  const { ok, output } = await runBuild(remote, () => undefined, {
    FEDERATION_OUT_DIR: outDir,
    MF_BUILD_VERSION: version,
  });
  if (!ok) throw new Error(`building ${remote.name} ${version} failed:\n${output}`);
  log(`built ${remote.name} ${version} alone in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return readCandidate(remote.name, version, outDir);
}

/**
 * Runs `work` while a first-party shared package claims the next minor version (a remote built
 * now requires ^<that>), then puts its package.json back as it was.
 */
export async function withBumpedPackage<T>(
  packageName: string,
  work: (version: string) => Promise<T>,
): Promise<T> {
  const file = join(ROOT, 'shared', packageName.replace('@premieres/', ''), 'package.json');
  const original = readFileSync(file, 'utf8');
  const manifest = JSON.parse(original) as { version: string };
  const bumped = inc(manifest.version, 'minor') ?? `${manifest.version}-next`;
  const restore = () => writeFileSync(file, original);
  process.once('SIGINT', restore);
  try {
    writeFileSync(file, `${JSON.stringify({ ...manifest, version: bumped }, null, 2)}\n`);
    return await work(bumped);
  } finally {
    restore();
    process.removeListener('SIGINT', restore);
  }
}
