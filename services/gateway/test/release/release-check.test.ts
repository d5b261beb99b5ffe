import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RuntimeManifest } from '@premieres/contracts';
import { FEDERATION_RUNTIME_KEY } from '@premieres/federation';
import { withCanary, withRelease } from '../../src/release/apply-release';
import { summarise } from '../../src/release/mf-manifest';
import { readCandidate } from '../../src/release/read-candidate';
import { type Candidate, releaseProblems } from '../../src/release/release-check';

const FIXTURES = join(__dirname, 'fixtures');
const live = (): RuntimeManifest =>
  JSON.parse(readFileSync(join(FIXTURES, 'remotes.staging.json'), 'utf8')) as RuntimeManifest;
const browse = (): Candidate => readCandidate('mfe-browse', '0.2.0', join(FIXTURES, 'mfe-browse-0.2.0'));

describe('the release check', () => {
  it('accepts a compatible remote with a new page, and records what the next check needs', () => {
    const candidate = browse();
    expect(releaseProblems(live(), candidate)).toEqual([]);
    const next = withRelease(live(), candidate, 'https://static.premieres.in');
    expect(next['mfe-browse']).toEqual({
      entry: 'https://static.premieres.in/remotes/mfe-browse/0.2.0/mf-manifest.json',
      version: '0.2.0',
      routes: candidate.routes,
      shared: {
        react: { version: '19.3.1', requiredVersion: '^19.3.1' },
        '@premieres/api-client': { version: '0.1.0', requiredVersion: '^0.1.0' },
      },
      exposes: ['App', 'routes'],
      // Its mf-manifest.json records no runtime: a build with its own runtime core.
      federationRuntime: 'bundled',
    });
    expect(next['mfe-landing']).toEqual(live()['mfe-landing']);
  });

  it('refuses a path another remote owns', () => {
    const candidate = browse();
    candidate.routes.push({ path: '/auth', chrome: 'none', uiKit: true, access: 'anyone' });
    expect(releaseProblems(live(), candidate)).toEqual([
      'route conflict: mfe-browse claims /auth, which mfe-account already owns (/auth) (mfe-browse 0.2.0)',
    ]);
  });

  it('refuses a new remote whose splat swallows a page of another', () => {
    const candidate: Candidate = {
      name: 'mfe-kids',
      version: '1.0.0',
      summary: { shared: {}, exposes: ['App', 'routes'], federationRuntime: 'bundled' },
      routes: [{ path: '/*', chrome: 'app', uiKit: true, access: 'anyone' }],
    };
    expect(releaseProblems(live(), candidate)).toHaveLength(3);
  });

  it('refuses a shared singleton range the live builds do not provide, naming package and versions', () => {
    const candidate = browse();
    candidate.summary.shared['@premieres/api-client'] = { version: '0.2.0', requiredVersion: '^0.2.0' };
    expect(releaseProblems(live(), candidate)).toEqual([
      'mfe-browse 0.2.0 requires @premieres/api-client ^0.2.0, but the live shell 0.1.0 provides @premieres/api-client 0.1.0',
      'mfe-browse 0.2.0 provides @premieres/api-client 0.2.0, outside ^0.1.0 that the live shell 0.1.0 requires',
      'mfe-browse 0.2.0 requires @premieres/api-client ^0.2.0, but the live mfe-account 0.1.0 provides @premieres/api-client 0.1.0',
      'mfe-browse 0.2.0 provides @premieres/api-client 0.2.0, outside ^0.1.0 that the live mfe-account 0.1.0 requires',
    ]);
  });

  it('accepts a newer patch of a shared package within everyone’s range', () => {
    const candidate = browse();
    candidate.summary.shared['@premieres/api-client'] = { version: '0.1.4', requiredVersion: '^0.1.0' };
    expect(releaseProblems(live(), candidate)).toEqual([]);
  });

  it('refuses a shell whose React is outside a live remote’s range', () => {
    const shell: Candidate = {
      name: 'shell',
      version: '0.2.0',
      summary: {
        shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0' } },
        exposes: [],
        federationRuntime: 'bundled',
      },
      routes: [],
    };
    const problems = releaseProblems(live(), shell);
    expect(problems).toContain(
      'shell 0.2.0 provides react 20.0.0, outside ^19.3.1 that the live mfe-landing 0.1.0 requires',
    );
    expect(withRelease(live(), shell).shell).toEqual({
      version: '0.2.0',
      shared: shell.summary.shared,
      federationRuntime: 'bundled',
    });
  });

  it('refuses a remote that drops a module its live version exposes', () => {
    const candidate = browse();
    candidate.summary.exposes = ['routes'];
    expect(releaseProblems(live(), candidate)).toEqual([
      'mfe-browse 0.2.0 no longer exposes App, which the live mfe-browse 0.1.0 exposes',
      'mfe-browse 0.2.0 exposes no App, which the shell loads',
    ]);
  });

  it('refuses a build without its route declarations', () => {
    expect(() => readCandidate('mfe-browse', '0.2.0', FIXTURES)).toThrow('mf-manifest.json is missing');
  });
});

