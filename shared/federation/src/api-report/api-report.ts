// The public-API report of each first-party shared package: the TypeScript declarations its
// entry and its `exports` subpaths expose, as `tsc --declaration --emitDeclarationOnly` writes
// them, following their relative imports. Remotes built at different times meet through these
// packages at run time, so a change to this surface must be deliberate: the report is committed
// and a test compares it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

export const REPO = resolve(__dirname, '..', '..', '..', '..');

export interface ReportTarget {
  /** The shared key, e.g. '@premieres/api-client'. */
  name: string;
  /** Where the report is committed. */
  reportFile: string;
  /** Arguments that make tsc emit the declarations (a project, or files plus options). */
  tscArgs: string[];
  /** The emitted entry, relative to the output folder. */
  entry: string;
  /** The package's other entries (its `exports` subpaths), each with its emitted declarations. */
  subpaths?: { subpath: string; entry: string }[];
}

const FIRST_PARTY = ['api-client', 'auth-store', 'i18n', 'player-store', 'ui'];
/** Not a singleton (each bundle keeps what it uses), but browser and API meet through it. */
const STATELESS = ['contracts'];

/** `./src/plain/loadable.tsx` → `plain/loadable.d.ts` (relative to the emitted src). */
const declarationOf = (target: string): string =>
  target.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '.d.ts');

/** The `exports` subpaths other than the entry (and package.json): they are public API too. */
function exportedSubpaths(dir: string): { subpath: string; entry: string }[] {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath]) => subpath !== '.' && subpath !== './package.json')
    .map(([subpath, file]) => ({ subpath, entry: declarationOf(file) }))
    .sort((a, b) => a.subpath.localeCompare(b.subpath));
}

const packageTarget = (folder: string): ReportTarget => {
  const dir = join(REPO, 'shared', folder);
  return {
    name: `@premieres/${folder}`,
    reportFile: join(dir, 'public-api.txt'),
    tscArgs: ['-p', join(dir, 'tsconfig.json'), '--rootDir', join(dir, 'src')],
    entry: 'index.d.ts',
    subpaths: exportedSubpaths(dir),
  };
};

/** A curated list every build shares (src/shims/<base>.ts, importing the real package as <base>-internal). */
const shimTarget = (packageName: string, base: string): ReportTarget => {
  const shims = join(REPO, 'shared', 'federation', 'src', 'shims');
  return {
    name: `${packageName} (shim)`,
    reportFile: join(shims, `${base}.public-api.txt`),
    tscArgs: [
      join(shims, `${base}.ts`),
      join(shims, `${base}-internal.d.ts`),
      ...['--rootDir', shims, '--module', 'esnext', '--moduleResolution', 'bundler'],
      ...['--target', 'es2022', '--skipLibCheck', '--types', 'node'],
    ],
    entry: `${base}.d.ts`,
  };
};

export const REPORT_TARGETS: readonly ReportTarget[] = [
  ...[...FIRST_PARTY, ...STATELESS].map(packageTarget),
  shimTarget('react-router', 'react-router'),
  shimTarget('@tanstack/react-query', 'tanstack-react-query'),
  shimTarget('react-i18next', 'react-i18next'),
  shimTarget('@emotion/react', 'emotion-react'),
];

const RELATIVE_IMPORT = /(?:from|import)\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function declarationFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier).replace(/\.(js|ts|tsx)$/, '');
  for (const candidate of [`${base}.d.ts`, join(base, 'index.d.ts')])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** The entries' declarations and those of every file they reach by relative import, in path order. */
function collect(outDir: string, entries: string[]): string {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(outDir, entry));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const next = declarationFile(file, match[1] ?? '');
      if (next) queue.push(next);
    }
  }
  return [...seen]
    .sort()
    .map((file) => `// ${relative(outDir, file)}\n${readFileSync(file, 'utf8').trim()}\n`)
    .join('\n');
}

/** Runs tsc for one target and returns its report text. */
export function generateReport(target: ReportTarget): string {
  const outDir = mkdtempSync(join(tmpdir(), 'api-report-'));
  try {
    // The package's exports map hides bin/tsc: find it beside its package.json.
    const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
    const result = spawnSync(
      process.execPath,
      [
        tsc,
        ...target.tscArgs,
        '--declaration',
        '--emitDeclarationOnly',
        '--noEmit',
        'false',
        '--outDir',
        outDir,
      ],
      { cwd: REPO, encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`tsc failed for ${target.name}:\n${result.stdout}${result.stderr}`);
    const subpaths = target.subpaths ?? [];
    const listed = subpaths.map(
      ({ subpath, entry }) => `//   ${target.name}${subpath.slice(1)} → ${entry}\n`,
    );
    const header = listed.length > 0 ? `// Subpath exports:\n${listed.join('')}\n` : '';
    const entries = [target.entry, ...subpaths.map(({ entry }) => entry)];
    return `// Public API of ${target.name}. Generated by \`npm run api-report\`; change it on purpose.\n\n${header}${collect(outDir, entries)}`;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
