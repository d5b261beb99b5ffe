import {
  type CanaryRelease,
  describeConflict,
  type FederationRuntime,
  type OwnedRoute,
  ownedRoutes,
  type RouteDeclaration,
  type RuntimeManifest,
  type RuntimeRemote,
  routeConflicts,
  SHELL_ITEM,
} from '@premieres/contracts';
import { satisfies } from 'semver';
import type { BuildSummary } from './mf-manifest';

/** A build about to be released: the shell or one remote, with what its build output says. */
export interface Candidate {
  name: string;
  version: string;
  summary: BuildSummary;
  /** The routes it declares (routes.json); none for the shell. */
  routes: RouteDeclaration[];
}

const label = (name: string, version: string | undefined) => `${name} ${version ?? '(unversioned)'}`;

/** Two remotes must never own one path: the candidate's claims against everyone else's. */
function routeProblems(others: RuntimeManifest, candidate: Candidate): string[] {
  const theirs = ownedRoutes(others);
  const mine: OwnedRoute[] = candidate.routes.map((route) => ({ ...route, remote: candidate.name }));
  return routeConflicts([...theirs, ...mine]).map(
    (conflict) => `route conflict: ${describeConflict(conflict)} (${candidate.name} ${candidate.version})`,
  );
}

/** What the live version exposes, the shell or another remote may load: it must stay. */
function exposeProblems(manifest: RuntimeManifest, candidate: Candidate): string[] {
  if (candidate.name === SHELL_ITEM) return [];
  const live = manifest[candidate.name];
  const exposes = new Set(candidate.summary.exposes);
  const problems = (live?.exposes ?? [])
    .filter((name) => !exposes.has(name))
    .map(
      (name) =>
        `${label(candidate.name, candidate.version)} no longer exposes ${name}, which the live ${label(candidate.name, live?.version)} exposes`,
    );
  for (const needed of ['routes', ...(candidate.routes.length > 0 ? ['App'] : [])]) {
    if (!exposes.has(needed)) {
      problems.push(
        `${label(candidate.name, candidate.version)} exposes no ${needed}, which the shell loads`,
      );
    }
  }
  return problems;
}

/**
 * Singletons are loaded once per page by whichever build comes first, so the candidate's copy
 * must satisfy every live build's range, and every live build's copy the candidate's range.
 */
function sharedProblems(others: RuntimeManifest, candidate: Candidate): string[] {
  const problems: string[] = [];
  const me = label(candidate.name, candidate.version);
  for (const [name, mine] of Object.entries(candidate.summary.shared)) {
    for (const [other, item] of Object.entries(others)) {
      const theirs = item.shared?.[name];
      if (!theirs) continue;
      const them = `the live ${label(other, item.version)}`;
      if (!satisfies(theirs.version, mine.requiredVersion)) {
        problems.push(
          `${me} requires ${name} ${mine.requiredVersion}, but ${them} provides ${name} ${theirs.version}`,
        );
      }
      if (!satisfies(mine.version, theirs.requiredVersion)) {
        problems.push(
          `${me} provides ${name} ${mine.version}, outside ${theirs.requiredVersion} that ${them} requires`,
        );
      }
    }
  }
  return problems;
}

/**
 * A remote built without its own copies of the singletons (import: false in shared/federation's
 * remote.ts) takes each from the shell, so the live shell must provide every one: a new shared
 * package ships with the shell first. (A live shell whose item records no shared list cannot be
 * checked.)
 */
function providerProblems(manifest: RuntimeManifest, candidate: Candidate): string[] {
  const shell = manifest[SHELL_ITEM];
  if (candidate.name === SHELL_ITEM || !shell?.shared) return [];
  const me = label(candidate.name, candidate.version);
  return (candidate.summary.withoutCopy ?? [])
    .filter((name) => !shell.shared?.[name])
    .map(
      (name) =>
        `${me} takes ${name} from the shell, which the live ${label(SHELL_ITEM, shell.version)} does not provide: release the shell first`,
    );
}

/** Absent in manifests written before builds recorded it: those builds bundled their own. */
const runtimeOf = (item: RuntimeRemote | CanaryRelease | undefined) => item?.federationRuntime ?? 'bundled';

/**
 * How much of the federation runtime a shell publishes, and a remote takes from the shell instead
 * of its own copy: 0 none, 1 the runtime core, 2 the core and the bundler runtime.
 */
const PUBLISHED: Record<FederationRuntime, number> = {
  bundled: 0,
  external: 0,
  'external-bundler': 0,
  provides: 1,
  'provides-bundler': 2,
};
const TAKEN: Record<FederationRuntime, number> = {
  bundled: 0,
  provides: 0,
  'provides-bundler': 0,
  external: 1,
  'external-bundler': 2,
};
/** What a remote takes, for the messages; and what it would have to carry again itself. */
const TAKEN_NAME = ['', 'federation runtime core', 'federation runtime core and bundler runtime'];
const OWN_NAME = ['', 'runtime core', 'bundler runtime'];

/**
 * A remote built with the shell's federation runtime core ('external'), or core and bundler
 * runtime ('external-bundler'), does not start without a shell that publishes them, so the shell
 * goes first, and keeps publishing them while such a remote is live.
 */
function runtimeProblems(manifest: RuntimeManifest, candidate: Candidate): string[] {
  const me = label(candidate.name, candidate.version);
  if (candidate.name !== SHELL_ITEM) {
    const shell = manifest[SHELL_ITEM];
    const needs = TAKEN[candidate.summary.federationRuntime];
    if (needs <= PUBLISHED[runtimeOf(shell)]) return [];
    const them = shell
      ? `the live ${label(SHELL_ITEM, shell.version)} does not provide`
      : 'no live shell provides';
    return [`${me} uses the shell's ${TAKEN_NAME[needs]}, which ${them}: release the shell first`];
  }
  const published = PUBLISHED[candidate.summary.federationRuntime];
  return Object.entries(manifest).flatMap(([name, item]) => {
    const builds: [string, number][] = [
      [`the live ${label(name, item.version)}`, TAKEN[runtimeOf(item)]],
      ...(item.canary
        ? [
            [`the canary ${label(name, item.canary.version)}`, TAKEN[runtimeOf(item.canary)]] as [
              string,
              number,
            ],
          ]
        : []),
    ];
    return builds
      .filter(([, needs]) => needs > published)
      .map(
        ([build, needs]) =>
          `${me} does not provide the ${TAKEN_NAME[needs]} that ${build} uses: release ${name} with its own ${OWN_NAME[needs]} first`,
      );
  });
}

/** Why the candidate may not replace its live version in this manifest; empty when it may. */
export function releaseProblems(manifest: RuntimeManifest, candidate: Candidate): string[] {
  const others = Object.fromEntries(Object.entries(manifest).filter(([name]) => name !== candidate.name));
  return [
    ...routeProblems(others, candidate),
    ...exposeProblems(manifest, candidate),
    ...sharedProblems(others, candidate),
    ...providerProblems(manifest, candidate),
    ...runtimeProblems(manifest, candidate),
  ];
}
