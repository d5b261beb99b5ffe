import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reachablePackages, runtimeImportsOf } from './static-imports';

const dir = mkdtempSync(join(tmpdir(), 'static-imports-'));
const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

test('counts what runs: static imports and re-exports, not types nor import()', () => {
  const file = write(
    'page.tsx',
    [
      "import type { Kit } from 'kit-types';",
      "import { type Only } from 'only-types';",
      "import { type A, b } from 'mixed';",
      "import 'side-effect';",
      "export { c } from 'reexported';",
      "const lazy = () => import('on-demand');",
    ].join('\n'),
  );
  expect(runtimeImportsOf(file)).toEqual(['mixed', 'side-effect', 'reexported']);
});

test('follows relative files and names the chain that reaches a package', () => {
  write('leaf.ts', "import { Button } from '@chakra-ui/react';\nexport const x = Button;");
  write('middle.ts', "export { x } from './leaf';");
  const entry = write('entry.tsx', "import { x } from './middle';\nconst later = () => import('./never');");
  const found = reachablePackages([entry]);
  expect([...found.keys()]).toEqual(['@chakra-ui/react']);
  expect(found.get('@chakra-ui/react')?.map((file) => file.replace(`${dir}/`, ''))).toEqual([
    'entry.tsx',
    'middle.ts',
    'leaf.ts',
  ]);
});
