/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig) after the build: writes
// /contact's prerendered documents (contact-document/) into the build folder given as the first
// argument (this remote's dist/ by default), referring to the island this build made
// (islands/contact.<hash>.js), and prints the files it wrote.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prerenderContact } from './contact-document/prerender-contact';

async function main(): Promise<void> {
  const dist = process.argv[2] ?? join(__dirname, '..', 'dist');
  const island = readdirSync(join(dist, 'islands')).find((name) => /^contact\.[0-9a-f]{8}\.js$/.test(name));
  if (!island) throw new Error(`no contact island in ${dist}/islands: build mfe-account first`);
  for (const [file, content] of await prerenderContact(`islands/${island}`)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
    process.stdout.write(`${file}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
