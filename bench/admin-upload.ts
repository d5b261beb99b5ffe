// `npm run bench -- admin-upload`: (1) a 500 MB trailer (a real MP4 header + padding, generated
// into a temp dir and deleted afterwards) streamed through POST /api/admin/movies to a real API
// process (GridFS on the embedded engine, itself another process): throughput in MB/s and the API
// process's peak resident memory (VmHWM); (2) the time from PUT /api/admin/trending to
// GET /api/trending answering with the new order.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { movieFormDefaults, toMovieWrite } from '@premieres/contracts';
import { startRole } from './api';
import { csrfHeaders } from './lib/csrf';
import { startEngine } from './lib/processes';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 500);
const TRENDING_RUNS = 20;
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };

/** ftyp(isom) + free box: what file-type reads as video/mp4; the rest is incompressible padding. */
async function writeMp4(file: string, totalBytes: number): Promise<void> {
  const out = createWriteStream(file);
  const head = Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.from('00000008', 'hex'),
    Buffer.from('free'),
  ]);
  out.write(head);
  const block = randomBytes(MB);
  let left = totalBytes - head.length;
  while (left > 0) {
    const chunk = left >= block.length ? block : block.subarray(0, left);
    left -= chunk.length;
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await finished(out);
}

/** Peak and current resident memory of a process, from /proc (Linux), in MB. */
function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

async function json(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Streams `file` as the `trailer` part of a multipart POST; resolves with the status and body. */
function uploadTrailer(base: string, token: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  // The staff form's defaults and its toMovieWrite (contracts): a new field needs no change here.
  const movie = toMovieWrite({
    ...movieFormDefaults(),
    title: `Bench Upload ${Date.now()}`,
    genre: 'Drama',
    rating: 7.5,
    is_new: true,
    duration_minutes: 120,
    release_year: 2025,
    certification: 'U/A 13+',
  });
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="movie"\r\n\r\n${JSON.stringify(movie)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="trailer"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = preamble.length + statSync(file).size + epilogue.length;
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/admin/movies`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.write(preamble);
    const stream = createReadStream(file, { highWaterMark: MB });
    stream.on('error', reject);
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(epilogue));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'premieres-upload-bench-'));
  const engine = await startEngine('bench_admin_upload');
  const api = await startRole('api', { mongo: engine.uri, generate: '0' });
  try {
    const base = `http://127.0.0.1:${api.ready.port}`;
    const pid = api.process.pid ?? 0;
    const file = path.join(dir, 'trailer.mp4');
    await writeMp4(file, FILE_MB * MB);
    const { accessToken } = (await json(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...csrfHeaders() },
      body: JSON.stringify(MODERATOR),
    })) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

    const before = memoryOf(pid);
    let peakRss = before.rssMb;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(pid).rssMb);
    }, 50);
    const enginePid = engine.process.pid ?? 0;
    const cpuBefore = { api: cpuSecondsOf(pid), engine: cpuSecondsOf(enginePid) };
    const started = process.hrtime.bigint();
    const result = await uploadTrailer(base, accessToken, file);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    if (result.status !== 201)
      throw new Error(`upload failed ${result.status}: ${result.body.slice(0, 200)}`);
    const after = memoryOf(pid);
    const cpu = {
      api: cpuSecondsOf(pid) - cpuBefore.api,
      engine: cpuSecondsOf(enginePid) - cpuBefore.engine,
    };
    const created = JSON.parse(result.body) as { id: string; trailer_url: string };

    // Trending: alternate two orders; time from PUT to the first GET /api/trending showing it.
    const orders = [
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      [created.id, 'tv1', 'tv2', 'tv3', '11', '12', '13', '14', '15', '16'],
    ];
    const switchMs: number[] = [];
    for (let i = 0; i < TRENDING_RUNS; i++) {
      const order = orders[i % 2] as string[];
      const t0 = process.hrtime.bigint();
      await json(`${base}/api/admin/trending`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ slots: order }),
      });
      for (;;) {
        const items = (await json(`${base}/api/trending`)) as { id: string }[];
        if (items.map((t) => t.id).join() === order.join()) break;
      }
      switchMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }

    console.log(`admin upload bench (${FILE_MB} MB trailer, API on the embedded engine, one request)`);
    console.log(
      `  upload: ${seconds.toFixed(2)} s, ${(FILE_MB / seconds).toFixed(1)} MB/s  (stored as ${created.trailer_url})`,
    );
    console.log(
      `  CPU during the upload: API process ${cpu.api.toFixed(1)} s, database engine process ${cpu.engine.toFixed(1)} s`,
    );
    console.log(
      `  API process memory: before ${before.rssMb.toFixed(0)} MB RSS, peak during upload ${peakRss.toFixed(0)} MB RSS ` +
        `(sampled every 50 ms), VmHWM ${after.peakMb.toFixed(0)} MB, after ${after.rssMb.toFixed(0)} MB`,
    );
    console.log(
      `  trending switch (PUT /api/admin/trending → GET /api/trending shows the new order), ${TRENDING_RUNS} runs: ` +
        `median ${median(switchMs).toFixed(1)} ms, max ${Math.max(...switchMs).toFixed(1)} ms`,
    );
  } finally {
    await api.stop();
    await engine.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
