import type { FederationRuntime, SharedRequirement } from '@premieres/contracts';
import { FEDERATION_RUNTIME_KEY } from '@premieres/federation';

/** The parts of a build's mf-manifest.json (Module Federation 2) that the release check reads. */
export interface MfManifest {
  name: string;
  /** `federationRuntime`: written by our builds (federation-runtime-record.ts in shared/federation). */
  metaData?: Record<string, unknown>;
  shared?: { name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
  exposes?: { name: string; path?: string }[];
}

export interface BuildSummary {
  shared: Record<string, SharedRequirement>;
  exposes: string[];
  federationRuntime: FederationRuntime;
}

const RUNTIMES: readonly FederationRuntime[] = ['bundled', 'provides', 'external'];

/** Builds older than the record carry their own runtime core: absent means 'bundled'. */
export function federationRuntimeOf(manifest: MfManifest): FederationRuntime {
  const recorded = manifest.metaData?.[FEDERATION_RUNTIME_KEY];
  return RUNTIMES.find((runtime) => runtime === recorded) ?? 'bundled';
}

/** What a build provides and requires of each singleton, what it exposes, whose runtime core it runs. */
export function summarise(manifest: MfManifest): BuildSummary {
  const shared: Record<string, SharedRequirement> = {};
  for (const item of manifest.shared ?? []) {
    if (!item.singleton || !item.version) continue;
    shared[item.name] = {
      version: item.version,
      requiredVersion: typeof item.requiredVersion === 'string' ? item.requiredVersion : '*',
    };
  }
  const exposes = (manifest.exposes ?? []).map((item) => item.name.replace(/^\.\//, '')).sort();
  return { shared, exposes, federationRuntime: federationRuntimeOf(manifest) };
}
