/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig) after the build: writes the
// static visitor pages' documents (static-pages/) into the build folder given as the first argument
// (this remote's dist/ by default), referring to the islands this build made
// (islands/static-pages.<hash>.js, islands/speed-test.<hash>.js), and prints the files it wrote.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IslandEntry } from './static-pages/documents';
import { prerenderStaticPages } from './static-pages/prerender-static';

async function main(): Promise<void> {
  const dist = process.argv[2] ?? join(__dirname, '..', 'dist');
  const built = readdirSync(join(dist, 'islands'));
  const island = (entry: IslandEntry) => {
    const script = built.find(
      (name) => name.startsWith(`${entry}.`) && /^[a-z-]+\.[0-9a-f]{8}\.js$/.test(name),
    );
    if (!script) throw new Error(`no ${entry} island in ${dist}/islands: build mfe-landing first`);
    return `islands/${script}`;
  };
  const scripts = { 'static-pages': island('static-pages'), 'speed-test': island('speed-test') };
  for (const [file, content] of await prerenderStaticPages(scripts)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
    process.stdout.write(`${file}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
