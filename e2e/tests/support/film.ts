import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect } from '@playwright/test';

const run = promisify(execFile);

/**
 * A film made on the spot by the same ffmpeg the API runs (@ffmpeg-installer/ffmpeg): a test
 * pattern with a tone, `seconds` long at `height` lines. A 1080p source gets the full ladder, so
 * its transcode takes a while: long enough for a viewer to see it being prepared.
 */
export async function makeFilm(seconds: number, height = 1080): Promise<Buffer> {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'premieres-e2e-film-')), 'film.mp4');
  const width = Math.round((height * 16) / 9 / 2) * 2;
  await run(ffmpeg, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=24:d=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}:sample_rate=48000`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-c:a', 'aac', '-b:a', '64k', '-shortest'],
    file,
  ]);
  return readFile(file);
}

const base64 = (value: string) => Buffer.from(value).toString('base64');

/**
 * Staff upload a title's (or an episode's) film over tus (POST creates the upload, one PATCH sends
 * the bytes), as the admin's forms do; the API stores it in the content bucket and queues its
 * transcode.
 */
export async function uploadFilm(
  request: APIRequestContext,
  token: string,
  target: { movieId: string; episodeId?: string },
  film: Buffer,
): Promise<void> {
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = [
    `movieId ${base64(target.movieId)}`,
    ...(target.episodeId ? [`episodeId ${base64(target.episodeId)}`] : []),
    `kind ${base64('content')}`,
    `filename ${base64('film.mp4')}`,
    `filetype ${base64('video/mp4')}`,
  ].join(',');
  const created = await request.post('/api/admin/film-uploads', {
    headers: { ...auth, 'upload-length': String(film.length), 'upload-metadata': metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = new URL(created.headers().location ?? '', 'http://e2e/').pathname;
  const sent = await request.patch(location, {
    headers: { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    data: film,
    timeout: 120_000,
  });
  expect(sent.status(), await sent.text()).toBe(204);
}
