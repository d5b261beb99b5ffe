import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_KEY_URI, type MediaLanguage } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import type { MediaAssetDoc } from '../jobs/media-asset';
import { ladderFolder } from '../ladder-view';
import type { MediaConfig } from '../media-config';
import { type MediaStorage, readText } from '../storage/media-storage';
import { withTimestampMap } from '../subtitles/to-webvtt';
import { type DownloadPackageDoc, downloadPackageModel, type PackageFile } from './download-package';
import { keyInfo, packageArgs } from './package-args';

export interface PackageDeps {
  db: Connection;
  storage: MediaStorage;
  config: MediaConfig;
}

type PackagedAsset = Pick<MediaAssetDoc, '_id' | 'ladder' | 'ladder_prefix' | 'subtitles'>;

export function packageId(asset: PackagedAsset, height: number, language: MediaLanguage | null): string {
  return `${asset._id}.${ladderFolder(asset)}.${height}.${language ?? 'none'}`;
}

const contentType = (name: string) => {
  if (name.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl';
  if (name.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  return 'video/mp2t';
};

/** Copies one stored rendition (playlist and segments) into a local folder ffmpeg reads. */
async function fetchRendition(storage: MediaStorage, prefix: string, uri: string, dir: string) {
  await mkdir(dir, { recursive: true });
  const folder = uri.split('/').slice(0, -1).join('/');
  const playlist = await readText(storage, `${prefix}${uri}`);
  await writeFile(path.join(dir, 'index.m3u8'), playlist);
  const segments = playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  for (const segment of segments) {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(`${prefix}${folder}/${segment.trim()}`)) {
      chunks.push(Buffer.from(chunk as Buffer));
    }
    await writeFile(path.join(dir, path.basename(segment.trim())), Buffer.concat(chunks));
  }
  return path.join(dir, 'index.m3u8');
}

async function makePackage(
  deps: PackageDeps,
  asset: PackagedAsset,
  doc: DownloadPackageDoc,
): Promise<{ files: PackageFile[]; ms: number }> {
  const started = performance.now();
  const ladder = asset.ladder;
  const prefix = asset.ladder_prefix;
  const video = ladder?.video.find((v) => v.height === doc.height);
  if (!ladder || !prefix || !video) throw new Error(`${asset._id}: no ${doc.height}p rendition to package`);
  const audio = ladder.audio.find((a) => a.language === doc.audio_language) ?? null;
  const work = path.join(deps.config.workDir, `download-${doc._id}-${randomBytes(4).toString('hex')}`);
  try {
    const out = path.join(work, 'out');
    await mkdir(out, { recursive: true });
    const keyFile = path.join(work, 'key.bin');
    await writeFile(keyFile, Buffer.from(doc.key, 'base64'));
    const keyInfoFile = path.join(work, 'key.info');
    await writeFile(keyInfoFile, keyInfo(DOWNLOAD_KEY_URI, keyFile, doc.iv));
    const args = packageArgs({
      video: await fetchRendition(deps.storage, prefix, video.uri, path.join(work, 'video')),
      audio: audio ? await fetchRendition(deps.storage, prefix, audio.uri, path.join(work, 'audio')) : null,
      keyInfoFile,
      outDir: out,
    });
    await runFfmpeg(args, { nice: 10 });
    for (const track of asset.subtitles) {
      const vtt = withTimestampMap(await readText(deps.storage, track.key), ladder.startPts);
      await writeFile(path.join(out, `${track.language}.vtt`), vtt);
    }
    const files: PackageFile[] = [];
    for (const name of (await readdir(out)).sort()) {
      const body = await readFile(path.join(out, name));
      await deps.storage.put(`${doc.prefix}${name}`, body, contentType(name));
      files.push({ name, bytes: (await stat(path.join(out, name))).size });
    }
    return { files, ms: Math.round(performance.now() - started) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

// Per connection: tests and the bench run several apps (databases) in one process.
const inFlightByDb = new WeakMap<Connection, Map<string, Promise<DownloadPackageDoc>>>();

/**
 * The finished package of an asset's rung in one audio language, made now if there is none. The
 * key and IV are fixed when the package row is first written, so concurrent makers (another
 * request here, another replica) write the same encrypted files with the same key.
 */
export async function ensurePackage(
  deps: PackageDeps,
  asset: PackagedAsset,
  height: number,
  language: MediaLanguage | null,
  now: Date,
): Promise<DownloadPackageDoc> {
  const id = packageId(asset, height, language);
  const Packages = downloadPackageModel(deps.db);
  const existing = await Packages.findById(id).lean();
  if (existing?.state === 'done') return existing;
  const inFlight = inFlightByDb.get(deps.db) ?? new Map<string, Promise<DownloadPackageDoc>>();
  inFlightByDb.set(deps.db, inFlight);
  const running = inFlight.get(id);
  if (running) return running;
  const work = (async () => {
    const doc = await Packages.findOneAndUpdate(
      { _id: id },
      {
        $setOnInsert: {
          asset_id: asset._id,
          height,
          audio_language: language,
          prefix: `downloads/${asset._id}/${ladderFolder(asset)}/${height}-${language ?? 'none'}/`,
          key: randomBytes(16).toString('base64'),
          iv: randomBytes(16).toString('hex'),
          state: 'packaging',
          created_at: now,
        },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    if (!doc) throw new Error(`${id}: package row not written`);
    const { files, ms } = await makePackage(deps, asset, doc);
    const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
    const duration = asset.ladder?.durationSeconds ?? 0;
    const done = await Packages.findByIdAndUpdate(
      id,
      { $set: { state: 'done', files, bytes, duration_seconds: duration, packaged_ms: ms } },
      { returnDocument: 'after' },
    ).lean();
    if (!done) throw new Error(`${id}: package row vanished`);
    return done;
  })();
  inFlight.set(id, work);
  try {
    return await work;
  } finally {
    inFlight.delete(id);
  }
}
