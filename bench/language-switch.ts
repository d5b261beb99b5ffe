// `npm run bench -- language-switch`: in headless Chromium with hls.js, against the API serving a
// seeded title (title 2's trailer: public, same packaging as content: en/hi audio renditions and
// en/hi/ml WebVTT subtitles), p50 over 10 switches of (1) choosing the other audio language →
// its first audio segment appended to the buffer, and (2) choosing a subtitle language → its first
// cue active. Then the bytes the seeded tracks add per title.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_LANGUAGE_CODES } from '@premieres/contracts';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../config/chromium';
import { seedSubtitleVtt } from '../services/api/src/media-pipeline/seed/seed-subtitles';
import { type Child, ROOT, startEngine, stopAll } from './lib/processes';

const SWITCHES = 10;
const TITLE_ID = '2';
const SEED_SECONDS = 12;
const FULL_SEED_SECONDS = 120;
const HLS_JS = path.join(ROOT, 'node_modules/hls.js/dist/hls.min.js');

const p50 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** In-page measurement (a string, so this file needs no DOM types). */
const SWITCH_SCRIPT = `async ({ master, switches }) => {
  const video = document.querySelector('video');
  const hls = new Hls({ capLevelToPlayerSize: false });
  const once = (event, test) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => { hls.off(event, on); reject(new Error('timeout: ' + event)); }, 15000);
    function on(_e, data) { if (!test || test(data)) { clearTimeout(timer); hls.off(event, on); resolve(data); } }
    hls.on(event, on);
  });
  const parsed = once(Hls.Events.MANIFEST_PARSED);
  hls.loadSource(master);
  hls.attachMedia(video);
  await parsed;
  await video.play();
  await new Promise((r) => { const t = () => video.currentTime > 0.5 ? r() : setTimeout(t, 50); t(); });
  const audio = [];
  for (let i = 0; i < switches; i++) {
    if (video.currentTime > 8) video.currentTime = 1;
    const target = (hls.audioTrack + 1) % hls.audioTracks.length;
    const appended = once(Hls.Events.BUFFER_APPENDED, (d) => d.type === 'audio' && d.frag && d.frag.level === target);
    const t0 = performance.now();
    hls.audioTrack = target;
    await appended;
    audio.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 300));
  }
  const subtitles = [];
  for (let i = 0; i < switches; i++) {
    hls.subtitleTrack = -1;
    video.currentTime = 1.5 + (i % 2) * 5; // inside the first or second cue (every 5 s, 4 s long)
    await new Promise((r) => setTimeout(r, 300));
    const index = i % hls.subtitleTracks.length;
    const lang = hls.subtitleTracks[index].lang;
    const shown = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no cue for ' + lang)), 15000);
      const check = () => {
        for (const track of Array.from(video.textTracks)) {
          if (track.language === lang && track.mode !== 'disabled' && track.activeCues && track.activeCues.length > 0) {
            clearTimeout(timer); clearInterval(poll); resolve(undefined); return;
          }
        }
      };
      const poll = setInterval(check, 5);
    });
    const t0 = performance.now();
    hls.subtitleTrack = index;
    await shown;
    subtitles.push(performance.now() - t0);
  }
  const size = hls.audioTracks.map((t) => t.lang).join('/') + ' audio, ' + hls.subtitleTracks.map((t) => t.lang).join('/') + ' subtitles';
  hls.destroy();
  return { audio, subtitles, size };
}`;

async function main(): Promise<void> {
  const children: Child[] = [];
  const engine = await startEngine('language_switch');
  children.push(engine);
  const { buildApp } = await import('../services/api/src/app');
  const { loadMediaConfig } = await import('../services/api/src/media-pipeline/media-config');
  const media = {
    ...loadMediaConfig({}, true, false),
    seedMedia: true,
    seedScope: { titles: [TITLE_ID], seconds: SEED_SECONDS },
    preset: 'ultrafast',
    pollMs: 500,
  };
  const app = await buildApp({ mongoUri: engine.uri, config: { media } as never });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  const master = `${origin}/media/hls/${TITLE_ID}/trailer/master.m3u8`;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    for (let waited = 0; (await fetch(master)).status !== 200; waited += 1000) {
      if (waited > 240_000) throw new Error('the seeded title never became playable');
      await new Promise((r) => setTimeout(r, 1000));
    }
    // The API answers with a strict CSP; the bench page injects hls.js itself.
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    await page.goto(`${origin}/api/health`);
    await page.setContent('<!doctype html><video muted playsinline width="640" height="360"></video>');
    await page.addScriptTag({ path: HLS_JS });
    const fn = new Function(`return ${SWITCH_SCRIPT}`)();
    const result = (await page.evaluate(fn, { master, switches: SWITCHES })) as {
      audio: number[];
      subtitles: number[];
      size: string;
    };
    const runs = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `language switch, title ${TITLE_ID} (${result.size}), hls.js in headless Chromium, ${SWITCHES} switches each:`,
    );
    console.log(
      `  audio: choose the other language → its first segment appended  p50 ${p50(result.audio).toFixed(0)} ms  (runs: ${runs(result.audio)} ms)`,
    );
    console.log(
      `  subtitles: choose a language → first cue shown  p50 ${p50(result.subtitles).toFixed(0)} ms  (runs: ${runs(result.subtitles)} ms)`,
    );
  } finally {
    await browser.close();
    await app.close();
    await stopAll(children);
  }

  // Added size of the seeded tracks: the audio renditions of the cached seed ladders, the subtitle files.
  const cache = path.join(ROOT, '.data/media-cache');
  console.log('added size of the seeded language tracks per title:');
  for (const source of (await readdir(cache)).filter((d) => d.startsWith('antariksh-'))) {
    for (const ladder of (await readdir(path.join(cache, source))).filter((d) => d.startsWith('ladder-'))) {
      const folder = path.join(cache, source, ladder);
      const dirs = await readdir(folder);
      const audio = dirs.filter((d) => d.startsWith('audio-'));
      const audioBytes = (await Promise.all(audio.map((d) => folderBytes(path.join(folder, d))))).reduce(
        (a, b) => a + b,
        0,
      );
      const videoBytes = (
        await Promise.all(dirs.filter((d) => /^v\d+$/.test(d)).map((d) => folderBytes(path.join(folder, d))))
      ).reduce((a, b) => a + b, 0);
      console.log(
        `  ${source}/${ladder} (${SEED_SECONDS} s): audio ${audio.join('+')} ${(audioBytes / 1024).toFixed(0)} KB (${((audioBytes / videoBytes) * 100).toFixed(1)} % of its video renditions), ≈ ${(((audioBytes / SEED_SECONDS) * FULL_SEED_SECONDS) / 1024 / 1024).toFixed(2)} MB for the full ${FULL_SEED_SECONDS}-s seed`,
      );
    }
  }
  for (const seconds of [SEED_SECONDS, FULL_SEED_SECONDS]) {
    const bytes = MEDIA_LANGUAGE_CODES.map((l) =>
      Buffer.byteLength(seedSubtitleVtt(l, 'Antariksh', seconds)),
    );
    console.log(
      `  subtitles en/hi/ml at ${seconds} s: ${bytes.join(' + ')} = ${bytes.reduce((a, b) => a + b, 0)} bytes`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
