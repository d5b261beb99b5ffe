// Build step: renders the landing page once with react-dom/server (the landing remote's own
// prerender module, run by tsx under the remote's tsconfig in a child process) and stores the markup
// plus its CSS in the landing build (dist/prerender-head.html, dist/prerender-body.html). The gateway
// serves it inside the shell's page for /, so the first paint needs no JavaScript; the live app
// replaces it when it has rendered. No browser is needed: a failure here is an error, never a skip.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchesPath } from '@premieres/contracts';
import { isBuilt } from './builds';
import {
  type LandingManifest,
  PRERENDER_BODY_FILE,
  PRERENDER_HEAD_FILE,
  type PrerenderedPage,
  prerenderBody,
  prerenderHead,
} from './landing-page';
import { distOf, type FrontEndApp, REMOTE_APPS, SHELL_APP } from './paths';
import { builtRoutes } from './remote-manifest';

const STAMP = '.prerender-stamp';

/** The built remote that declares '/' as prerendered (the landing remote): it holds the copy. */
function landingRemote(): FrontEndApp | undefined {
  return REMOTE_APPS.find((app) =>
    builtRoutes(app).some((route) => route.prerendered && matchesPath(route.path, '/')),
  );
}

function stampOf(landing: FrontEndApp): string {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : 'none');
  return [SHELL_APP, landing].map((app) => read(join(distOf(app), '.build-fingerprint'))).join('+');
}

/** Runs the landing remote's src/print-prerender.ts; throws with its stderr when it fails. */
export function renderLandingPage(landingDir: string): PrerenderedPage {
  const tsx = require.resolve('tsx/cli');
  const output = execFileSync(
    process.execPath,
    [tsx, '--tsconfig', join(landingDir, 'tsconfig.json'), join(landingDir, 'src/print-prerender.ts')],
    { cwd: landingDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return JSON.parse(output) as PrerenderedPage;
}

export interface PrerenderOptions {
  log: (line: string) => void;
  /** Render again even if shell and landing builds are unchanged. */
  force?: boolean;
}

/** Writes <landing remote>/dist/prerender-{head,body}.html; false only when the builds are missing. */
export async function prerenderLanding({ log, force = false }: PrerenderOptions): Promise<boolean> {
  const landing = landingRemote();
  if (!landing || !isBuilt(SHELL_APP) || !isBuilt(landing)) return false;
  const target = join(distOf(landing), PRERENDER_BODY_FILE);
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
  const page = renderLandingPage(landing.dir);
  const manifest = JSON.parse(
    readFileSync(join(distOf(landing), 'mf-manifest.json'), 'utf8'),
  ) as LandingManifest;
  const parts: [string, string][] = [
    [PRERENDER_HEAD_FILE, prerenderHead(page, manifest)],
    [PRERENDER_BODY_FILE, prerenderBody(page)],
  ];
  let size = 0;
  let gzipped = 0;
  for (const [file, text] of parts) {
    const content = Buffer.from(text);
    writeFileSync(join(distOf(landing), file), content);
    writeFileSync(join(distOf(landing), `${file}.gz`), gzipSync(content, { level: 9 }));
    writeFileSync(join(distOf(landing), `${file}.br`), brotliCompressSync(content));
    size += content.length;
    gzipped += gzipSync(content).length;
  }
  writeFileSync(stampFile, `${stamp}\n`);
  log(
    `[prerender] / → ${landing.name}/dist/prerender-*.html: ${(size / 1024).toFixed(1)} KB (${(gzipped / 1024).toFixed(1)} KB gzip)`,
  );
  return true;
}
