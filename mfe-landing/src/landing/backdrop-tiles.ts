// The hero's poster-like tiles, drawn with CSS gradients: imagery without image downloads, so the
// headline stays the largest contentful paint and nothing waits on the network. Each tile is a
// class (not a style attribute): the page's policy blocks style attributes in markup.
const TILE_COLOURS = [
  ['#7f1d1d', '#1e1b4b'],
  ['#1e3a8a', '#0f172a'],
  ['#831843', '#312e81'],
  ['#14532d', '#0c0a09'],
  ['#9a3412', '#450a0a'],
  ['#3b0764', '#0f172a'],
  ['#155e75', '#172554'],
  ['#7c2d12', '#1c1917'],
  ['#4c1d95', '#831843'],
  ['#0f766e', '#042f2e'],
  ['#b91c1c', '#1f2937'],
  ['#312e81', '#500724'],
] as const;

const TILE_COUNT = 36;

/** The class of each tile, in order. */
export const BACKDROP_TILE_CLASSES = Array.from({ length: TILE_COUNT }, (_, i) => `lp-tile-${i}`);

/** One rule per tile: its gradient's angle and colours. */
export const BACKDROP_TILES_CSS = BACKDROP_TILE_CLASSES.map((name, i) => {
  const [from, to] = TILE_COLOURS[i % TILE_COLOURS.length] ?? TILE_COLOURS[0];
  return `.${name}{background-image:linear-gradient(${(i * 47) % 360}deg,${from},${to})}`;
}).join('');