describe("the shell's federation runtime core", () => {
  const shell = (federationRuntime: Candidate['summary']['federationRuntime']): Candidate => ({
    name: 'shell',
    version: '0.2.0',
    summary: { shared: live().shell?.shared ?? {}, exposes: [], federationRuntime },
    routes: [],
  });
  const externalBrowse = (): Candidate => {
    const candidate = browse();
    candidate.summary.federationRuntime = 'external';
    return candidate;
  };

  it('reads what a build records in mf-manifest.json, and a build without the record as bundled', () => {
    const manifest = { name: 'mfe-browse', metaData: { name: 'mfe-browse' } };
    expect(summarise(manifest).federationRuntime).toBe('bundled');
    for (const runtime of [
      'external',
      'provides',
      'bundled',
      'external-bundler',
      'provides-bundler',
    ] as const) {
      const recorded = { ...manifest, metaData: { ...manifest.metaData, [FEDERATION_RUNTIME_KEY]: runtime } };
      expect(summarise(recorded).federationRuntime).toBe(runtime);
    }
    expect(browse().summary.federationRuntime).toBe('bundled');
  });

  it('refuses a remote that uses it while the live shell (an older manifest) does not provide it', () => {
    expect(live().shell?.federationRuntime).toBeUndefined();
    expect(releaseProblems(live(), externalBrowse())).toEqual([
      "mfe-browse 0.2.0 uses the shell's federation runtime core, which the live shell 0.1.0 does not provide: release the shell first",
    ]);
    const bundledShell = withRelease(live(), shell('bundled'));
    expect(releaseProblems(bundledShell, externalBrowse())).toEqual([
      "mfe-browse 0.2.0 uses the shell's federation runtime core, which the live shell 0.2.0 does not provide: release the shell first",
    ]);
  });

  it('accepts the shell that provides it, then the remote that uses it (the release order)', () => {
    expect(releaseProblems(live(), shell('provides'))).toEqual([]);
    const shellFirst = withRelease(live(), shell('provides'));
    expect(shellFirst.shell?.federationRuntime).toBe('provides');
    expect(releaseProblems(shellFirst, externalBrowse())).toEqual([]);
    // A remote with its own runtime core runs beside either shell.
    expect(releaseProblems(shellFirst, browse())).toEqual([]);
  });

  it('refuses a shell that stops providing it while a live remote or a canary uses it', () => {
    const both = withRelease(withRelease(live(), shell('provides')), externalBrowse());
    expect(releaseProblems(both, shell('bundled'))).toEqual([
      'shell 0.2.0 does not provide the federation runtime core that the live mfe-browse 0.2.0 uses: release mfe-browse with its own runtime core first',
    ]);
    const canary = withCanary(withRelease(live(), shell('provides')), externalBrowse(), 10);
    expect(releaseProblems(canary, shell('bundled'))).toEqual([
      'shell 0.2.0 does not provide the federation runtime core that the canary mfe-browse 0.2.0 uses: release mfe-browse with its own runtime core first',
    ]);
    // Once that remote is back on its own runtime core, the shell may stop providing it.
    expect(releaseProblems(withRelease(both, browse()), shell('bundled'))).toEqual([]);
    expect(releaseProblems(both, shell('provides'))).toEqual([]);
  });
});

