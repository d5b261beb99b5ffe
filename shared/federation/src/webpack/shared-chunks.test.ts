import type { ChunkGraph, Module } from 'webpack';
import { sharedChunkGroups, sharedPackagesOf } from './shared-chunks';

const moduleNamed = (identifier: string) => ({ identifier: () => identifier }) as unknown as Module;
const provides = (name: string) => moduleNamed(`provide module (default) ${name}@1.0.0 = /x/${name}`);
const consumes = (name: string) => moduleNamed(`consume-shared-module|default|${name}|^1|false|/x|true`);
const appCode = moduleNamed('/work/shell/src/ShellRoutes.tsx');

/** A chunk graph where `module` sits in one chunk per group, each group loaded by `origins`. */
function graphWith(groups: Module[][]): ChunkGraph {
  const chunks = groups.map((origins) => ({
    groupsIterable: [{ origins: origins.map((module) => ({ module })) }],
  }));
  return { getModuleChunksIterable: () => chunks } as unknown as ChunkGraph;
}

const library = moduleNamed('/node_modules/some-lib/index.js');

describe('which chunk a shared package module goes to', () => {
  it('names the shared packages whose chunks hold it', () => {
    const graph = graphWith([[provides('react-dom')], [consumes('zustand')]]);
    expect([...sharedPackagesOf(library, graph)]).toEqual(['react-dom', 'zustand']);
  });

  it('leaves alone a module that app code loads too, and any consume (it would wait for itself)', () => {
    expect(sharedPackagesOf(library, graphWith([[provides('react')], [appCode]])).size).toBe(0);
    expect(sharedPackagesOf(consumes('react'), graphWith([[provides('react-dom')]])).size).toBe(0);
  });

  it('puts the UI kit apart from what every page takes; a module both use goes with every page', () => {
    const test = (groups: Module[][]) => ({
      framework: sharedChunkGroups.framework.test(library, { chunkGraph: graphWith(groups) }),
      uiKit: sharedChunkGroups.uiKit.test(library, { chunkGraph: graphWith(groups) }),
    });
    expect(test([[provides('react')]])).toEqual({ framework: true, uiKit: false });
    expect(test([[provides('@premieres/ui')]])).toEqual({ framework: false, uiKit: true });
    expect(test([[provides('@premieres/ui')], [provides('@tanstack/react-query')]]).framework).toBe(true);
    expect(sharedChunkGroups.framework.priority).toBeGreaterThan(sharedChunkGroups.uiKit.priority);
  });
});
