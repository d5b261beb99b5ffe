/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig) after the build: writes
// the prerendered documents of /contact (contact-document/) and /auth (auth-document/) into the
// build folder given as the first argument (this remote's dist/ by default), referring to the
// islands this build made (islands/<name>.<hash>.js), and prints the files it wrote.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prerenderAuth } from './auth-document/prerender-auth';
import { prerenderContact } from './contact-document/prerender-contact';

const PAGES: readonly [string, (script: string) => Promise<Map<string, string>>][] = [
  ['contact', prerenderContact],
  ['auth', prerenderAuth],
];

async function main(): Promise<void> {
  const dist = process.argv[2] ?? join(__dirname, '..', 'dist');
  const islands = readdirSync(join(dist, 'islands'));
  for (const [name, prerender] of PAGES) {
    const island = islands.find((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file));
    if (!island) throw new Error(`no ${name} island in ${dist}/islands: build mfe-account first`);
    for (const [file, content] of await prerender(`islands/${island}`)) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), content);
      process.stdout.write(`${file}\n`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