describe("the shell's bundler runtime beside its runtime core", () => {
  const shell = (federationRuntime: Candidate['summary']['federationRuntime']): Candidate => ({
    name: 'shell',
    version: '0.3.0',
    summary: { shared: live().shell?.shared ?? {}, exposes: [], federationRuntime },
    routes: [],
  });
  const browseTaking = (federationRuntime: Candidate['summary']['federationRuntime']): Candidate => {
    const candidate = browse();
    candidate.summary.federationRuntime = federationRuntime;
    return candidate;
  };

  it('refuses a remote that takes both while the live shell provides only the core, or nothing', () => {
    const coreShell = withRelease(live(), shell('provides'));
    expect(releaseProblems(coreShell, browseTaking('external-bundler'))).toEqual([
      "mfe-browse 0.2.0 uses the shell's federation runtime core and bundler runtime, which the live shell 0.3.0 does not provide: release the shell first",
    ]);
    expect(releaseProblems(live(), browseTaking('external-bundler'))).toEqual([
      "mfe-browse 0.2.0 uses the shell's federation runtime core and bundler runtime, which the live shell 0.1.0 does not provide: release the shell first",
    ]);
  });

  it('accepts the shell that provides both, then remotes that take both, the core, or nothing', () => {
    const coreLive = withRelease(withRelease(live(), shell('provides')), browseTaking('external'));
    expect(releaseProblems(coreLive, shell('provides-bundler'))).toEqual([]);
    const shellFirst = withRelease(coreLive, shell('provides-bundler'));
    for (const runtime of ['external-bundler', 'external', 'bundled'] as const) {
      expect(releaseProblems(shellFirst, browseTaking(runtime))).toEqual([]);
    }
  });

  it('refuses a shell that stops providing the bundler runtime while a live remote or a canary takes it', () => {
    const both = withRelease(
      withRelease(live(), shell('provides-bundler')),
      browseTaking('external-bundler'),
    );
    expect(releaseProblems(both, shell('provides'))).toEqual([
      'shell 0.3.0 does not provide the federation runtime core and bundler runtime that the live mfe-browse 0.2.0 uses: release mfe-browse with its own bundler runtime first',
    ]);
    const canary = withCanary(
      withRelease(live(), shell('provides-bundler')),
      browseTaking('external-bundler'),
      10,
    );
    expect(releaseProblems(canary, shell('bundled'))).toEqual([
      'shell 0.3.0 does not provide the federation runtime core and bundler runtime that the canary mfe-browse 0.2.0 uses: release mfe-browse with its own bundler runtime first',
    ]);
    // Back on its own bundler runtime (the core still the shell's): a core-only shell may follow.
    const coreOnly = withRelease(both, browseTaking('external'));
    expect(releaseProblems(coreOnly, shell('provides'))).toEqual([]);
    expect(releaseProblems(coreOnly, shell('bundled'))).toEqual([
      'shell 0.3.0 does not provide the federation runtime core that the live mfe-browse 0.2.0 uses: release mfe-browse with its own runtime core first',
    ]);
  });
});

describe.each(['production', 'staging'])('the committed %s manifest', (env) => {
  const file = join(__dirname, '..', '..', '..', '..', 'deploy', `remotes.${env}.json`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as RuntimeManifest;

  it('would pass the release check for each of its builds against the others', () => {
    for (const [name, item] of Object.entries(manifest)) {
      const candidate: Candidate = {
        name,
        version: item.version ?? '',
        summary: {
          shared: item.shared ?? {},
          exposes: item.exposes ?? [],
          federationRuntime: item.federationRuntime ?? 'bundled',
        },
        routes: item.routes ?? [],
      };
      expect([name, releaseProblems(manifest, candidate)]).toEqual([name, []]);
    }
  });
});

describe('a remote without its own copies of the singletons', () => {
  const file = (sync: string[]) => ({ js: { sync, async: [] } });

  it('reads from mf-manifest.json which singletons a build has no copy of', () => {
    const summary = summarise({
      name: 'mfe-browse',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true, assets: file([]) },
        {
          name: 'zustand',
          version: '5.1.0',
          requiredVersion: '^5.1.0',
          singleton: true,
          assets: file(['1.js']),
        },
        // Older manifests say nothing of files: nothing is assumed.
        { name: 'i18next', version: '27.1.2', requiredVersion: '^27.1.2', singleton: true },
      ],
    });
    expect(summary.withoutCopy).toEqual(['react']);
    expect(browse().summary.withoutCopy).toBeUndefined();
  });

  it('refuses it while the live shell does not provide one of them, and accepts it once the shell does', () => {
    const candidate = browse();
    candidate.summary.shared.zustand = { version: '5.1.0', requiredVersion: '^5.1.0' };
    candidate.summary.withoutCopy = ['@premieres/api-client', 'react', 'zustand'];
    expect(releaseProblems(live(), candidate)).toEqual([
      'mfe-browse 0.2.0 takes zustand from the shell, which the live shell 0.1.0 does not provide: release the shell first',
    ]);
    const shell: Candidate = {
      name: 'shell',
      version: '0.2.0',
      summary: {
        shared: { ...live().shell?.shared, zustand: { version: '5.1.0', requiredVersion: '^5.1.0' } },
        exposes: [],
        federationRuntime: 'bundled',
      },
      routes: [],
    };
    expect(releaseProblems(withRelease(live(), shell), candidate)).toEqual([]);
  });
});
