// Compiles the API to CommonJS in dist/ with swc, so production runs `node dist/server.js`
// without tsx. The one workspace package it imports, @premieres/contracts (TypeScript source in
// the repository), is compiled into dist/node_modules/, where Node finds it before the workspace link.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const api = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(api, '../..');
// An output folder other than dist/ may be named (tests build their own, so two never share one);
// it must sit inside services/api so the compiled code finds its dependencies.
const dist = resolve(api, process.argv[2] ?? 'dist');

const SWC = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: false,
  swcrc: false,
};

async function sources(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'),
    )
    .map((e) => join(e.parentPath, e.name));
}

async function compileTree(from, to) {
  const files = await sources(from);
  await Promise.all(
    files.map(async (file) => {
      const { code } = await transformFile(file, { ...SWC, filename: file });
      const out = join(to, relative(from, file)).replace(/\.ts$/, '.js');
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, code);
    }),
  );
  return files.length;
}

async function main() {
  await rm(dist, { recursive: true, force: true });
  const apiFiles = await compileTree(join(api, 'src'), dist);
  const contracts = join(root, 'shared/contracts');
  const contractsOut = join(dist, 'node_modules/@premieres/contracts');
  const contractFiles = await compileTree(join(contracts, 'src'), contractsOut);
  const pkg = JSON.parse(await readFile(join(contracts, 'package.json'), 'utf8'));
  const manifest = { name: pkg.name, version: pkg.version, main: 'index.js', dependencies: pkg.dependencies };
  await writeFile(join(contractsOut, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `api build: ${apiFiles} API files and ${contractFiles} contracts files → ${relative(root, dist)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
