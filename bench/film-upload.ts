// `npm run bench -- film-upload [--port N]`: staff film uploads over tus (tus-js-client from node,
// 64 MB chunks, as the admin sends them) to the gateway as `npm start` runs it, started from an
// empty in-memory database so the whole seed media backlog is queued and running meanwhile.
//   1. a 10-s 240p clip: upload time, and the time from the upload's end to its ladder being
//      playable (the target: ≤ 60 s while the backlog runs);
//   2. a ~200 MB film (a real 10-s clip whose MP4 carries a `free` box of padding, so ffmpeg
//      transcodes 10 s while 200 MB travel and are stored): MB/s, and upload end → playable.
// BENCH_FILM_MB sets the large file's size; BENCH_BASE_URL runs against a gateway already started.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FILM_CHUNK_BYTES, filmUploadMetadata, movieFormDefaults, toMovieWrite } from '@premieres/contracts';
import { Upload } from 'tus-js-client';
import { csrfHeaders } from './lib/csrf';
import { benchGateway } from './lib/gateway';

const run = promisify(execFile);
const MODERATOR = { email: 'moderator@premieres.in', password: 'Moderator#2025' };
const FILM_MB = Number(process.env.BENCH_FILM_MB ?? 200);
const PLAYABLE_DEADLINE_MS = 15 * 60_000;

interface Job {
  id: string;
  state: string;
  playable: boolean;
  percent: number;
}

async function makeClip(dir: string): Promise<Buffer> {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(dir, 'clip.mp4');
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=s=426x240:r=24:d=10'],
    ...['-f', 'lavfi', '-i', 'sine=f=440:d=10:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '64k', '-shortest'],
    file,
  ]);
  return readFile(file);
}

/** The clip followed by an MP4 `free` box: a valid file of `bytes` whose video is still 10 s. */
function padded(clip: Buffer, bytes: number): Buffer {
  const box = Buffer.alloc(Math.max(8, bytes - clip.length));
  box.writeUInt32BE(box.length, 0);
  box.write('free', 4, 'latin1');
  // Not zeros: incompressible, like a real film's bytes.
  for (let i = 8; i + 4 <= box.length; i += 4) box.writeUInt32BE((i * 2654435761) >>> 0, i);
  return Buffer.concat([clip, box]);
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

async function createTitle(base: string, token: string, title: string): Promise<string> {
  // The staff form's defaults and its toMovieWrite (contracts): a new field needs no change here.
  const movie = toMovieWrite({
    ...movieFormDefaults(),
    title,
    genre: 'Drama',
    rating: 7,
    duration_minutes: 100,
    release_year: 2025,
    certification: 'U',
  });
  const created = await json<{ id: string }>(`${base}/api/admin/movies`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(movie),
  });
  return created.id;
}

/** One film over tus, as the admin sends it; resolves with the seconds from start to the last byte stored. */
function tusUpload(base: string, token: string, movieId: string, film: Buffer): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const upload = new Upload(film, {
      endpoint: `${base}/api/admin/film-uploads`,
      chunkSize: FILM_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000],
      metadata: filmUploadMetadata({ movieId }, { name: 'film.mp4', type: 'video/mp4' }),
      headers: { authorization: `Bearer ${token}` },
      storeFingerprintForResuming: false,
      onSuccess: () => resolve((performance.now() - started) / 1000),
      onError: reject,
    });
    upload.start();
  });
}

async function jobs(base: string, token: string): Promise<Job[]> {
  const list = await json<{ items: Job[] }>(`${base}/api/admin/transcoding`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return list.items;
}

/** Seconds until the asset is playable, polled every 250 ms; and how much backlog was left then. */
async function untilPlayable(base: string, token: string, assetId: string) {
  const started = performance.now();
  for (;;) {
    const all = await jobs(base, token);
    const job = all.find((j) => j.id === assetId);
    if (job?.playable) {
      const waiting = all.filter((j) => j.state === 'queued' || j.state === 'running').length;
      return { seconds: (performance.now() - started) / 1000, backlogLeft: waiting };
    }
    if (job?.state === 'failed') throw new Error(`${assetId} failed to transcode`);
    if (performance.now() - started > PLAYABLE_DEADLINE_MS)
      throw new Error(`${assetId} never became playable`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const backlog = (all: Job[]) => ({
  waiting: all.filter((j) => j.state === 'queued' || j.state === 'running').length,
  total: all.length,
});

async function main(): Promise<void> {
  const portArg = process.argv.indexOf('--port');
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'premieres-film-bench-'));
  const gateway = await benchGateway(port, {});
  try {
    const { base } = gateway;
    const { accessToken: token } = await json<{ accessToken: string }>(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...csrfHeaders() },
      body: JSON.stringify(MODERATOR),
    });
    const clip = await makeClip(dir);
    const big = padded(clip, FILM_MB * 1024 * 1024);
    const atStart = backlog(await jobs(base, token));
    console.log(
      `film upload bench against ${base}: seed backlog at start ${atStart.waiting} of ${atStart.total} jobs waiting or running`,
    );

    for (const [label, film] of [
      ['10-s clip', clip],
      [`${FILM_MB} MB film`, big],
    ] as const) {
      const movieId = await createTitle(base, token, `Bench Film ${label} ${Date.now()}`);
      const before = backlog(await jobs(base, token));
      const seconds = await tusUpload(base, token, movieId, film);
      const ready = await untilPlayable(base, token, `${movieId}.content`);
      const mb = film.length / 1e6;
      console.log(
        `  ${label}: ${mb.toFixed(1)} MB uploaded in ${seconds.toFixed(2)} s = ${(mb / seconds).toFixed(1)} MB/s; ` +
          `upload end → playable ${ready.seconds.toFixed(1)} s ` +
          `(backlog waiting or running: ${before.waiting} at upload start, ${ready.backlogLeft} when playable)`,
      );
    }
  } finally {
    await gateway.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
