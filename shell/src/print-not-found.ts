/// <reference types="node" />
// Run by the gateway's prerender step (tsx with the shell's tsconfig) after the build: writes the
// 404 document (not-found/not-found-document.ts) into the shell's build folder (the first
// argument, or dist/), and prints its path.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_DOCUMENT_FILE, notFoundDocument } from './not-found/not-found-document';

const dist = process.argv[2] ?? join(__dirname, '..', 'dist');
writeFileSync(join(dist, NOT_FOUND_DOCUMENT_FILE), notFoundDocument());
process.stdout.write(`${NOT_FOUND_DOCUMENT_FILE}\n`);
