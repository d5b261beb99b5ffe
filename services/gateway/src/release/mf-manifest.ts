import type { SharedRequirement } from '@premieres/contracts';

/** The parts of a build's mf-manifest.json (Module Federation 2) that the release check reads. */
export interface MfManifest {
  name: string;
  shared?: { name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
  exposes?: { name: string; path?: string }[];
}

export interface BuildSummary {
  shared: Record<string, SharedRequirement>;
  exposes: string[];
}

/** What a build provides and requires of each singleton, and what it exposes. */
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
  return { shared, exposes };
}
