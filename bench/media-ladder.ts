// `npm run bench -- media-ladder [--titles N | --all]`: the seed's media pipeline on this machine:
// generation of each sample title's source, its HLS ladder transcode (× real time) and the
// ladder's size on disk. Default: the first 2 titles (content at 1080p + trailers); --all: the whole seed.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transcodeToHls } from '../services/api/src/media-pipeline/ladder/transcode';
import { loadMediaConfig } from '../services/api/src/media-pipeline/media-config';
import { seedMediaPlan } from '../services/api/src/media-pipeline/seed/seed-media';
import { ensureGeneratedSource } from '../services/api/src/media-pipeline/seed/seed-source';

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const titlesArg = args.indexOf('--titles');
  const titles = all ? Number.POSITIVE_INFINITY : titlesArg >= 0 ? Number(args[titlesArg + 1]) : 2;
  const config = loadMediaConfig(process.env, true, false);
  const plan = seedMediaPlan().filter((_, i) => i < titles * 2);
  const work = await mkdtemp(path.join(tmpdir(), 'premieres-ladder-bench-'));
  console.log(`seed media: ${plan.length} items, preset ${config.preset}, nice ${config.nice}, ${work}`);
  let generateMs = 0;
  let transcodeMs = 0;
  let mediaSeconds = 0;
  let ladderBytes = 0;
  try {
    for (const item of plan) {
      const spec = { movieTitle: item.title, seconds: item.seconds, height: item.height };
      let t = Date.now();
      const source = await ensureGeneratedSource(path.join(work, 'sources'), spec, { nice: config.nice });
      const generated = Date.now() - t;
      t = Date.now();
      const out = path.join(work, 'ladders', item.id);
      const ladder = await transcodeToHls({ source, outDir: out, preset: config.preset, nice: config.nice });
      const transcoded = Date.now() - t;
      const bytes = await folderBytes(out);
      generateMs += generated;
      transcodeMs += transcoded;
      mediaSeconds += item.seconds;
      ladderBytes += bytes;
      console.log(
        `${item.id.padEnd(12)} ${String(item.height).padStart(4)}p ${String(item.seconds).padStart(4)} s  ` +
          `generate ${(generated / 1000).toFixed(1)} s  transcode ${(transcoded / 1000).toFixed(1)} s ` +
          `(${(item.seconds / (transcoded / 1000)).toFixed(2)}× real time)  ` +
          `${ladder.video.map((v) => v.id).join('/')}  ${mb(bytes)} MB`,
      );
    }
    console.log(
      `total: ${mediaSeconds} s of media; generation ${(generateMs / 1000).toFixed(0)} s; transcode ` +
        `${(transcodeMs / 1000).toFixed(0)} s = ${(mediaSeconds / (transcodeMs / 1000)).toFixed(2)}× real time; ` +
        `ladders on disk ${mb(ladderBytes)} MB`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
