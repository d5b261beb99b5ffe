import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MANIFEST_FILE } from '@premieres/federation';
import { fingerprint } from './fingerprint';
import { distOf, type FrontEndApp, ROOT } from './paths';

export type BuildStatus = 'fresh' | 'built' | 'failed' | 'not-buildable';

export interface BuildResult {
  app: FrontEndApp;
  status: BuildStatus;
  seconds?: number;
  output?: string;
}

const FINGERPRINT_FILE = '.build-fingerprint';

/** The file whose presence means the app has a usable build. */
export function builtMarker(app: FrontEndApp): string {
  return join(distOf(app), app.kind === 'host' ? 'index.html' : MANIFEST_FILE);
}

export function isBuilt(app: FrontEndApp): boolean {
  return existsSync(builtMarker(app));
}

function isFresh(app: FrontEndApp, print: string): boolean {
  const file = join(distOf(app), FINGERPRINT_FILE);
  return isBuilt(app) && existsSync(file) && readFileSync(file, 'utf8').trim() === print;
}

/**
 * Runs `<app>/webpack.config.ts` through the federation CLI in its own process; `env` adds
 * variables (FEDERATION_OUT_DIR, MF_BUILD_VERSION: the skew test's second build of a remote).
 */
export function runBuild(
  app: FrontEndApp,
  onLine: (line: string) => void,
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  const tsx = require.resolve('tsx/cli');
  const cli = resolve(ROOT, 'shared', 'federation', 'src', 'cli.ts');
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [tsx, cli, 'build'], {
      cwd: app.dir,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      for (const line of text.split('\n')) if (line.trim()) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolvePromise({ ok: code === 0, output }));
    child.on('error', (error) => resolvePromise({ ok: false, output: String(error) }));
  });
}

export interface EnsureOptions {
  apps: FrontEndApp[];
  /** Rebuild even when the inputs did not change. */
  force?: boolean;
  log?: (line: string) => void;
}

/**
 * Builds each app whose build is missing or whose inputs changed, one at a time (2 cores). A
 * failed remote is reported and skipped; the shell shows its fallback.
 */
export async function ensureBuilds({
  apps,
  force = false,
  log = console.log,
}: EnsureOptions): Promise<BuildResult[]> {
  const results: BuildResult[] = [];
  for (const app of apps) {
    if (!existsSync(join(app.dir, 'webpack.config.ts'))) {
      results.push({ app, status: 'not-buildable' });
      log(`[build] ${app.name}: no webpack.config.ts yet, skipped`);
      continue;
    }
    const print = fingerprint(app.dir);
    if (!force && isFresh(app, print)) {
      results.push({ app, status: 'fresh' });
      continue;
    }
    log(`[build] ${app.name}: building…`);
    const started = Date.now();
    const { ok, output } = await runBuild(app, (line) => {
      // Expected with publicPath 'auto' (remotes resolve their files from where they were loaded).
      if (!line.includes('Manifest will use absolute path resolution')) log(`[build] ${app.name}: ${line}`);
    });
    const seconds = (Date.now() - started) / 1000;
    if (ok) {
      writeFileSync(join(distOf(app), FINGERPRINT_FILE), `${print}\n`);
      results.push({ app, status: 'built', seconds });
    } else {
      log(
        `[build] ${app.name}: FAILED after ${seconds.toFixed(1)} s${isBuilt(app) ? ' (serving its previous build)' : ''}`,
      );
      results.push({ app, status: 'failed', seconds, output });
    }
  }
  return results;
}
