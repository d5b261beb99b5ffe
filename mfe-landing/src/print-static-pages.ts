/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig) after the build: writes the
// static visitor pages' documents (static-pages/) into the build folder given as the first argument
// (this remote's dist/ by default), referring to the island this build made
// (islands/static-pages.<hash>.js), and prints the files it wrote, one a line.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prerenderStaticPages } from './static-pages/prerender-static';

async function main(): Promise<void> {
  const dist = process.argv[2] ?? join(__dirname, '..', 'dist');
  const script = readdirSync(join(dist, 'islands')).find((name) =>
    /^static-pages\.[0-9a-f]{8}\.js$/.test(name),
  );
  if (!script) throw new Error(`no static pages island in ${dist}/islands: build mfe-landing first`);
  for (const [file, content] of await prerenderStaticPages(`islands/${script}`)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
    process.stdout.write(`${file}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
