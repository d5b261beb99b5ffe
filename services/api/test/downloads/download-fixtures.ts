import { createDecipheriv } from 'node:crypto';
import type { Licence } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../../src/media-pipeline/ffmpeg/run-ffmpeg';

/** Frames of video ffmpeg decodes from a file (0 when it decodes none or refuses the file). */
export async function decodedFrames(file: string): Promise<number> {
  const { code, stderr } = await runFfmpeg(['-hide_banner', '-i', file, '-map', '0:v?', '-f', 'null', '-'], {
    allowFailure: true,
  });
  if (code !== 0) return 0;
  const counts = [...stderr.matchAll(/frame=\s*(\d+)/g)].map((m) => Number(m[1]));
  return counts.at(-1) ?? 0;
}

/** The time of a file's first packet (ffmpeg's "start:"), seconds. */
export async function startSeconds(file: string): Promise<number> {
  const { stderr } = await runFfmpeg(['-hide_banner', '-i', file], { allowFailure: true });
  const match = /start: (-?\d+\.\d+)/.exec(stderr);
  if (!match?.[1]) throw new Error(`no start time in:\n${stderr}`);
  return Number(match[1]);
}

/** AES-128-CBC with PKCS#7 padding, as HLS encrypts a whole segment. */
export function decryptSegment(body: Buffer, keyBase64: string, ivHex: string): Buffer {
  const decipher = createDecipheriv(
    'aes-128-cbc',
    Buffer.from(keyBase64, 'base64'),
    Buffer.from(ivHex, 'hex'),
  );
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** The IV the package's playlist names on its EXT-X-KEY line. */
export function playlistIv(playlist: string): string {
  const match = /#EXT-X-KEY:METHOD=AES-128,URI="[^"]+",IV=0x([0-9a-fA-F]{32})/.exec(playlist);
  if (!match?.[1]) throw new Error(`no AES-128 key line in:\n${playlist}`);
  return match[1];
}

export async function fetchFile(app: FastifyInstance, licence: Licence, name: string): Promise<Buffer> {
  const file = licence.files.find((f) => f.name === name);
  if (!file) throw new Error(`${name} is not in the licence`);
  const res = await app.inject({ method: 'GET', url: file.url });
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}
