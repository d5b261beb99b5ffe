import type { ChunkGraph, Module } from 'webpack';
import { sharedChunkGroups, sharedPackagesOf, smallLibraryGroups } from './shared-chunks';

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

describe('small libraries that two chunks of one page would each copy', () => {
  const inUiHelpers = (resource: string) =>
    smallLibraryGroups.uiHelpers.test({ resource } as unknown as Module);

  it("takes emotion's helpers and lucide's icon factory into one chunk of their own", () => {
    expect(inUiHelpers('/w/node_modules/@emotion/serialize/dist/emotion-serialize.esm.js')).toBe(true);
    expect(inUiHelpers('/w/node_modules/@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js')).toBe(
      true,
    );
    expect(inUiHelpers('/w/node_modules/lucide-react/dist/esm/createLucideIcon.mjs')).toBe(true);
    expect(smallLibraryGroups.uiHelpers).toMatchObject({
      name: 'ui-helpers',
      chunks: 'async',
      enforce: true,
    });
  });

  it('leaves @emotion/react and its cache to ui-kit, and each icon with the code that draws it', () => {
    expect(inUiHelpers('/w/node_modules/@emotion/react/dist/emotion-react.browser.esm.js')).toBe(false);
    expect(inUiHelpers('/w/node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js')).toBe(false);
    expect(inUiHelpers('/w/node_modules/lucide-react/dist/esm/icons/search.mjs')).toBe(false);
    expect(smallLibraryGroups.uiHelpers.priority).toBeLessThan(sharedChunkGroups.uiKit.priority);
  });
});
