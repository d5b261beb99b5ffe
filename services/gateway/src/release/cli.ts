// `deploy/scripts/release.sh <env> <app> <version> [base-url]` runs this: checks the packaged build
// against the environment's runtime manifest (routes, exposed modules, shared singletons, the
// shell's federation runtime core) and writes it there only when nothing would break. Exit 1 with
// the reasons otherwise.
//   RELEASE_MANIFEST=file  another manifest than deploy/remotes.<env>.json (the skew test's copy)
//   ARTIFACT_DIR=dir       the build to release (default deploy/artifacts/srv/<kind>/<app>/<version>)
//   --check                check only, write nothing
//   --canary=N             serve it to N % of visitors beside the live version (rollback: delete
//                          the item's "canary"; promote: release it again without --canary)
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type RuntimeManifest, SHELL_ITEM } from '@premieres/contracts';
import { ROOT } from '../paths';
import { withCanary, withRelease } from './apply-release';
import { readCandidate } from './read-candidate';
import { releaseProblems } from './release-check';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const canaryArg = args.find((arg) => arg.startsWith('--canary='));
const canaryPercent = canaryArg ? Number(canaryArg.slice('--canary='.length)) : null;
const [env, app, version, base = ''] = args.filter((arg) => !arg.startsWith('--'));
if (!env || !app || !version) {
  console.error('usage: release.sh <production|staging> <shell|remote> <version> [base-url] [--check]');
  process.exit(2);
}
const manifestFile = process.env.RELEASE_MANIFEST ?? resolve(ROOT, 'deploy', `remotes.${env}.json`);
const kind = app === SHELL_ITEM ? 'shell' : `remotes/${app}`;
const artifact = process.env.ARTIFACT_DIR ?? resolve(ROOT, 'deploy', 'artifacts', 'srv', kind, version);

try {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RuntimeManifest;
  const candidate = readCandidate(app, version, artifact);
  const problems = releaseProblems(manifest, candidate);
  if (problems.length > 0) {
    console.error(`release refused: ${app} ${version} → ${manifestFile}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  if (checkOnly) {
    console.log(`release check passed: ${app} ${version} fits ${manifestFile}`);
  } else if (canaryPercent !== null) {
    const next = withCanary(manifest, candidate, canaryPercent, base);
    writeFileSync(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
    console.log(`${manifestFile}: ${app} ${version} as a canary for ${canaryPercent} % of visitors`);
  } else {
    writeFileSync(manifestFile, `${JSON.stringify(withRelease(manifest, candidate, base), null, 2)}\n`);
    console.log(`${manifestFile}: ${app} ${manifest[app]?.version ?? '(none)'} → ${version}`);
  }
} catch (error) {
  console.error(`release refused: ${(error as Error).message}`);
  process.exit(1);
}
