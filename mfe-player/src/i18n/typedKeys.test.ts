import type { PlayerKey } from './keys';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the player
// namespace's English strings (with the episode and offline ones) does not compile.
test('t() keys of the player namespace are typed', () => {
  const key: PlayerKey = 'exitFullscreen';
  // @ts-expect-error: a misspelt key is not a PlayerKey
  const misspelt: PlayerKey = 'exitFullScreen';
  expect([key, misspelt]).toEqual(['exitFullscreen', 'exitFullScreen']);
});
