import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './paths';

const SKIP_DIR = new Set(['node_modules', 'dist', 'test', 'tests', '__tests__', 'coverage']);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$/;

function collect(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    out.push(path);
    return;
  }
  for (const name of readdirSync(path)) {
    if (SKIP_DIR.has(name) || name.startsWith('.')) continue;
    const child = join(path, name);
    if (statSync(child).isDirectory()) collect(child, out);
    else if (!SKIP_FILE.test(name)) out.push(child);
  }
}

/** What a front-end build reads: its own sources and config, every shared package, the lockfile. */
export function buildInputs(appDir: string): string[] {
  const files: string[] = [];
  for (const part of ['src', 'public', 'package.json', 'webpack.config.ts'])
    collect(join(appDir, part), files);
  const shared = join(ROOT, 'shared');
  for (const pkg of existsSync(shared) ? readdirSync(shared) : []) {
    for (const part of ['src', 'assets', 'package.json']) collect(join(shared, pkg, part), files);
  }
  collect(join(ROOT, 'package-lock.json'), files);
  return files.sort();
}

/** A content hash of the build inputs: a checkout or edit that changes them triggers a rebuild. */
export function fingerprint(appDir: string): string {
  const hash = createHash('sha256');
  for (const file of buildInputs(appDir)) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
