/**
 * The rendition ladder: H.264 Main with AAC, heights 240p to 2160p. Bit rates are caps (capped
 * CRF: simple pictures take less); levels are written into each stream and its CODECS value.
 */
export interface Rung {
  id: string;
  height: number;
  maxKbps: number;
  /** H.264 level (e.g. '3.1'); enough for the size at up to 30 fps. */
  level: string;
}

export const RUNGS: readonly Rung[] = [
  { id: '240p', height: 240, maxKbps: 400, level: '3.0' },
  { id: '480p', height: 480, maxKbps: 1200, level: '3.0' },
  { id: '720p', height: 720, maxKbps: 2800, level: '3.1' },
  { id: '1080p', height: 1080, maxKbps: 5000, level: '4.0' },
  { id: '2160p', height: 2160, maxKbps: 15000, level: '5.1' },
];

export interface PlannedRendition extends Rung {
  width: number;
  /** RFC 6381 codec of the video stream (avc1.4d401f = Main, level 3.1). */
  videoCodec: string;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Scales the source into a 16:9 box of the rung's height, keeping its shape, never up. */
function fit(
  source: { width: number; height: number },
  rungHeight: number,
): { width: number; height: number } {
  const boxWidth = (rungHeight * 16) / 9;
  const scale = Math.min(boxWidth / source.width, rungHeight / source.height, 1);
  return { width: even(source.width * scale), height: even(source.height * scale) };
}

export function avcCodec(level: string): string {
  const levelHex = Math.round(Number(level) * 10)
    .toString(16)
    .padStart(2, '0');
  return `avc1.4d40${levelHex}`;
}

/**
 * The rungs a source allows: each whose 16:9 box the source fills in width or height (a 1920x800
 * scope film still gets 1080p), 4K only from a 4K source. A source smaller than 240p gets one
 * rendition at its own size.
 */
export function planLadder(source: { width: number; height: number }): PlannedRendition[] {
  const fits = RUNGS.filter(
    (rung) => source.height >= rung.height * 0.95 || source.width >= ((rung.height * 16) / 9) * 0.95,
  );
  const chosen = fits.length > 0 ? fits : RUNGS.slice(0, 1);
  return chosen.map((rung) => ({ ...rung, ...fit(source, rung.height), videoCodec: avcCodec(rung.level) }));
}
