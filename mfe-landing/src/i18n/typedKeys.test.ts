import type { LandingKey } from './keys';

// The check is the compiler's (npm run typecheck, i18next.d.ts): a key missing from the landing
// namespace's English strings does not compile.
test('t() keys of the landing namespace are typed', () => {
  const key: LandingKey = 'planFeatures.screens';
  // @ts-expect-error: a misspelt key is not a LandingKey
  const misspelt: LandingKey = 'planFeatures.screen';
  expect([key, misspelt]).toEqual(['planFeatures.screens', 'planFeatures.screen']);
});
