// Build step: renders the landing page once in headless Chromium against the built shell and
// landing remote, and stores the resulting markup plus the CSS it used in the landing build
// (dist/prerender-head.html, dist/prerender-body.html). The gateway serves it inside the shell's page for /, so the first paint
// needs no JavaScript; the live app replaces it when it has rendered.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../config/chromium';
import { isBuilt } from './builds';
import {
  type LandingManifest,
  PRERENDER_BODY_FILE,
  PRERENDER_HEAD_FILE,
  prerenderBody,
  prerenderHead,
  type Snapshot,
} from './landing-page';
import { distOf, REMOTE_APPS, SHELL_APP } from './paths';
import { createGateway } from './server';
import { SNAPSHOT_SCRIPT } from './snapshot-script';

const LANDING = REMOTE_APPS.find((app) => app.name === 'mfe-landing');
const STAMP = '.prerender-stamp';

function stampOf(): string {
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : 'none');
  return [SHELL_APP, LANDING]
    .map((app) => (app ? read(join(distOf(app), '.build-fingerprint')) : 'none'))
    .join('+');
}

export interface PrerenderOptions {
  log: (line: string) => void;
  /** Render again even if shell and landing builds are unchanged. */
  force?: boolean;
}

/** Writes mfe-landing/dist/prerender-{head,body}.html; false (and / renders client-side) when it cannot. */
export async function prerenderLanding({ log, force = false }: PrerenderOptions): Promise<boolean> {
  if (!LANDING || !isBuilt(SHELL_APP) || !isBuilt(LANDING)) return false;
  const target = join(distOf(LANDING), PRERENDER_BODY_FILE);
  const stampFile = join(distOf(LANDING), STAMP);
  const stamp = stampOf();
  if (
    !force &&
    existsSync(target) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === stamp
  ) {
    return true;
  }
  if (!existsSync(chromiumPath())) {
    log(`[prerender] skipped: no Chromium at ${chromiumPath()} (set CHROMIUM_PATH); / renders client-side`);
    return false;
  }
  const { chromium } = await import('playwright-core');
  const gateway = await createGateway({ shell: SHELL_APP, remotes: REMOTE_APPS, withApi: false, log });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const address = gateway.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Without a built fragment the gateway serves the plain shell page: render it live.
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('#root h1', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const snapshot = (await page.evaluate(SNAPSHOT_SCRIPT)) as Snapshot;
    const manifest = JSON.parse(
      readFileSync(join(distOf(LANDING), 'mf-manifest.json'), 'utf8'),
    ) as LandingManifest;
    const parts: [string, string][] = [
      [PRERENDER_HEAD_FILE, prerenderHead(snapshot, manifest)],
      [PRERENDER_BODY_FILE, prerenderBody(snapshot)],
    ];
    let size = 0;
    let gzipped = 0;
    for (const [file, text] of parts) {
      const content = Buffer.from(text);
      writeFileSync(join(distOf(LANDING), file), content);
      writeFileSync(join(distOf(LANDING), `${file}.gz`), gzipSync(content, { level: 9 }));
      writeFileSync(join(distOf(LANDING), `${file}.br`), brotliCompressSync(content));
      size += content.length;
      gzipped += gzipSync(content).length;
    }
    writeFileSync(stampFile, `${stamp}\n`);
    log(
      `[prerender] / → mfe-landing/dist/prerender-*.html: ${(size / 1024).toFixed(1)} KB (${(gzipped / 1024).toFixed(1)} KB gzip)`,
    );
    return true;
  } catch (error) {
    log(`[prerender] failed, / renders client-side: ${(error as Error).message}`);
    return false;
  } finally {
    await browser.close();
    await gateway.close();
  }
}
