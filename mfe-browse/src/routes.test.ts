/// <reference types="node" />
// Reads the sources: the declared chunks must be the import() requests webpack keys them by.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from './routes';

/** Every `import('…')` request written in this remote's sources (the keys of chunk-groups.json). */
function dynamicImports(dir: string): Set<string> {
  const requests = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g))
      if (match[1]) requests.add(match[1]);
  }
  return requests;
}

describe('the page chunks browse declares', () => {
  it('name an import() of its sources, so the gateway finds their files in the build', () => {
    const requests = dynamicImports(__dirname);
    for (const route of ROUTES) {
      expect(route.pageChunk).toBeDefined();
      expect(requests).toContain(route.pageChunk);
    }
  });
});
