import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface RenditionRate {
  /** Bits per second of the largest segment. */
  peak: number;
  /** Bits per second over the whole rendition. */
  average: number;
}

/** Measures a written HLS rendition from its playlist's durations and its segments' sizes. */
export async function measureRendition(dir: string): Promise<RenditionRate> {
  const playlist = await readFile(path.join(dir, 'index.m3u8'), 'utf8');
  const lines = playlist.split('\n').map((l) => l.trim());
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(lines[i] ?? '');
    const segment = lines[i + 1];
    if (!extinf || !segment || segment.startsWith('#')) continue;
    const duration = Number(extinf[1]);
    const size = (await stat(path.join(dir, segment))).size * 8;
    bits += size;
    seconds += duration;
    // Short last segments overstate the rate; they count toward the peak only when alone.
    if (duration >= 1 || peak === 0) peak = Math.max(peak, size / Math.max(duration, 0.001));
  }
  return { peak: Math.ceil(peak), average: Math.ceil(seconds > 0 ? bits / seconds : 0) };
}
