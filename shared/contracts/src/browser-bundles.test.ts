import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';

/**
 * No schema reaches a browser bundle (issues 28, 29). TypeBox schemas are built when their module
 * loads, so a bundler keeps a schema module (and TypeBox, 15+ KB gzip) whenever the browser uses one
 * of its values. The values the browser imports live in schema-free modules (plan-catalogue.ts,
 * viewer-limits.ts …); this bundles every value the browser apps import from contracts, with
 * esbuild's tree shaking (webpack keeps no less), and fails if TypeBox is in the result.
 */
const ROOT = join(__dirname, '../../..');
const BROWSER_SOURCES = [
  'shell/src',
  'mfe-browse/src',
  'mfe-player/src',
  'mfe-account/src',
  'mfe-landing/src',
  'mfe-admin/src',
  'shared/api-client/src',
  'shared/auth-store/src',
  'shared/downloads-store/src',
  'shared/i18n/src',
  'shared/player-store/src',
  'shared/ui/src',
];
/** Tests, fakes and the build-time page printer run in Node, never in a browser. */
const NOT_SHIPPED = /\.test\.tsx?$|\/test\/|\/testing\/|\.fixture\.tsx?$|print-static-pages\.ts$/;
const CONTRACT_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'@premieres\/contracts'/g;
const TYPEBOX = /node_modules\/typebox\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !NOT_SHIPPED.test(relative(ROOT, path)) ? [path] : [];
  });
}

function browserImports(): { values: Map<string, string[]>; typeboxImporters: string[] } {
  const values = new Map<string, string[]>();
  const typeboxImporters: string[] = [];
  for (const file of BROWSER_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const source = readFileSync(file, 'utf8');
    if (/from\s*'typebox(\/[^']*)?'/.test(source)) typeboxImporters.push(relative(ROOT, file));
    for (const [, typeOnly, names = ''] of source.matchAll(CONTRACT_IMPORT)) {
      if (typeOnly) continue;
      for (const part of names.split(',').map((p) => p.trim())) {
        if (!part || part.startsWith('type ')) continue;
        const name = part.split(/\s+as\s+/)[0] ?? part;
        values.set(name, [...(values.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return { values, typeboxImporters };
}

/** The TypeBox modules, and the contracts modules importing TypeBox, a bundle of these values keeps. */
async function bundleOf(names: string[]): Promise<{ typebox: string[]; schemaModules: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { ${names.join(', ')} } from '@premieres/contracts';\nconsole.log(${names.join(', ')});`,
      resolveDir: join(ROOT, 'shell'),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  const { inputs, outputs } = result.metafile;
  const kept = Object.values(outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  return {
    typebox: kept.filter((path) => TYPEBOX.test(path)),
    schemaModules: kept.filter(
      (path) => !TYPEBOX.test(path) && inputs[path]?.imports.some((i) => TYPEBOX.test(i.path)),
    ),
  };
}

describe('browser bundles', () => {
  const { values, typeboxImporters } = browserImports();

  it('find the values the browser apps import from contracts', () => {
    expect(values.size).toBeGreaterThan(100);
  });

  it('do not import TypeBox themselves', () => {
    expect(typeboxImporters).toEqual([]);
  });

  it('take no TypeBox with the contracts values they import', async () => {
    const names = [...values.keys()].sort();
    if ((await bundleOf(names)).typebox.length === 0) return;
    // Name the culprits: each value bundled alone, the schema modules it keeps, who imports it.
    const alone = await Promise.all(names.map((name) => bundleOf([name])));
    const culprits = names.flatMap((name, i) => {
      const kept = alone[i];
      if (!kept || kept.typebox.length === 0) return [];
      return [`${name} (${kept.schemaModules.join(', ')}) <- ${values.get(name)?.join(', ')}`];
    });
    expect(culprits).toEqual([]);
  }, 300_000);
});
