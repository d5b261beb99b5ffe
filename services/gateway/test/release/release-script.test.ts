import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// deploy/scripts/release.sh end to end, on a copy of a fixture environment manifest.
const SCRIPT = resolve(__dirname, '..', '..', '..', '..', 'deploy', 'scripts', 'release.sh');
const FIXTURES = join(__dirname, 'fixtures');
let dir: string;
let manifest: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'release-'));
  manifest = join(dir, 'remotes.json');
  copyFileSync(join(FIXTURES, 'remotes.staging.json'), manifest);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function release(artifact: string, ...extra: string[]) {
  return spawnSync('bash', [SCRIPT, 'staging', 'mfe-browse', '0.2.0', ...extra], {
    env: { ...process.env, RELEASE_MANIFEST: manifest, ARTIFACT_DIR: artifact },
    encoding: 'utf8',
  });
}

test('a compatible release moves only that remote and records its routes', () => {
  const result = release(join(FIXTURES, 'mfe-browse-0.2.0'));
  expect(result.stdout).toContain('mfe-browse 0.1.0 → 0.2.0');
  expect(result.status).toBe(0);
  const written = JSON.parse(readFileSync(manifest, 'utf8'));
  expect(written['mfe-browse'].entry).toBe('/remotes/mfe-browse/0.2.0/mf-manifest.json');
  expect(written['mfe-browse'].routes.map((route: { path: string }) => route.path)).toEqual([
    '/movies',
    '/kids',
  ]);
});

test('a conflicting claim is refused with a clear message and the manifest stays as it was', () => {
  const artifact = join(dir, 'artifact');
  spawnSync('cp', ['-r', join(FIXTURES, 'mfe-browse-0.2.0'), artifact]);
  writeFileSync(
    join(artifact, 'routes.json'),
    JSON.stringify([{ path: '/auth', chrome: 'none', uiKit: true, access: 'anyone' }]),
  );
  const before = readFileSync(manifest, 'utf8');
  const result = release(artifact);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('release refused: mfe-browse 0.2.0');
  expect(result.stderr).toContain('mfe-browse claims /auth, which mfe-account already owns (/auth)');
  expect(readFileSync(manifest, 'utf8')).toBe(before);
});

test("a remote built with the shell's runtime core is refused while the live shell does not provide it", () => {
  const artifact = join(dir, 'artifact');
  spawnSync('cp', ['-r', join(FIXTURES, 'mfe-browse-0.2.0'), artifact]);
  const built = JSON.parse(readFileSync(join(artifact, 'mf-manifest.json'), 'utf8'));
  built.metaData.federationRuntime = 'external';
  writeFileSync(join(artifact, 'mf-manifest.json'), JSON.stringify(built));
  const before = readFileSync(manifest, 'utf8');
  const result = release(artifact);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    "mfe-browse 0.2.0 uses the shell's federation runtime core, which the live shell 0.1.0 does not provide: release the shell first",
  );
  expect(readFileSync(manifest, 'utf8')).toBe(before);
});

test('--check only checks', () => {
  const before = readFileSync(manifest, 'utf8');
  const result = release(join(FIXTURES, 'mfe-browse-0.2.0'), '--check');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('release check passed');
  expect(readFileSync(manifest, 'utf8')).toBe(before);
});

test('--canary=N adds the version beside the live one; deleting `canary` rolls it back', () => {
  const result = release(join(FIXTURES, 'mfe-browse-0.2.0'), '--canary=10');
  expect(result.stdout).toContain('mfe-browse 0.2.0 as a canary for 10 % of visitors');
  const written = JSON.parse(readFileSync(manifest, 'utf8'));
  expect(written['mfe-browse'].version).toBe('0.1.0');
  expect(written['mfe-browse'].canary).toMatchObject({
    entry: '/remotes/mfe-browse/0.2.0/mf-manifest.json',
    version: '0.2.0',
    percent: 10,
  });
  // Promote: the same release without --canary replaces the live version and ends the canary.
  release(join(FIXTURES, 'mfe-browse-0.2.0'));
  const promoted = JSON.parse(readFileSync(manifest, 'utf8'));
  expect(promoted['mfe-browse'].version).toBe('0.2.0');
  expect(promoted['mfe-browse'].canary).toBeUndefined();
});
