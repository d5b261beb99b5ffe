// What a module pulls in when it runs: the modules it imports statically, followed through the
// project's own files and shared packages' subpaths, never through `import()` (what loads on demand)
// or `import type` (nothing at run time). Tests use it to keep a boundary: a member page's first
// screen never reaches the UI kit (issue 28).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { parseSync } from '@swc/core';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

interface ModuleItem {
  type: string;
  typeOnly?: boolean;
  source?: { value: string } | null;
  specifiers?: { isTypeOnly?: boolean }[];
}

/** The specifiers a file imports at run time, static imports and re-exports only. */
export function runtimeImportsOf(file: string): string[] {
  const body = parseSync(readFileSync(file, 'utf8'), { syntax: 'typescript', tsx: file.endsWith('.tsx') })
    .body as ModuleItem[];
  return body.flatMap((item) => {
    const isImport = item.type === 'ImportDeclaration';
    const isReexport = item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration';
    if (!(isImport || isReexport) || !item.source || item.typeOnly) return [];
    const specifiers = item.specifiers ?? [];
    // `import { type A } from 'x'` runs nothing; `import 'x'` and `import { type A, b }` do.
    if (specifiers.length > 0 && specifiers.every((specifier) => specifier.isTypeOnly)) return [];
    return [item.source.value];
  });
}

function resolveFile(base: string): string | null {
  if (/\.(tsx?|m?js|cjs)$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/**
 * Every package specifier reachable at run time from `entries`, each with the chain of files that
 * reaches it. Relative imports and `@premieres/*` subpaths (their package.json `exports`) are
 * followed; anything else is a leaf.
 */
export function reachablePackages(entries: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; chain: string[] }[] = entries.map((file) => ({ file, chain: [file] }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift() as { file: string; chain: string[] };
    if (seen.has(file)) continue;
    seen.add(file);
    const require = createRequire(file);
    for (const specifier of runtimeImportsOf(file)) {
      let next: string | null = null;
      if (specifier.startsWith('.')) next = resolveFile(resolve(dirname(file), specifier));
      else if (/^@premieres\/[^/]+\/.+/.test(specifier)) {
        try {
          next = require.resolve(specifier);
        } catch {
          next = null;
        }
      }
      if (next && !next.includes('/node_modules/') && /\.tsx?$/.test(next)) {
        queue.push({ file: next, chain: [...chain, next] });
      } else if (!specifier.startsWith('.') && !found.has(specifier)) {
        found.set(specifier, chain);
      }
    }
  }
  return found;
}

/** The packages that are the UI kit: reaching one from a first screen downloads the kit. */
export const UI_KIT_SPECIFIERS = /^(@premieres\/ui$|@chakra-ui\/|@emotion\/)/;
