import type { FederationRuntime, SharedRequirement } from '@premieres/contracts';
import { FEDERATION_RUNTIME_KEY } from '@premieres/federation';

/** The parts of a build's mf-manifest.json (Module Federation 2) that the release check reads. */
export interface MfManifest {
  name: string;
  /** `federationRuntime`: written by our builds (federation-runtime-record.ts in shared/federation). */
  metaData?: Record<string, unknown>;
  shared?: {
    name: string;
    version?: string;
    requiredVersion?: string | false;
    singleton?: boolean;
    /** The build's own copy of the package; no files: it takes the package from the shell. */
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }[];
  exposes?: { name: string; path?: string }[];
}

export interface BuildSummary {
  shared: Record<string, SharedRequirement>;
  exposes: string[];
  federationRuntime: FederationRuntime;
  /** Singletons the build has no copy of (import: false): it takes them from the shell. */
  withoutCopy?: string[];
}

const RUNTIMES: readonly FederationRuntime[] = [
  'bundled',
  'provides',
  'external',
  'provides-bundler',
  'external-bundler',
];

/** Builds older than the record carry their own runtime core: absent means 'bundled'. */
export function federationRuntimeOf(manifest: MfManifest): FederationRuntime {
  const recorded = manifest.metaData?.[FEDERATION_RUNTIME_KEY];
  return RUNTIMES.find((runtime) => runtime === recorded) ?? 'bundled';
}

/** What a build provides and requires of each singleton, what it exposes, whose runtime core it runs. */
export function summarise(manifest: MfManifest): BuildSummary {
  const shared: Record<string, SharedRequirement> = {};
  const withoutCopy: string[] = [];
  for (const item of manifest.shared ?? []) {
    if (!item.singleton || !item.version) continue;
    const files = item.assets?.js;
    if (files && !files.sync?.length && !files.async?.length) withoutCopy.push(item.name);
    shared[item.name] = {
      version: item.version,
      requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : '*',
    };
  }
  const exposes = (manifest.exposes ?? []).map((item) => item.name.replace(/^\.\//, '')).sort();
  return {
    shared,
    exposes,
    federationRuntime: federationRuntimeOf(manifest),
    ...(withoutCopy.length > 0 ? { withoutCopy: withoutCopy.sort() } : {}),
  };
}
