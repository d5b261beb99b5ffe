/// <reference types="node" />
// Run by the gateway's prerender step (tsx with this remote's tsconfig) after the build: prints the
// landing document, referring to the islands bundle this build made (dist/islands/islands.<hash>.js,
// or in the folder given as the first argument).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { landingDocument, prerenderLandingPage } from './prerender';

const ISLANDS_DIR = process.argv[2] ?? join(__dirname, '..', 'dist', 'islands');
const script = readdirSync(ISLANDS_DIR).find((name) => /^islands\.[0-9a-f]{8}\.js$/.test(name));
if (!script) throw new Error(`no islands bundle in ${ISLANDS_DIR}: build mfe-landing first`);
process.stdout.write(landingDocument(prerenderLandingPage(), `islands/${script}`));
