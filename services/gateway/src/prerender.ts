// Build step: renders the landing document once with react-dom/server (the landing remote's own
// prerender module, run by tsx under the remote's tsconfig in a child process) and stores it in the
// landing build (dist/landing.html, with .gz and .br). The gateway serves it for the routes the
// remote declares prerendered: the first paint needs no JavaScript, the islands bundle makes it
// interactive, the shell is not on it. No browser is needed: a failure here is an error, never a skip.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchesPath } from '@premieres/contracts';
import { isBuilt } from './builds';
import { LANDING_DOCUMENT_FILE } from './landing-page';
import { distOf, type FrontEndApp, REMOTE_APPS, SHELL_APP } from './paths';
import { builtRoutes } from './remote-manifest';

const STAMP = '.prerender-stamp';
const NOT_FOUND_STAMP = '.not-found-stamp';
const STATIC_PAGES_STAMP = '.static-pages-stamp';
/** The shell's 404 document in its build (shell/src/not-found/not-found-document.ts). */
export const NOT_FOUND_DOCUMENT_FILE = '404.html';

/** The built remote that declares '/' as prerendered (the landing remote): it owns the document. */
function landingRemote(): FrontEndApp | undefined {
  return REMOTE_APPS.find((app) =>
    builtRoutes(app).some((route) => route.prerendered && matchesPath(route.path, '/')),
  );
}

function stampOf(app: FrontEndApp): string {
  const file = join(distOf(app), '.build-fingerprint');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'none';
}

/**
 * Runs the landing remote's src/print-prerender.ts; throws with its stderr when it fails.
 * `islandsDir`: where the islands bundle is (the remote's build by default).
 */
export function renderLandingDocument(
  landingDir: string,
  islandsDir = join(landingDir, 'dist', 'islands'),
): string {
  const tsx = require.resolve('tsx/cli');
  const printer = join(landingDir, 'src/print-prerender.ts');
  return execFileSync(
    process.execPath,
    [tsx, '--tsconfig', join(landingDir, 'tsconfig.json'), printer, islandsDir],
    { cwd: landingDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/**
 * Runs a remote's src/print-static-pages.ts, which writes its prerendered pages' documents
 * (pages/*.html, pages/<lang>/*.html) into `dist`; returns the files it wrote.
 */
export function renderStaticPages(remoteDir: string, dist = join(remoteDir, 'dist')): string[] {
  const tsx = require.resolve('tsx/cli');
  const printer = join(remoteDir, 'src/print-static-pages.ts');
  if (!existsSync(printer)) return [];
  const out = execFileSync(
    process.execPath,
    [tsx, '--tsconfig', join(remoteDir, 'tsconfig.json'), printer, dist],
    { cwd: remoteDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return out.split('\n').filter(Boolean);
}

export interface PrerenderOptions {
  log: (line: string) => void;
  /** Render again even if the landing build is unchanged. */
  force?: boolean;
}

/** Writes <landing remote>/dist/landing.html; false only when the build is missing. */
export async function prerenderLanding({ log, force = false }: PrerenderOptions): Promise<boolean> {
  const landing = landingRemote();
  if (!landing || !isBuilt(landing)) return false;
  const target = join(distOf(landing), LANDING_DOCUMENT_FILE);
  const stampFile = join(distOf(landing), STAMP);
  const stamp = stampOf(landing);
  if (
    !force &&
    existsSync(target) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === stamp
  ) {
    return true;
  }
  const content = Buffer.from(renderLandingDocument(landing.dir));
  writeFileSync(target, content);
  writeFileSync(`${target}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${target}.br`, brotliCompressSync(content));
  const pages = renderStaticPages(landing.dir, distOf(landing));
  writeFileSync(stampFile, `${stamp}\n`);
  log(
    `[prerender] / → ${landing.name}/dist/${LANDING_DOCUMENT_FILE}: ${(content.length / 1024).toFixed(1)} KB (${(gzipSync(content).length / 1024).toFixed(1)} KB gzip)`,
  );
  if (pages.length) log(`[prerender] static pages → ${landing.name}/dist/pages: ${pages.length} files`);
  return true;
}

/**
 * Writes the prerendered pages of every other built remote that has a src/print-static-pages.ts
 * (mfe-account's /contact): each remote owns and releases its own documents. Skips a remote whose
 * build is unchanged since its pages were written.
 */
export async function prerenderRemotePages({ log, force = false }: PrerenderOptions): Promise<void> {
  const landing = landingRemote();
  for (const remote of REMOTE_APPS) {
    if (remote.name === landing?.name || !isBuilt(remote)) continue;
    if (!existsSync(join(remote.dir, 'src/print-static-pages.ts'))) continue;
    const stampFile = join(distOf(remote), STATIC_PAGES_STAMP);
    const stamp = stampOf(remote);
    const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp;
    if (!force && fresh) continue;
    const pages = renderStaticPages(remote.dir, distOf(remote));
    writeFileSync(stampFile, `${stamp}\n`);
    log(`[prerender] ${remote.name} pages → ${remote.name}/dist/pages: ${pages.length} files`);
  }
}

/**
 * Writes the shell's 404 document (shell/dist/404.html, from its src/print-not-found.ts) when the
 * shell is built and its build changed; false when it is not built.
 */
export async function prerenderNotFound({ log, force = false }: PrerenderOptions): Promise<boolean> {
  if (!isBuilt(SHELL_APP)) return false;
  const printer = join(SHELL_APP.dir, 'src/print-not-found.ts');
  if (!existsSync(printer)) return false;
  const dist = distOf(SHELL_APP);
  const stampFile = join(dist, NOT_FOUND_STAMP);
  const stamp = stampOf(SHELL_APP);
  const fresh = existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp;
  if (!force && fresh && existsSync(join(dist, NOT_FOUND_DOCUMENT_FILE))) return true;
  const tsx = require.resolve('tsx/cli');
  execFileSync(process.execPath, [tsx, '--tsconfig', join(SHELL_APP.dir, 'tsconfig.json'), printer, dist], {
    cwd: SHELL_APP.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  writeFileSync(stampFile, `${stamp}\n`);
  log(`[prerender] 404 page → shell/dist/${NOT_FOUND_DOCUMENT_FILE}`);
  return true;
}
