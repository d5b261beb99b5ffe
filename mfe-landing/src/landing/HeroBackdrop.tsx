import { Box, Grid } from '@premieres/ui';

// Poster-like tiles drawn with CSS gradients: imagery without image downloads, so the
// headline stays the largest contentful paint and nothing waits on the network.
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

export function HeroBackdrop() {
  return (
    <Box position="absolute" inset="0" overflow="hidden" aria-hidden="true" pointerEvents="none">
      <Grid
        position="absolute"
        top="-20%"
        left="-10%"
        width="120%"
        templateColumns={{ base: 'repeat(4, 1fr)', md: 'repeat(6, 1fr)' }}
        gap="3"
        transform="rotate(-8deg)"
        opacity={0.55}
      >
        {Array.from({ length: TILE_COUNT }, (_, i) => {
          const [from, to] = TILE_COLOURS[i % TILE_COLOURS.length] ?? TILE_COLOURS[0];
          return (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
              key={i}
              aspectRatio="2 / 3"
              borderRadius="md"
              bgImage={`linear-gradient(${(i * 47) % 360}deg, ${from}, ${to})`}
            />
          );
        })}
      </Grid>
      <Box
        position="absolute"
        inset="0"
        bgImage="radial-gradient(ellipse at 50% 35%, rgba(229, 9, 20, 0.25), transparent 60%), linear-gradient(to bottom, rgba(11, 11, 15, 0.92) 0%, rgba(11, 11, 15, 0.55) 40%, rgba(11, 11, 15, 0.85) 80%, #0b0b0f 100%)"
      />
    </Box>
  );
}
