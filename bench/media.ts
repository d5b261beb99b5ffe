// `npm run bench -- media`: (1) a 50 MB ranged download from the API's /media (GridFS on the
// embedded engine) against nginx serving the same file from disk, in the same run; (2) time to
// the first video frame of a seeded trailer in headless Chromium (target <= 1 s).
import { randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';
import { startRole } from './api';
import { startNginx } from './lib/nginx';
import { type Child, startEngine, stopAll } from './lib/processes';

const FILE_NAME = 'bench-50mb.mp4';
const FILE_BYTES = 50 * 1024 * 1024;
const DOWNLOAD_RUNS = 3;
const FRAME_RUNS = 5;
const TRAILER = 'rann-bhoomi.mp4';
const TARGET_FIRST_FRAME_MS = 1000;
const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A 50 MB file of random bytes (incompressible, like video) in a directory nginx's workers can read. */
function writeTestFile(): { dir: string; file: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'premieres-media-bench-'));
  chmodSync(dir, 0o755);
  const file = path.join(dir, FILE_NAME);
  writeFileSync(file, randomBytes(FILE_BYTES));
  chmodSync(file, 0o644);
  return { dir, file };
}

async function uploadToGridFs(mongoUri: string, file: string): Promise<void> {
  const { default: mongoose } = await import('mongoose');
  const { mediaBucket } = await import('../services/api/src/plugins/stored-files/buckets');
  const db = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const bucket = mediaBucket(db, 'movie-trailers');
    await pipeline(
      createReadStream(file),
      bucket.openUploadStream(FILE_NAME, { metadata: { contentType: 'video/mp4' } }),
    );
  } finally {
    await db.close();
  }
}

/** One GET with a Range for the whole file; checks the 206 and counts every byte. */
function rangedDownload(url: string): Promise<{ ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { range: `bytes=0-${FILE_BYTES - 1}` } }, (res) => {
      if (res.statusCode !== 206) {
        reject(new Error(`${url}: status ${res.statusCode}`));
        res.resume();
        return;
      }
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ ms: performance.now() - started, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function compareDownloads(apiUrl: string, nginxUrl: string): Promise<void> {
  const times: Record<'api' | 'nginx', number[]> = { api: [], nginx: [] };
  for (let i = 0; i < DOWNLOAD_RUNS; i++) {
    for (const [name, url] of [
      ['nginx', nginxUrl],
      ['api', apiUrl],
    ] as const) {
      const { ms, bytes } = await rangedDownload(url);
      if (bytes !== FILE_BYTES) throw new Error(`${name}: got ${bytes} bytes`);
      times[name].push(ms);
    }
  }
  const mbps = (ms: number) => FILE_BYTES / 1024 / 1024 / (ms / 1000);
  console.log(`50 MB ranged download (bytes=0-${FILE_BYTES - 1}), median of ${DOWNLOAD_RUNS}:`);
  for (const name of ['nginx', 'api'] as const) {
    const ms = median(times[name]);
    console.log(
      `  ${name.padEnd(5)} ${ms.toFixed(0).padStart(6)} ms  ${mbps(ms).toFixed(0).padStart(5)} MB/s  (runs: ${times[name].map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  }
  console.log(`  api / nginx throughput: ${(median(times.nginx) / median(times.api)).toFixed(2)}x`);
}

/** In-page script (a string, so this file needs no DOM types): ms from setting src to the first frame. */
function firstFrameScript(src: string): string {
  return `new Promise((resolve, reject) => {
    const video = document.querySelector('video');
    const started = performance.now();
    video.requestVideoFrameCallback(() => resolve(performance.now() - started));
    video.onerror = () => reject(new Error('video error ' + (video.error && video.error.code)));
    video.src = ${JSON.stringify(src)};
    video.play().catch(reject);
  })`;
}

/** From setting `src` on a fresh page (empty cache) to the first frame presented. */
async function firstFrameTimes(origin: string, trailerPath: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    for (let i = 0; i < FRAME_RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A page of the API's own origin, as the site is: media answers carry CORP same-site.
      await page.goto(`${origin}/api/health`);
      await page.setContent('<!doctype html><video muted playsinline width="640" height="360"></video>');
      const ms = (await page.evaluate(firstFrameScript(`${origin}${trailerPath}?run=${i}`))) as number;
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

export async function run(): Promise<void> {
  const children: { stop(): Promise<void> }[] = [];
  const { dir, file } = writeTestFile();
  try {
    const engine = await startEngine('premieres_bench');
    children.push(engine);
    await uploadToGridFs(engine.uri, file);
    const api: Child = await startRole('api', { mongo: engine.uri, generate: '0' });
    children.push(api);
    const apiBase = `http://127.0.0.1:${api.ready.port}`;
    const nginxPort = 20000 + Math.floor(Math.random() * 20000);
    children.push(await startNginx(dir, nginxPort));

    console.log(`Media bench: node ${process.version}, GridFS on the embedded engine vs nginx sendfile`);
    await compareDownloads(
      `${apiBase}/media/movie-trailers/${FILE_NAME}`,
      `http://127.0.0.1:${nginxPort}/${FILE_NAME}`,
    );

    const frames = await firstFrameTimes(apiBase, `/media/movie-trailers/${TRAILER}`);
    const med = median(frames);
    console.log(
      `Time to first frame of ${TRAILER} in headless Chromium, ${FRAME_RUNS} fresh contexts: median ${med.toFixed(0)} ms ` +
        `(runs: ${frames.map((t) => t.toFixed(0)).join(', ')} ms) target <= ${TARGET_FIRST_FRAME_MS} ms ${med <= TARGET_FIRST_FRAME_MS ? 'MET' : 'NOT MET'}`,
    );
  } finally {
    await stopAll(children);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
