import type { ChunkGraph, Module } from 'webpack';

/** `provide module (default) react@18.3.1 = …`: the module that offers a shared package. */
export const PROVIDED_MODULE = /^provide module \([^)]*\) (.+)@[^@\s]+ = /;

/** `consume-shared-module|default|react|…`: a use of a shared package (its fallback loads on demand). */
const CONSUMED_MODULE = /^consume-shared-module\|[^|]*\|([^|]+)\|/;

/** The shared package a chunk group's origin offers or falls back to; undefined for app code. */
const sharedPackageOf = (origin: Module | null | undefined): string | undefined => {
  const identifier = origin?.identifier() ?? '';
  return (identifier.match(PROVIDED_MODULE) ?? identifier.match(CONSUMED_MODULE))?.[1];
};

/**
 * The shared packages that draw with the UI kit: only pages with `uiKit: true` need them at start.
 * Lucide's icon factory is not one of them: the cards and the header draw icons without the kit
 * (issue 28), and in the kit's chunk one icon pulled the whole kit.
 */
export const UI_KIT_PACKAGES: ReadonlySet<string> = new Set(['@premieres/ui', '@emotion/react']);

/**
 * The shared packages whose on-demand chunks hold this module; empty when the app's own code
 * (a page, the bootstrap) loads it too: that stays where webpack puts it, so a page never pulls
 * the UI kit's chunk for a helper it shares with it.
 */
export function sharedPackagesOf(module: Module, chunkGraph: ChunkGraph): Set<string> {
  const names = new Set<string>();
  // A chunk waits for the packages its consumes name before it runs: one holding a consume of
  // a package it provides itself would wait for itself.
  if (CONSUMED_MODULE.test(module.identifier())) return names;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      const provided = group.origins.map((origin) => sharedPackageOf(origin.module));
      if (provided.length === 0 || provided.some((name) => !name)) return new Set();
      for (const name of provided) names.add(name as string);
    }
  }
  return names;
}

interface TestContext {
  chunkGraph: ChunkGraph;
}

const anyOf = (names: Set<string>, keep: (name: string) => boolean) => [...names].some(keep);

/**
 * The host's shared packages in two chunks instead of a dozen small ones: browsers open six
 * connections to a host over HTTP/1.1, so each extra file on a member page's start waited in a
 * queue, and the page's API reads waited behind them (issue 12). `framework` is what every page
 * takes; `ui-kit` what pages drawn with Chakra add. A module both use goes to `framework`.
 */
export const sharedChunkGroups = {
  framework: {
    name: 'framework',
    chunks: 'async' as const,
    enforce: true,
    priority: 40,
    test: (module: Module, { chunkGraph }: TestContext) =>
      anyOf(sharedPackagesOf(module, chunkGraph), (name) => !UI_KIT_PACKAGES.has(name)),
  },
  uiKit: {
    name: 'ui-kit',
    chunks: 'async' as const,
    enforce: true,
    priority: 30,
    test: (module: Module, { chunkGraph }: TestContext) =>
      anyOf(sharedPackagesOf(module, chunkGraph), (name) => UI_KIT_PACKAGES.has(name)),
  },
};

/** emotion's helpers (not @emotion/react, a shared package, nor its style cache: both in `ui-kit`). */
const EMOTION_HELPERS =
  /[\\/]node_modules[\\/]@emotion[\\/](serialize|utils|hash|unitless|memoize|is-prop-valid|use-insertion-effect-with-fallbacks)[\\/]/;
/** lucide-react's icon factory (each icon stays with the code that draws it). */
const LUCIDE_CORE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/;

/**
 * Libraries small enough that webpack copied them into each async chunk that imports them instead
 * of giving them a chunk (under `splitChunks.minSize`), and two of those chunks run on one page:
 * member pages ran emotion's serializer twice (beside @emotion/react and in Chakra's styled
 * factory, 1.6 KB gzip) and lucide's icon factory twice (the header's and the back arrow's,
 * ~1.4 KB). One chunk holds both, whatever its size: every page that draws with the UI kit uses
 * them, and one file costs one request.
 */
export const smallLibraryGroups = {
  uiHelpers: {
    name: 'ui-helpers',
    chunks: 'async' as const,
    enforce: true,
    priority: 20,
    test: (module: Module) => {
      const resource = (module as { resource?: string }).resource ?? '';
      return EMOTION_HELPERS.test(resource) || LUCIDE_CORE.test(resource);
    },
  },
};
