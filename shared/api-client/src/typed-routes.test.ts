/** @jest-environment node */
/// <reference types="node" />

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The api-client's calls are typed from the contracts' route tables (movie/movie-routes.ts and
// the like), whose TypeBox schemas must stay out of the browser bundles. The contracts package
// has no side effects, so a bundler keeps only the modules whose exports a bundle uses: these
// modules may take only types, `routeUrl` and the schema-free `*_PATHS` from the contracts at run
// time, and those come from files that import no schema library.

const CLIENT = __dirname;
const CONTRACTS = join(__dirname, '../../contracts/src');

/** The api-client modules whose calls are typed from a route table. */
const TYPED_CLIENT_MODULES = [
  'catalog-api.ts',
  'library-api.ts',
  'viewers-api.ts',
  'notifications-api.ts',
  'watch-progress-api.ts',
  'auth-api.ts',
];

/** The names a module imports from the contracts as values (not `import type`, not `type X`). */
function contractValueImports(source: string): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@premieres\/contracts'/g);
  return [...imports].flatMap(([, typeOnly, names]) =>
    typeOnly
      ? []
      : (names ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type ')),
  );
}

/** The contracts' schema-free files a typed module may read at run time. */
function schemaFreeFiles(): string[] {
  const paths = readdirSync(CONTRACTS, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('-paths.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
  return [...paths, join(CONTRACTS, 'api-routes/api-route.ts')];
}

it.each(TYPED_CLIENT_MODULES)('%s reads only paths and routeUrl from the contracts at run time', (file) => {
  const values = contractValueImports(readFileSync(join(CLIENT, file), 'utf8'));
  expect(values.filter((name) => name !== 'routeUrl' && !/^[A-Z_]+_PATHS$/.test(name))).toEqual([]);
});

it('the files of paths and routeUrl import no schema library at run time', () => {
  const files = schemaFreeFiles();
  expect(files.length).toBeGreaterThan(2);
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    expect({ file, valueImports: source.match(/^import\s+(?!type\s)[^;]*;/gm) ?? [] }).toEqual({
      file,
      valueImports: [],
    });
  }
});
