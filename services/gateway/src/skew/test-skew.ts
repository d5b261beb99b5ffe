// `npm run test:skew -- <remote>` (no name: one remote by daily rotation, printed). Proves that one
// remote ships alone:
//   1. builds whatever is missing (a fresh clone works), and takes today's builds as the live
//      environment;
//   2. builds the remote alone with a bumped version, checks it with the release check, swaps only
//      its entry in the runtime manifest and runs the cross-remote e2e against the unchanged others;
//   3. builds it again against a first-party shared package at its next minor version, and
//      expects the release check to refuse it, naming the package and versions.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilds } from '../builds';
import { FRONT_END_APPS, REMOTE_APPS, ROOT, SHELL_APP } from '../paths';
import { withRelease } from '../release/apply-release';
import { releaseProblems } from '../release/release-check';
import { createGateway } from '../server';
import { buildCandidate, liveManifest, nextPatch, versionOf, withBumpedPackage } from './skew-builds';

/** The journeys of each remote beside the platform's (routing, lazy loading, fallbacks). */
const SPECS: Record<string, string[]> = {
  'mfe-landing': ['tests/landing.spec.ts'],
  'mfe-browse': ['tests/browse.spec.ts'],
  'mfe-player': ['tests/player.spec.ts'],
  'mfe-account': ['tests/auth.spec.ts'],
  'mfe-admin': ['tests/admin.spec.ts'],
};

const log = (line: string) => console.log(`[skew] ${line}`);

function chooseRemote(): string {
  const named = process.argv[2];
  if (named) return named;
  const day = Math.floor(Date.now() / 86_400_000);
  const remote = REMOTE_APPS[day % REMOTE_APPS.length]?.name ?? 'mfe-landing';
  log(`no remote named: rotation picks ${remote} (day ${day} mod ${REMOTE_APPS.length})`);
  return remote;
}

/** Playwright in a child process (not spawnSync: this process serves the pages it opens). */
function runE2e(port: number, specs: string[]): Promise<boolean> {
  const child = spawn('npx', ['playwright', 'test', 'tests/platform.spec.ts', ...specs], {
    cwd: resolve(ROOT, 'e2e'),
    env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}` },
    stdio: 'inherit',
  });
  return new Promise((done) => {
    child.on('close', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

async function main(): Promise<void> {
  const name = chooseRemote();
  const remote = REMOTE_APPS.find((app) => app.name === name);
  if (!remote) throw new Error(`no remote ${name} (one of ${REMOTE_APPS.map((app) => app.name).join(', ')})`);
  const work = mkdtempSync(join(tmpdir(), 'premieres-skew-'));
  try {
    const built = await ensureBuilds({ apps: FRONT_END_APPS, log });
    if (built.some((result) => result.status === 'failed')) throw new Error('a build failed');
    const live = liveManifest(SHELL_APP, REMOTE_APPS);

    // A compatible release: the same sources, a bumped version, built alone.
    const next = nextPatch(versionOf(remote.dir));
    const nextDir = join(work, `${name}-${next}`);
    const candidate = await buildCandidate(remote, next, nextDir, log);
    const problems = releaseProblems(live, candidate);
    if (problems.length > 0)
      throw new Error(`the release check refused a compatible build:\n${problems.join('\n')}`);
    log(`release check passed: ${name} ${next}`);
    const manifestFile = join(work, 'remotes.json');
    writeFileSync(manifestFile, JSON.stringify(withRelease(live, candidate), null, 2));

    const port = Number(process.env.E2E_PORT ?? 8190);
    const gateway = await createGateway({
      shell: SHELL_APP,
      remotes: REMOTE_APPS,
      manifestFile,
      versionedBuilds: [{ name, version: next, dist: nextDir }],
      withApi: true,
      inMemoryDb: true,
      logLevel: 'warn',
      log,
    });
    let green = false;
    try {
      await gateway.app.listen({ port, host: '127.0.0.1' });
      log(`${name} ${next} served from /remotes/${name}/${next}/, the others unchanged`);
      green = await runE2e(port, SPECS[name] ?? []);
    } finally {
      await gateway.close();
    }
    if (!green) throw new Error(`the cross-remote e2e failed against ${name} ${next}`);

    // An incompatible release: built against a newer first-party singleton than the live builds.
    const sharedPackage = Object.keys(candidate.summary.shared).find((pkg) => pkg.startsWith('@premieres/'));
    if (!sharedPackage) throw new Error(`${name} shares no first-party package`);
    const refused = await withBumpedPackage(sharedPackage, async (bumped) => {
      log(`building ${name} against ${sharedPackage} ${bumped}`);
      const skewed = await buildCandidate(remote, nextPatch(next), join(work, `${name}-skewed`), log);
      return releaseProblems(live, skewed);
    });
    if (!refused.some((problem) => problem.includes(sharedPackage))) {
      throw new Error(`the release check let ${name} built against a newer ${sharedPackage} through`);
    }
    log(`release check refused the incompatible build, as it must:`);
    for (const problem of refused) log(`  - ${problem}`);
    log(`PASSED for ${name}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[skew] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
